import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search, type ApiClient } from '@storefront/shared/api';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../testing/test-app';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

describe('GET /api/{type}/search/{term}', () => {
  it('finds products case-insensitively by name, brand and category, as full products', async () => {
    const found = await search(api, 'products', 'MILCH', { pageSize: 10 });
    expect(found.results.map((p) => p.sku).sort()).toEqual(['100201', '100202']);
    expect(found).toMatchObject({ total: 2, count: 2, offset: 0 });
    expect((await search(api, 'products', 'alpenhof', { pageSize: 10 })).total).toBe(3);
  });

  it('pages through the matches: total counts all of them, count those returned', async () => {
    const all = await search(api, 'products', 'bio', { pageSize: 100 });
    expect(all.total).toBe(5);
    const first = await search(api, 'products', 'bio', { pageSize: 2, offset: 0 });
    expect(first).toMatchObject({ total: 5, count: 2, offset: 0 });
    expect(first.results).toEqual(all.results.slice(0, 2));
    const last = await search(api, 'products', 'bio', { pageSize: 2, offset: 4 });
    expect(last).toMatchObject({ total: 5, count: 1, offset: 4 });
    expect(last.results).toEqual(all.results.slice(4));
    expect(await search(api, 'products', 'bio', { pageSize: 2, offset: 10 })).toEqual({ total: 5, count: 0, offset: 10, results: [] });
  });

  it('starts at offset 0 when none is given', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/search/en?pageSize=10' });
    const body = response.json();
    expect(body.total).toBeGreaterThan(10);
    expect(body).toMatchObject({ count: 10, offset: 0 });
  });

  it('needs a page size (doc 1 §7: each type supplies its own)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/search/en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ customPayload: { issues: [{ path: 'pageSize' }] } });
  });

  it('decodes an URL-encoded term', async () => {
    const found = await search(api, 'products', 'Hähnchen', { pageSize: 5 });
    expect(found.results.map((p) => p.sku)).toEqual(['100401']);
  });

  it('finds content pages as slug, title and teaser', async () => {
    const found = await search(api, 'content', 'liefer', { pageSize: 5 });
    expect(found.results).toContainEqual({
      slug: 'liefergebiete',
      title: 'Liefergebiete und Abholung – Frischmarkt',
      teaser: 'Wohin wir liefern und wo Sie Ihre Bestellung per Click & Collect abholen können.',
    });
  });

  it('finds recipes as slug and title', async () => {
    const found = await search(api, 'recipes', 'spaghetti', { pageSize: 5 });
    expect(found.total).toBe(2);
    expect(found.results[0]).toEqual({ slug: 'spaghetti-mit-tomatensauce-und-basilikum', title: 'Spaghetti mit Tomatensauce und Basilikum' });
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['pageSize=5&offset=-1', 'offset'],
    ['pageSize=5&offset=1.5', 'offset'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products/search/milch?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: field }] } });
  });

  it('answers 400 for a term shorter than 2 characters after trimming', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/search/%20m%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('term');
  });

  it('answers 404 for a type that has no search', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/brands/search/milch' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('notFound');
  });
});
