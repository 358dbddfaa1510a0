import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@storefront/shared/catalogue';
import { categoryPath, categoryPathByNames, findCategory } from './find-category';

const node = (name: string, slug: string, children: CategoryNode[] = []): CategoryNode => ({ name, slug, children });

const trees = [
  node('Obst & Gemüse', 'obst-gemuese', [node('Obst', 'obst', [node('Äpfel', 'aepfel')]), node('Gemüse', 'gemuese')]),
  node('Molkerei', 'molkerei', [node('Milch', 'milch')]),
];

describe('findCategory', () => {
  it('finds top-level and deeply nested categories', () => {
    expect(findCategory(trees, 'molkerei')?.name).toBe('Molkerei');
    expect(findCategory(trees, 'aepfel')?.name).toBe('Äpfel');
    expect(findCategory(trees, 'milch')?.name).toBe('Milch');
  });

  it('finds nothing for an unknown slug or an empty tree', () => {
    expect(findCategory(trees, 'tiernahrung')).toBeUndefined();
    expect(findCategory([], 'obst')).toBeUndefined();
  });
});

describe('category paths for breadcrumbs', () => {
  it('walks from the top down to a category, by slug or by the names of a product', () => {
    expect(categoryPath(trees, 'aepfel')?.map((node) => node.slug)).toEqual(['obst-gemuese', 'obst', 'aepfel']);
    expect(categoryPath(trees, 'tiernahrung')).toBeUndefined();
    expect(categoryPathByNames(trees, ['Molkerei', 'Milch']).map((node) => node.slug)).toEqual(['molkerei', 'milch']);
    expect(categoryPathByNames(trees, ['Molkerei', 'Käse']).map((node) => node.slug)).toEqual(['molkerei']);
  });
});
