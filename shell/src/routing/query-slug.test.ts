// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { querySlugTarget } from './query-slug';

const query = (text: string) => new URLSearchParams(text);
const category = (slug: string) => ({ name: 'products-slug', params: { slug } });

describe('querySlugTarget (doc 2 §2: a query slug with no matched route redirects to the category route)', () => {
  it('sends the start page, an unknown path, the search and the category overview with ?slug= to that category', () => {
    expect(querySlugTarget('index', {}, query('slug=obst'))).toEqual(category('obst'));
    expect(querySlugTarget('index', { slug: 'unbekannt-xyz' }, query('slug=obst'))).toEqual(category('obst'));
    expect(querySlugTarget('search-term', {}, query('slug=obst&x=1'))).toEqual(category('obst'));
    expect(querySlugTarget('products-slug', {}, query('slug=obst'))).toEqual(category('obst'));
  });

  it('leaves a route that has a slug of its own, and a URL without a query slug', () => {
    expect(querySlugTarget('products-slug', { slug: 'gemuese' }, query('slug=obst'))).toBeNull();
    expect(querySlugTarget('product-slug', { slug: 'bio-milch', sku: '100201' }, query('slug=obst'))).toBeNull();
    expect(querySlugTarget('index', {}, query('slug=%20'))).toBeNull();
    expect(querySlugTarget('search-term', { term: 'tee' }, query('tab=products'))).toBeNull();
  });
});
