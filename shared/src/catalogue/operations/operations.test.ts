import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCategoryTree, aProduct } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { readQuery } from '../../platform/api/wire';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { getCategory } from './get-category';
import { getCategoryProducts } from './get-category-products';
import { getCategoryTrees } from './get-category-trees';
import { getProduct } from './get-product';
import { getProducts } from './get-products';
import { getRecipe } from './get-recipe';
import { getRecipes } from './get-recipes';
import { getBrands } from './get-brands';
import { getPesticideReports } from './get-pesticide-reports';
import { getBrandProducts } from './get-brand-products';
import { getSimilarProducts } from './get-similar-products';

const milk = aProduct();
const water = aProduct({ sku: '100501', name: 'Mineralwasser 6 × 1,5 l', slug: 'mineralwasser', price: { regular: { value: 354 }, depositPrice: { value: 150 } }, bundleInfo: '6 × 1,5 l', bundleSize: 6 });
const page = { total: 2, count: 2, offset: 0, results: [milk, water] };
const facets = { brands: [{ name: 'Frischmarkt', count: 2 }], tags: [], priceRange: { min: 129, max: 354 } };

const cases: CallCase[] = [
  { name: 'GET the category trees', operation: getCategoryTrees, request: 'GET /api/category-trees', result: [aCategoryTree()] },
  {
    name: 'GET a category by slug',
    operation: getCategory,
    input: { params: { slug: 'obst-gemuese' } },
    request: 'GET /api/categories/obst-gemuese',
    result: aCategoryTree(),
  },
  {
    name: "GET a category's products with paging",
    operation: getCategoryProducts,
    input: { params: { slug: 'milch' }, query: { pageSize: 24, offset: 24 } },
    request: 'GET /api/categories/milch/products',
    query: { pageSize: '24', offset: '24' },
    parsedQuery: { pageSize: 24, offset: 24 },
    result: { ...page, facets },
  },
  {
    name: "GET a category's products sorted and filtered",
    operation: getCategoryProducts,
    input: { params: { slug: 'milch' }, query: { sort: 'priceDesc', brand: ['Frischmarkt', 'Alpenhof'], minPrice: 100, maxPrice: 500, tag: ['bio'], available: true } },
    request: 'GET /api/categories/milch/products',
    query: { sort: 'priceDesc', brand: ['Frischmarkt', 'Alpenhof'], minPrice: '100', maxPrice: '500', tag: 'bio', available: 'true' },
    parsedQuery: { sort: 'priceDesc', brand: ['Frischmarkt', 'Alpenhof'], minPrice: 100, maxPrice: 500, tag: ['bio'], available: true },
    result: { ...page, facets },
  },
  {
    name: "GET a category's products without paging",
    operation: getCategoryProducts,
    input: { params: { slug: 'milch' } },
    request: 'GET /api/categories/milch/products',
    parsedQuery: {},
    result: { ...page, facets: { brands: [], tags: [], priceRange: null } },
  },
  {
    name: 'GET products by skus (repeated) with paging',
    operation: getProducts,
    input: { query: { skus: ['100201', '100501'], pageSize: 2 } },
    request: 'GET /api/products',
    query: { skus: ['100201', '100501'], pageSize: '2' },
    parsedQuery: { skus: ['100201', '100501'], pageSize: 2 },
    result: page,
  },
  {
    name: 'GET products without skus',
    operation: getProducts,
    input: { query: {} },
    request: 'GET /api/products',
    parsedQuery: {},
    result: page,
  },
  {
    name: 'GET a product by sku',
    operation: getProduct,
    input: { params: { sku: '100501' } },
    request: 'GET /api/products/100501',
    result: water,
  },
  {
    name: 'GET similar products by slug',
    operation: getSimilarProducts,
    input: { params: { slug: 'bio-vollmilch' } },
    request: 'GET /api/products/bio-vollmilch/similar',
    result: [milk],
  },
  {
    name: 'GET a recipe by slug, with ingredients linked to skus',
    operation: getRecipe,
    input: { params: { slug: 'kaiserschmarrn' } },
    request: 'GET /api/recipes/kaiserschmarrn',
    result: {
      slug: 'kaiserschmarrn',
      title: 'Kaiserschmarrn',
      teaser: 'Flaumig und karamellisiert.',
      servings: 4,
      durationMinutes: 35,
      difficulty: 'mittel',
      ingredients: [{ name: 'Eier', quantity: '4', sku: '100205' }, { name: 'Prise Salz' }],
      steps: ['Eier trennen.'],
    },
  },
  {
    name: 'GET recipes by slugs (repeated) or by term',
    operation: getRecipes,
    input: { query: { slugs: ['kaiserschmarrn', 'apfelstrudel'], term: 'apfel', pageSize: 4 } },
    request: 'GET /api/recipes',
    query: { slugs: ['kaiserschmarrn', 'apfelstrudel'], term: 'apfel', pageSize: '4' },
    parsedQuery: { slugs: ['kaiserschmarrn', 'apfelstrudel'], term: 'apfel', pageSize: 4 },
    result: { total: 0, count: 0, offset: 0, results: [] },
  },
  { name: 'GET the brands', operation: getBrands, request: 'GET /api/brands', result: [{ slug: 'alpenhof', name: 'Alpenhof', productCount: 12 }] },
  {
    name: "GET a brand's products, sorted",
    operation: getBrandProducts,
    input: { params: { slug: 'alpenhof' }, query: { sort: 'nameAsc', pageSize: 24 } },
    request: 'GET /api/brands/alpenhof/products',
    query: { sort: 'nameAsc', pageSize: '24' },
    parsedQuery: { sort: 'nameAsc', pageSize: 24 },
    result: { ...page, facets, brand: { slug: 'alpenhof', name: 'Alpenhof', productCount: 2 } },
  },
  {
    name: 'GET the pesticide residue tests',
    operation: getPesticideReports,
    request: 'GET /api/pesticides',
    result: {
      season: 'Saison 2026',
      laboratory: 'Labor',
      reports: [{ produce: 'Äpfel', group: 'Obst', origin: 'Steiermark', samples: 48, withoutResidues: 31, belowHalfLimit: 48, lastSampled: '2026-10-14' }],
    },
  },
];

