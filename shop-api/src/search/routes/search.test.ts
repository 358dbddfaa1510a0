import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch, searchBrands, searchCategories, searchContent, searchProducts, searchRecipes } from '@storefront/shared/search';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { seedProducts } from '../../catalogue/seed';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

/** The seeded products a term should find: name, brand or a category name contains it, folded. */
function expectedMatches(term: string) {
  return seedProducts.filter((p) => foldForSearch([p.name, p.brand?.name ?? '', ...p.parentCategories].join(' ')).includes(foldForSearch(term)));
}

describe('GET /api/products/search/{term}', () => {
  it('finds products case-insensitively by name, brand and category, name matches first, as full products', async () => {
    const found = await call(api, searchProducts, { params: { term: 'MILCH' }, query: { pageSize: 100, offset: 0 } });
    const expected = expectedMatches('milch');
    expect(found).toMatchObject({ total: expected.length, count: expected.length, offset: 0 });
    expect(found.results.map((p) => p.sku).sort()).toEqual(expected.map((p) => p.sku).sort());
    expect(found.results.map((p) => p.sku)).toEqual(expect.arrayContaining(['100201', '100202']));
    const byName = found.results.map((p) => foldForSearch(p.name).includes('milch'));
    expect(byName.indexOf(false)).toBeGreaterThan(0);
    expect(byName.slice(byName.indexOf(false)).every((hit) => !hit)).toBe(true);
    expect((await call(api, searchProducts, { params: { term: 'alpenhof' }, query: { pageSize: 5, offset: 0 } })).total).toBe(expectedMatches('alpenhof').length);
  });

  it('is umlaut-insensitive: "kase", "Käse" and "KAESE" all find the cheese', async () => {
    const totals = new Set<number>();
    for (const term of ['kase', 'Käse', 'KAESE', 'käse']) {
      const found = await call(api, searchProducts, { params: { term }, query: { pageSize: 100, offset: 0 } });
      expect(found.results.map((p) => p.name), term).toContain('Gouda jung in Scheiben 250 g');
      totals.add(found.total);
    }
    expect([...totals]).toEqual([expectedMatches('käse').length]);
    expect((await call(api, searchProducts, { params: { term: 'muesli' }, query: { pageSize: 5, offset: 0 } })).results.map((p) => p.name)).toContain('Knuspermüsli Schoko 500 g');
    expect((await call(api, searchProducts, { params: { term: 'WEISSBIER' }, query: { pageSize: 5, offset: 0 } })).results.map((p) => p.name)).toEqual(['Weißbier 0,5 l Flasche']);
  });

  it('pages through the matches: total counts all of them, count those returned', async () => {
    const all = await call(api, searchProducts, { params: { term: 'bio' }, query: { pageSize: 100, offset: 0 } });
    const total = expectedMatches('bio').length;
    expect(total).toBeGreaterThan(10);
    expect(all.total).toBe(total);
    const first = await call(api, searchProducts, { params: { term: 'bio' }, query: { pageSize: 4, offset: 0 } });
    expect(first).toMatchObject({ total, count: 4, offset: 0 });
    expect(first.results).toEqual(all.results.slice(0, 4));
    const last = await call(api, searchProducts, { params: { term: 'bio' }, query: { pageSize: 4, offset: total - 1 } });
    expect(last).toMatchObject({ total, count: 1, offset: total - 1 });
    expect(last.results).toEqual(all.results.slice(total - 1));
    expect(await call(api, searchProducts, { params: { term: 'bio' }, query: { pageSize: 4, offset: total + 10 } })).toEqual({ total, count: 0, offset: total + 10, results: [] });
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

  it('decodes an URL-encoded term and treats LIKE wildcards literally', async () => {
    const found = await call(api, searchProducts, { params: { term: 'Hähnchen' }, query: { pageSize: 5, offset: 0 } });
    expect(found.results.map((p) => p.sku)).toEqual(['100401']);
    expect((await call(api, searchProducts, { params: { term: '%%' }, query: { pageSize: 5, offset: 0 } })).total).toBe(0);
    expect((await call(api, searchProducts, { params: { term: '3,8 %' }, query: { pageSize: 5, offset: 0 } })).results.map((p) => p.sku)).toContain('100201');
  });

  it('finds nothing for a term nothing contains', async () => {
    expect(await call(api, searchProducts, { params: { term: 'Raumfahrt' }, query: { pageSize: 5, offset: 0 } })).toEqual({ total: 0, count: 0, offset: 0, results: [] });
  });
});

describe('GET /api/{content,recipes}/search/{term}', () => {
  it('finds content pages as slug, title and teaser', async () => {
    const found = await call(api, searchContent, { params: { term: 'liefer' }, query: { pageSize: 5, offset: 0 } });
    expect(found.results).toContainEqual({
      slug: 'liefergebiete',
      title: 'Liefergebiete und Abholung – Frischmarkt',
      teaser: 'Wohin wir liefern und wo Sie Ihre Bestellung per Click & Collect abholen können.',
    });
    expect((await call(api, searchContent, { params: { term: 'UBER UNS' }, query: { pageSize: 5, offset: 0 } })).results.map((hit) => hit.slug)).toContain('ueber-uns');
  });

  it('does not find pages marked noIndex (the not-found page, the editors\' block overview), as the sitemap leaves them out', async () => {
    for (const term of ['nicht gefunden', 'Inhaltsbausteine', 'Kundenumfrage']) {
      expect((await call(api, searchContent, { params: { term }, query: { pageSize: 5, offset: 0 } })).total, term).toBe(0);
    }
  });

  it('finds recipes as slug and title only, umlaut-insensitively', async () => {
    const found = await call(api, searchRecipes, { params: { term: 'spaghetti' }, query: { pageSize: 5, offset: 0 } });
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect(found.results[0]).toEqual({ slug: 'spaghetti-mit-tomatensauce-und-basilikum', title: 'Spaghetti mit Tomatensauce und Basilikum' });
    const schnitzel = await call(api, searchRecipes, { params: { term: 'hahnchen' }, query: { pageSize: 5, offset: 0 } });
    expect(schnitzel.results.map((hit) => hit.slug)).toContain('haehnchen-curry-mit-basmati-reis');
  });
});

describe('GET /api/{brands,categories}/search/{term}', () => {
  it('finds brands with their product count, umlaut-insensitively', async () => {
    const found = await call(api, searchBrands, { params: { term: 'KASEREI' }, query: { pageSize: 5, offset: 0 } });
    expect(found.results).toEqual([
      { slug: 'kaeserei-hollerbach', name: 'Käserei Hollerbach', productCount: seedProducts.filter((p) => p.brand?.name === 'Käserei Hollerbach').length },
      { slug: 'tiroler-bergkaeserei', name: 'Tiroler Bergkäserei', productCount: seedProducts.filter((p) => p.brand?.name === 'Tiroler Bergkäserei').length },
    ]);
    expect(found).toMatchObject({ total: 2, count: 2, offset: 0 });
    expect(await call(api, searchBrands, { params: { term: 'kaserei' }, query: { pageSize: 1, offset: 1 } })).toMatchObject({ total: 2, count: 1, offset: 1 });
  });

  it('finds categories with the names above them, in tree order', async () => {
    const found = await call(api, searchCategories, { params: { term: 'fruchte' }, query: { pageSize: 10, offset: 0 } });
    expect(found.results).toEqual([
      { slug: 'suedfruechte', name: 'Südfrüchte', parentCategories: ['Obst & Gemüse', 'Obst'] },
      { slug: 'zitrusfruechte', name: 'Zitrusfrüchte', parentCategories: ['Obst & Gemüse', 'Obst'] },
      { slug: 'fisch-meeresfruechte', name: 'Fisch & Meeresfrüchte', parentCategories: ['Fleisch & Fisch'] },
    ]);
    expect(await call(api, searchCategories, { params: { term: 'früchte' }, query: { pageSize: 2, offset: 2 } })).toMatchObject({ total: 3, count: 1, offset: 2 });
  });
});

describe('search input', () => {
  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['pageSize=5&offset=-1', 'offset'],
    ['pageSize=5&offset=1.5', 'offset'],
  ])('answers 400 for %s', async (query, field) => {
    for (const type of ['products', 'content', 'recipes', 'brands', 'categories']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/${type}/search/milch?${query}` });
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: field }] } });
    }
  });

  it('answers 400 for a term shorter than 2 characters after trimming', async () => {
    for (const type of ['products', 'brands', 'categories']) {
      const short = await testApp.app.inject({ method: 'GET', url: `/api/${type}/search/%20m%20?pageSize=5` });
      expect(short.statusCode, type).toBe(400);
      expect(short.json().customPayload.issues[0].path).toBe('term');
    }
  });

  it('answers 404 for a type that has no search', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/stores/search/milch?pageSize=5' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('notFound');
  });
});
