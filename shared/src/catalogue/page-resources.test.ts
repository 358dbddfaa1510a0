import { describe, expect, it } from 'vitest';
import { cataloguePageResource } from './page-resources';
import { productKeyOf } from './product-key';

describe('cataloguePageResource', () => {
  it('names the call whose 404 means the page does not exist, for each catalogue page with a thing of its own', () => {
    expect(cataloguePageResource('product-slug', { slug: 'bio-vollmilch-3-8-1-l', sku: '100201' })).toBe('/api/products/100201');
    expect(cataloguePageResource('products-slug', { slug: 'zitrusfruechte' })).toBe('/api/categories/zitrusfruechte');
    expect(cataloguePageResource('recipe-slug', { slug: 'marillenknoedel' })).toBe('/api/recipes/marillenknoedel');
    expect(cataloguePageResource('brand-slug', { slug: 'alpenhof' })).toBe('/api/brands/alpenhof/products');
  });

  it('looks a product up by its slug when the path has no sku, as the product page does', () => {
    expect(productKeyOf({ slug: 'bio-vollmilch-3-8-1-l' })).toBe('bio-vollmilch-3-8-1-l');
    expect(cataloguePageResource('product-slug', { slug: 'bio-vollmilch-3-8-1-l' })).toBe('/api/products/bio-vollmilch-3-8-1-l');
  });

  it('names none for a page that is always there, and keeps a hostile parameter one encoded segment', () => {
    expect(cataloguePageResource('products-slug', {})).toBeUndefined();
    expect(cataloguePageResource('search-term', { term: 'milch' })).toBeUndefined();
    expect(cataloguePageResource('recipes', {})).toBeUndefined();
    expect(cataloguePageResource('recipe-slug', { slug: '../../api/orders' })).toBe('/api/recipes/..%2F..%2Fapi%2Forders');
    expect(cataloguePageResource('brand-slug', { slug: '  ' })).toBeUndefined();
  });
});
