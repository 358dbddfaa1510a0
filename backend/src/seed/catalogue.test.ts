import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { getCategoryTrees } from '@storefront/shared/api';
import { productSchema, type CategoryNode } from '@storefront/shared/schemas';
import { CookieJar, createTestApp, inProcessApiClient } from '../testing/test-app';
import { seedCategoryTrees, seedProducts, slugify } from './catalogue';

function leaves(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));
}

describe('the seeded catalogue', () => {
  it('has products valid per the shared productSchema, with unique skus and slugs', () => {
    for (const product of seedProducts) {
      const parsed = safeParse(productSchema, product);
      expect(parsed.success, product.sku).toBe(true);
    }
    expect(seedProducts.length).toBeGreaterThanOrEqual(24);
    expect(new Set(seedProducts.map((p) => p.sku)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
  });

  it('lists every product in a leaf category, with the names of its path as parentCategories', () => {
    const leafSlugs = new Set(leaves(seedCategoryTrees).map((node) => node.slug));
    for (const product of seedProducts) {
      expect(leafSlugs.has(product.category), product.sku).toBe(true);
      expect(product.parentCategories).toHaveLength(2);
    }
    expect(seedProducts.find((p) => p.sku === '100201')?.parentCategories).toEqual(['Molkerei & Eier', 'Milch']);
  });

  it('has seven main categories with two to four sub-categories each', () => {
    expect(seedCategoryTrees.map((node) => node.name)).toEqual([
      'Obst & Gemüse',
      'Molkerei & Eier',
      'Brot & Backwaren',
      'Fleisch & Fisch',
      'Getränke',
      'Vorratsschrank',
      'Drogerie & Haushalt',
    ]);
    for (const node of seedCategoryTrees) {
      expect(node.children.length).toBeGreaterThanOrEqual(2);
      expect(node.children.length).toBeLessThanOrEqual(4);
    }
  });

  it('makes URL slugs from German names', () => {
    expect(slugify('Obst & Gemüse')).toBe('obst-gemuese');
    expect(slugify('Bio-Vollmilch 3,8 % 1 l')).toBe('bio-vollmilch-3-8-1-l');
    expect(slugify('Öle & Essig')).toBe('oele-essig');
    expect(slugify('Weißbier')).toBe('weissbier');
  });

  it('is answered by GET /api/category-trees in the shape the shared client expects', async () => {
    const testApp = await createTestApp();
    try {
      expect(await getCategoryTrees(inProcessApiClient(testApp.app, new CookieJar()))).toEqual(seedCategoryTrees);
    } finally {
      await testApp.close();
    }
  });
});
