import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, call, type ApiClient } from '@storefront/shared/platform/api';
import { getBrandProducts, getBrands, getCategory, getCategoryProducts, getProduct, getProducts, getSimilarProducts } from '@storefront/shared/catalogue';
import { searchProducts } from '@storefront/shared/search';
import { seedProducts } from '../seed/catalogue';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

async function errorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

describe("the product's article id (doc 1 §3 productId)", () => {
  it('is in the answer of every product call, and in product search hits', async () => {
    const expected = (sku: string) => seedProducts.find((product) => product.sku === sku)!.productId;
    const pages = [
      (await call(api, getProducts, { query: { skus: ['100101', '100201'] } })).results,
      (await call(api, getProducts, { query: { pageSize: 100 } })).results,
      (await call(api, getCategoryProducts, { params: { slug: 'molkerei-eier' }, query: { pageSize: 100 } })).results,
      await call(api, getSimilarProducts, { params: { slug: 'bio-vollmilch-3-8-1-l' } }),
      (await call(api, searchProducts, { params: { term: 'milch' }, query: { pageSize: 100, offset: 0 } })).results,
      [await call(api, getProduct, { params: { sku: '100101' } })],
    ];
    for (const products of pages) {
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) expect(product.productId, product.sku).toBe(expected(product.sku));
    }
    expect((await call(api, getProduct, { params: { sku: '100101' } })).productId).toBe('00-057515');
  });
});

describe('GET /api/categories/{slug}', () => {
  it('answers the category with everything below it', async () => {
    const fruit = await call(api, getCategory, { params: { slug: 'obst' } });
    expect(fruit.name).toBe('Obst');
    expect(fruit.children.map((child) => child.slug)).toEqual(['aepfel-birnen', 'suedfruechte', 'beeren-steinobst', 'zitrusfruechte']);
    expect((await call(api, getCategory, { params: { slug: 'obst-gemuese' } })).children.map((child) => child.name)).toEqual(['Obst', 'Gemüse', 'Kräuter & Salate']);
  });

  it('answers 404 categoryNotFound for an unknown slug, 400 for one that is no slug', async () => {
    expect(await errorOf(call(api, getCategory, { params: { slug: 'suesswaren' } }))).toMatchObject({ status: 404, details: { errorCode: 'categoryNotFound' } });
    const response = await get('/api/categories/Obst%20und%20Gem%C3%BCse');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'slug' }] } });
  });
});

