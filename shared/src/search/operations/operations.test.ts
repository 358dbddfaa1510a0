import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_SEARCH_PAGE_SIZE } from '../../platform/constants';
import { emptySearchResults } from '../../platform/schemas/results-page';
import { aProduct } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend } from '../../platform/api/harness.test-support';
import { searchQuerySchema, searchTermParamsSchema } from '../requests/search-request';
import { getSearchBanner } from './get-search-banner';
import { searchBrands } from './search-brands';
import { searchCategories } from './search-categories';
import { searchContent } from './search-content';
import { searchProducts } from './search-products';
import { searchRecipes } from './search-recipes';

describe('GET /api/{type}/search/{term} (doc 1 §7)', () => {
  it('content: the term URL-encoded, pageSize 5', () =>
    checkCall({
      name: 'content',
      operation: searchContent,
      input: { params: { term: 'öffnungszeiten & feiertage' }, query: { pageSize: CONTENT_SEARCH_PAGE_SIZE, offset: 0 } },
      request: 'GET /api/content/search/%C3%B6ffnungszeiten%20%26%20feiertage',
      query: { pageSize: '5', offset: '0' },
      parsedQuery: { pageSize: 5, offset: 0 },
      result: { total: 1, count: 1, offset: 0, results: [{ slug: '/oeffnungszeiten', title: 'Öffnungszeiten', teaser: '' }] },
    }));

  it('products: their own page size and offset', () =>
    checkCall({
      name: 'products',
      operation: searchProducts,
      input: { params: { term: 'milch' }, query: { pageSize: 24, offset: 24 } },
      request: 'GET /api/products/search/milch',
      query: { pageSize: '24', offset: '24' },
      parsedQuery: { pageSize: 24, offset: 24 },
      result: { total: 25, count: 1, offset: 24, results: [aProduct()] },
    }));

  it('recipes', () =>
    checkCall({
      name: 'recipes',
      operation: searchRecipes,
      input: { params: { term: 'kaiserschmarrn' }, query: { pageSize: 5, offset: 0 } },
      request: 'GET /api/recipes/search/kaiserschmarrn',
      query: { pageSize: '5', offset: '0' },
      result: { total: 0, count: 0, offset: 0, results: [] },
    }));

  it('a failed search is silently an empty result for the caller (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/search/milch': { status: 500 } });
    const found = call(backend.api, searchContent, { params: { term: 'milch' }, query: { pageSize: 5, offset: 0 } });
    await expect(found.catch(() => emptySearchResults())).resolves.toEqual({
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

  it('reads the term trimmed, 2 to 100 characters, and rejects another one before sending it', async () => {
    expect(z.parse(searchTermParamsSchema, { term: '  milch ' })).toEqual({ term: 'milch' });
    for (const term of [' m ', 'x'.repeat(101)]) expect(z.safeParse(searchTermParamsSchema, { term }).success, term).toBe(false);
    const backend = fakeBackend({});
    await expect(call(backend.api, searchProducts, { params: { term: ' m ' }, query: { pageSize: 5, offset: 0 } })).rejects.toMatchObject({
      kind: 'rejected-locally',
    });
    expect(backend.requests).toEqual([]);
  });
});

describe('GET /api/{brands|categories}/search/{term} (the catalogue types)', () => {
  it('brands: name, slug and product count', () =>
    checkCall({
      name: 'brands',
      operation: searchBrands,
      input: { params: { term: 'käserei' }, query: { pageSize: 5, offset: 0 } },
      request: 'GET /api/brands/search/k%C3%A4serei',
      query: { pageSize: '5', offset: '0' },
      parsedQuery: { pageSize: 5, offset: 0 },
      result: { total: 1, count: 1, offset: 0, results: [{ slug: 'kaeserei-hollerbach', name: 'Käserei Hollerbach', productCount: 9 }] },
    }));

  it('categories: name, slug and the names above it', () =>
    checkCall({
      name: 'categories',
      operation: searchCategories,
      input: { params: { term: 'obst' }, query: { pageSize: 10, offset: 10 } },
      request: 'GET /api/categories/search/obst',
      query: { pageSize: '10', offset: '10' },
      result: { total: 11, count: 1, offset: 10, results: [{ slug: 'aepfel-birnen', name: 'Äpfel & Birnen', parentCategories: ['Obst & Gemüse', 'Obst'] }] },
    }));

  it('a hit that is not a brand fails the call', async () => {
    const backend = fakeBackend({ 'GET /api/brands/search/milch': { body: { total: 1, count: 1, offset: 0, results: [{ slug: 'x' }] } } });
    await expect(call(backend.api, searchBrands, { params: { term: 'milch' }, query: { pageSize: 5, offset: 0 } })).rejects.toThrow();
  });
});

describe('GET /api/content/search/{term}/banner (doc 1 §7)', () => {
  const banner = { id: 'b1', type: 'teaser', fields: { text: 'Käse-Wochen' }, children: [] };

  it('the term URL-encoded, a slash included', () =>
    checkCall({
      name: 'banner',
      operation: getSearchBanner,
      input: { params: { term: 'käse & wein/rot' } },
      request: 'GET /api/content/search/k%C3%A4se%20%26%20wein%2Frot/banner',
      result: banner,
    }));

  it('no content means no banner', () =>
    checkCall({
      name: 'no banner',
      operation: getSearchBanner,
      input: { params: { term: 'milch' } },
      request: 'GET /api/content/search/milch/banner',
      answer: { status: 204 },
      result: null,
    }));

  it('content calls answering 501 or more are "backend not available" (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/search/milch/banner': { status: 501 } });
    await expect(call(backend.api, getSearchBanner, { params: { term: 'milch' } })).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
  });
});