describe('the catalogue calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('rejects a slug or a sku the backend would refuse before sending anything', async () => {
    const backend = fakeBackend({});
    const refused = [
      call(backend.api, getCategory, { params: { slug: 'obst & gemüse' } }),
      call(backend.api, getCategoryProducts, { params: { slug: 'Milch' } }),
      call(backend.api, getSimilarProducts, { params: { slug: 'milch--1l' } }),
      call(backend.api, getRecipe, { params: { slug: 'x'.repeat(201) } }),
      call(backend.api, getProduct, { params: { sku: '100 501' } }),
      call(backend.api, getProduct, { params: { sku: '' } }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toMatchObject({ kind: 'rejected-locally', status: 400 });
    expect(backend.requests).toEqual([]);
  });

  it('bounds the paging: pageSize 1 to 100, offset from 0, sku list entries 1 to 64 characters', () => {
    const query = getProducts.query;
    // As the backend reads a query: a key sent once is a list of one where the schema wants a list.
    const read = (wire: Record<string, unknown>) => z.safeParse(query, readQuery(query, wire));
    expect(read({ pageSize: '100', offset: '0', skus: 'x'.repeat(64) }).success).toBe(true);
    for (const wire of [{ pageSize: '0' }, { pageSize: '101' }, { offset: '-1' }, { offset: 'zwei' }, { skus: 'x'.repeat(65) }, { skus: '' }, { skus: [] }]) {
      expect(read(wire).success, JSON.stringify(wire)).toBe(false);
    }
  });
});