describe('GET /api/categories/{slug}/products', () => {
  it('pages through the products of the category and of every category below it', async () => {
    const expected = seedProducts.filter((p) => p.parentCategories.includes('Obst'));
    const first = await call(api, getCategoryProducts, { params: { slug: 'obst' }, query: { pageSize: 10 } });
    expect(first).toMatchObject({ total: expected.length, count: 10, offset: 0 });
    expect(first.results.map((p) => p.sku)).toEqual(expected.slice(0, 10).map((p) => p.sku));
    const last = await call(api, getCategoryProducts, { params: { slug: 'obst' }, query: { pageSize: 10, offset: expected.length - 3 } });
    expect(last).toMatchObject({ total: expected.length, count: 3, offset: expected.length - 3 });
    expect(await call(api, getCategoryProducts, { params: { slug: 'obst' }, query: { pageSize: 10, offset: expected.length } })).toMatchObject({
      total: expected.length,
      count: 0,
      offset: expected.length,
      results: [],
    });
  });

  it('lists a leaf category alone and defaults to 24 products from offset 0', async () => {
    const apples = await call(api, getCategoryProducts, { params: { slug: 'aepfel-birnen' } });
    expect(apples.results.every((p) => p.category === 'aepfel-birnen')).toBe(true);
    const drinks = await call(api, getCategoryProducts, { params: { slug: 'getraenke' } });
    expect(drinks).toMatchObject({ count: 24, offset: 0 });
    expect(drinks.total).toBe(seedProducts.filter((p) => p.parentCategories[0] === 'Getränke').length);
  });

  it('sorts and filters the whole category before paging, and counts the filter choices over all its products', async () => {
    const obst = seedProducts.filter((p) => p.parentCategories.includes('Obst'));
    const cheapest = await call(api, getCategoryProducts, { params: { slug: 'obst' }, query: { sort: 'priceAsc', pageSize: 5 } });
    expect(cheapest.results.map((p) => p.price.regular.value)).toEqual(obst.map((p) => p.price.regular.value).sort((a, b) => a - b).slice(0, 5));
    const bio = await call(api, getCategoryProducts, {
      params: { slug: 'obst' },
      query: { tag: ['bio'], brand: ['Frischmarkt Bio'], maxPrice: 300, available: true, pageSize: 100 },
    });
    expect(bio.total).toBeGreaterThan(0);
    for (const product of bio.results) {
      expect(product.brand?.name).toBe('Frischmarkt Bio');
      expect(product.price.regular.value).toBeLessThanOrEqual(300);
      expect(product.availability).toBe('available');
    }
    expect(bio.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(obst.length);
    expect(bio.facets.priceRange).toEqual({
      min: Math.min(...obst.map((p) => p.price.regular.value)),
      max: Math.max(...obst.map((p) => p.price.regular.value)),
    });
    const none = await call(api, getCategoryProducts, { params: { slug: 'obst' }, query: { minPrice: 9_000_000 } });
    expect(none).toMatchObject({ total: 0, count: 0, results: [] });
    expect((await get('/api/categories/obst/products?sort=cheapest')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown category and 400 for bad paging', async () => {
    expect(await errorOf(call(api, getCategoryProducts, { params: { slug: 'suesswaren' } }))).toMatchObject({ status: 404, details: { errorCode: 'categoryNotFound' } });
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['offset=-1', 'offset'],
      ['offset=zwei', 'offset'],
    ]) {
      const response = await get(`/api/categories/obst/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().customPayload.issues[0].path).toBe(field);
    }
  });
});

describe('GET /api/products', () => {
  it('answers the products of the given skus in their order, leaving out unknown ones', async () => {
    const found = await call(api, getProducts, { query: { skus: ['100501', 'gibt-es-nicht', '100201', '100501'] } });
    expect(found).toMatchObject({ total: 2, count: 2, offset: 0 });
    expect(found.results.map((p) => p.sku)).toEqual(['100501', '100201']);
    const paged = await call(api, getProducts, { query: { skus: ['100101', '100102', '100103'], pageSize: 2, offset: 2 } });
    expect(paged).toMatchObject({ total: 3, count: 1, offset: 2 });
    expect(paged.results[0]!.sku).toBe('100103');
  });

  it('pages through the whole assortment without skus', async () => {
    const page = await call(api, getProducts, { query: { pageSize: 100, offset: 300 } });
    expect(page.total).toBe(seedProducts.length);
    expect(page.count).toBe(seedProducts.length - 300);
  });

  it('answers 400 for a bad sku list or paging', async () => {
    for (const query of [`skus=${'9'.repeat(65)}`, 'skus=', 'pageSize=1000', 'offset=-5']) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('validation');
    }
  });
});

describe('GET /api/products/{sku}', () => {
  it('finds a product by its slug when the path names no sku, as a product page without its sku asks', async () => {
    const product = await call(api, getProduct, { params: { sku: 'bio-vollmilch-3-8-1-l' } });
    expect(product.sku).toBe('100201');
    expect((await errorOf(call(api, getProduct, { params: { sku: 'kein-produkt' } }))).status).toBe(404);
  });

  it('answers the product with its picture, deposit and bundle', async () => {
    const water = await call(api, getProduct, { params: { sku: '100501' } });
    expect(water).toMatchObject({ name: 'Mineralwasser spritzig 6 × 1,5 l', bundleInfo: '6 × 1,5 l', bundleSize: 6, price: { depositPrice: { value: 150 } } });
    expect(water.imageUrl).toMatch(/^\/media\/products\/100501\.[0-9a-f]{8}\.svg$/);
  });

  it('answers 404 productNotFound for an unknown sku, 400 for one with other characters', async () => {
    expect(await errorOf(call(api, getProduct, { params: { sku: '999999' } }))).toMatchObject({ status: 404, details: { errorCode: 'productNotFound' } });
    const response = await get('/api/products/100%20201');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('sku');
  });
});

describe('GET /api/products/{slug}/similar', () => {
  it('answers other products of the same category, orderable ones first, never the product itself', async () => {
    const similar = await call(api, getSimilarProducts, { params: { slug: 'bio-vollmilch-3-8-1-l' } });
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((p) => p.category === 'frischmilch' && p.sku !== '100201')).toBe(true);
    const berries = await call(api, getSimilarProducts, { params: { slug: 'heidelbeeren-250-g' } });
    const firstUnorderable = berries.findIndex((p) => p.availability === 'temporarilyUnavailable');
    expect(firstUnorderable).toBeGreaterThan(0);
    expect(berries.slice(firstUnorderable).every((p) => p.availability === 'temporarilyUnavailable')).toBe(true);
  });

  it('answers 404 for an unknown slug and 400 for a bad one', async () => {
    expect(await errorOf(call(api, getSimilarProducts, { params: { slug: 'gibt-es-nicht' } }))).toMatchObject({ status: 404, details: { errorCode: 'productNotFound' } });
    expect((await get('/api/products/Milch_1l/similar')).statusCode).toBe(400);
  });
});

describe('GET /media/products/{sku}.{hash}.svg', () => {
  it('serves the product picture as SVG, cached for a year', async () => {
    const milk = await call(api, getProduct, { params: { sku: '100201' } });
    const response = await get(milk.imageUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('Bio-Vollmilch');
  });

  it('answers 404 for a stale hash or an unknown sku, 400 for another file name', async () => {
    expect((await get('/media/products/100201.00000000.svg')).statusCode).toBe(404);
    expect((await get('/media/products/999999.00000000.svg')).statusCode).toBe(404);
    expect((await get('/media/products/100201.png')).statusCode).toBe(400);
  });
});

describe('GET /api/brands and /api/brands/{slug}/products', () => {
  it('lists every brand by name with its product count, and a brand with its products, sorted and paged', async () => {
    const brands = await call(api, getBrands);
    const names = [...new Set(seedProducts.map((p) => p.brand?.name).filter(Boolean))];
    expect(brands).toHaveLength(names.length);
    expect(brands.reduce((sum, brand) => sum + brand.productCount, 0)).toBe(seedProducts.filter((p) => p.brand).length);
    const alpenhof = brands.find((brand) => brand.name === 'Alpenhof')!;
    const page = await call(api, getBrandProducts, { params: { slug: alpenhof.slug }, query: { sort: 'priceDesc', pageSize: 3 } });
    expect(page.brand).toEqual(alpenhof);
    expect(page.total).toBe(alpenhof.productCount);
    expect(page.results.every((p) => p.brand?.name === 'Alpenhof')).toBe(true);
    const prices = page.results.map((p) => p.price.regular.value);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await errorOf(call(api, getBrandProducts, { params: { slug: 'keine-marke' } }))).status).toBe(404);
  });
});
