import { describe, it } from 'vitest';
import { aCategoryTree, aProduct } from '../../fixtures/fixtures';
import {
  getCategory,
  getCategoryProducts,
  getCategoryProductsQuerySchema,
  getCategoryTrees,
  getProduct,
  getProducts,
  getProductsQuerySchema,
  getRecipe,
  getSimilarProducts,
} from './catalogue';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';

const milk = aProduct();
const water = aProduct({ sku: '100501', name: 'Mineralwasser 6 × 1,5 l', slug: 'mineralwasser', price: { regular: { value: 354 }, depositPrice: { value: 150 } }, bundleInfo: '6 × 1,5 l', bundleSize: 6 });
const page = { total: 2, count: 2, offset: 0, results: [milk, water] };

const cases: EndpointCallCase[] = [
  { name: 'GET the category trees', call: (api) => getCategoryTrees(api), request: 'GET /api/category-trees', result: [aCategoryTree()] },
  {
    name: 'GET a category by slug, URL-encoded',
    call: (api) => getCategory(api, 'obst & gemüse'),
    request: 'GET /api/categories/obst%20%26%20gem%C3%BCse',
    result: aCategoryTree(),
  },
  {
    name: "GET a category's products with paging",
    call: (api) => getCategoryProducts(api, 'milch', { pageSize: 24, offset: 24 }),
    request: 'GET /api/categories/milch/products',
    query: { pageSize: '24', offset: '24' },
    querySchema: getCategoryProductsQuerySchema,
    parsedQuery: { pageSize: 24, offset: 24 },
    result: page,
  },
  {
    name: "GET a category's products without paging",
    call: (api) => getCategoryProducts(api, 'milch'),
    request: 'GET /api/categories/milch/products',
    querySchema: getCategoryProductsQuerySchema,
    parsedQuery: {},
    result: page,
  },
  {
    name: 'GET products by skus (repeated) with paging',
    call: (api) => getProducts(api, { skus: ['100201', '100501'], pageSize: 2 }),
    request: 'GET /api/products',
    query: { skus: ['100201', '100501'], pageSize: '2' },
    querySchema: getProductsQuerySchema,
    parsedQuery: { skus: ['100201', '100501'], pageSize: 2 },
    result: page,
  },
  {
    name: 'GET products without skus',
    call: (api) => getProducts(api, { skus: [] }),
    request: 'GET /api/products',
    querySchema: getProductsQuerySchema,
    parsedQuery: {},
    result: page,
  },
  {
    name: 'GET a product by sku, URL-encoded',
    call: (api) => getProduct(api, '100 501'),
    request: 'GET /api/products/100%20501',
    result: water,
  },
  {
    name: 'GET similar products by slug',
    call: (api) => getSimilarProducts(api, 'bio-vollmilch'),
    request: 'GET /api/products/bio-vollmilch/similar',
    result: [milk],
  },
  {
    name: 'GET a recipe by slug, with ingredients linked to skus',
    call: (api) => getRecipe(api, 'kaiserschmarrn'),
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
];

describe('catalogue endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));
});
