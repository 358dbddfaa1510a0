import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_SEARCH_PAGE_SIZE } from '../../platform/constants';
import { emptySearchResults } from '../../platform/schemas/results-page';
import { aProduct } from '../../fixtures/fixtures';
import { checkEndpointCall, fakeBackend } from '../../platform/api/harness.test-support';
import { search, searchCatalogue, searchQuerySchema } from './search';

describe('GET /api/{type}/search/{term} (doc 1 §7)', () => {
  it('content: the term URL-encoded, pageSize 5', () =>
    checkEndpointCall({
      name: 'content',
      call: (api) => search(api, 'content', 'öffnungszeiten & feiertage', { pageSize: CONTENT_SEARCH_PAGE_SIZE }),
      request: 'GET /api/content/search/%C3%B6ffnungszeiten%20%26%20feiertage',
      query: { pageSize: '5', offset: '0' },
      querySchema: searchQuerySchema,
      parsedQuery: { pageSize: 5, offset: 0 },
      result: { total: 1, count: 1, offset: 0, results: [{ slug: '/oeffnungszeiten', title: 'Öffnungszeiten', teaser: '' }] },
    }));

  it('products: their own page size and offset', () =>
    checkEndpointCall({
      name: 'products',
      call: (api) => search(api, 'products', 'milch', { pageSize: 24, offset: 24 }),
      request: 'GET /api/products/search/milch',
      query: { pageSize: '24', offset: '24' },
      querySchema: searchQuerySchema,
      parsedQuery: { pageSize: 24, offset: 24 },
      result: { total: 25, count: 1, offset: 24, results: [aProduct()] },
    }));

  it('recipes', () =>
    checkEndpointCall({
      name: 'recipes',
      call: (api) => search(api, 'recipes', 'kaiserschmarrn', { pageSize: 5 }),
      request: 'GET /api/recipes/search/kaiserschmarrn',
      query: { pageSize: '5', offset: '0' },
      result: { total: 0, count: 0, offset: 0, results: [] },
    }));

  it('a failed search is silently empty for the caller (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/search/milch': { status: 500 } });
    await expect(search(backend.api, 'content', 'milch', { pageSize: 5 }).catch(() => emptySearchResults())).resolves.toEqual({
      total: 0,
      count: 0,
      offset: 0,
      results: [],
    });
  });

  it('the query schema bounds the page and defaults the offset', () => {
    expect(z.parse(searchQuerySchema, { pageSize: '5' })).toEqual({ pageSize: 5, offset: 0 });
    expect(z.safeParse(searchQuerySchema, { pageSize: '0' }).success).toBe(false);
    expect(z.safeParse(searchQuerySchema, { pageSize: '101' }).success).toBe(false);
    expect(z.safeParse(searchQuerySchema, { pageSize: '5', offset: '-1' }).success).toBe(false);
    expect(z.safeParse(searchQuerySchema, { pageSize: '5x' }).success).toBe(false);
  });
});

describe('GET /api/{brands|categories}/search/{term} (the catalogue types)', () => {
  it('brands: name, slug and product count', () =>
    checkEndpointCall({
      name: 'brands',
      call: (api) => searchCatalogue(api, 'brands', 'käserei', { pageSize: 5 }),
      request: 'GET /api/brands/search/k%C3%A4serei',
      query: { pageSize: '5', offset: '0' },
      querySchema: searchQuerySchema,
      parsedQuery: { pageSize: 5, offset: 0 },
      result: { total: 1, count: 1, offset: 0, results: [{ slug: 'kaeserei-hollerbach', name: 'Käserei Hollerbach', productCount: 9 }] },
    }));

  it('categories: name, slug and the names above it', () =>
    checkEndpointCall({
      name: 'categories',
      call: (api) => searchCatalogue(api, 'categories', 'obst', { pageSize: 10, offset: 10 }),
      request: 'GET /api/categories/search/obst',
      query: { pageSize: '10', offset: '10' },
      result: { total: 11, count: 1, offset: 10, results: [{ slug: 'aepfel-birnen', name: 'Äpfel & Birnen', parentCategories: ['Obst & Gemüse', 'Obst'] }] },
    }));

  it('a hit that is not a brand fails the call', async () => {
    const backend = fakeBackend({ 'GET /api/brands/search/milch': { body: { total: 1, count: 1, offset: 0, results: [{ slug: 'x' }] } } });
    await expect(searchCatalogue(backend.api, 'brands', 'milch', { pageSize: 5 })).rejects.toThrow();
  });
});
