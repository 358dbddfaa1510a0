import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRedirects } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { seedContentPages } from '../seed/content';
import { seedRedirects } from '../seed/redirects';
import { openSeededShopStore } from '../../platform/seed-shop';
import { storeRedirectRule } from '../store/content';
import { shopper } from '../../testing/accounts.test-support';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ api } = await shopper(testApp.app));
});
afterAll(() => testApp.close());

describe('GET /api/content/redirects', () => {
  it('answers the seeded table with all three kinds (doc 1 §3)', async () => {
    const table = await call(api, getRedirects);
    expect(table).toEqual(seedRedirects);
    for (const kind of ['oneToOne', 'manyToOne', 'manyToMany'] as const) expect(Object.keys(table[kind]).length, kind).toBeGreaterThan(0);
    expect(table.oneToOne['/hilfe']).toBe('/service');
    expect(table.manyToMany['/shop/']).toBe('/sortiment/');
  });

  it('points every target at a page of the shop: a content page or a route prefix', async () => {
    const table = await call(api, getRedirects);
    const pages = new Set(seedContentPages.map(({ path }) => path));
    for (const target of [...Object.values(table.oneToOne), ...Object.values(table.manyToOne)]) expect(pages.has(target), target).toBe(true);
    for (const target of Object.values(table.manyToMany)) expect(target, target).toMatch(/^\/(sortiment|produkt|rezept)\/$/);
  });

  it("gives the second shop a table on its own paths that never leaves one of its pages, and its links and brand in the content", async () => {
    const asBio = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'bio.localhost' } }).then((r) => r.json());
    const table = (await asBio('/api/content/redirects')) as typeof seedRedirects;
    // Biogarten's product page is /artikel/…: Frischmarkt's old-path rule must not send it to /produkt/.
    expect(table.manyToMany).toEqual({ '/shop/': '/produkte/', '/rezeptwelt/': '/kochidee/' });
    const configs = JSON.stringify(await asBio('/api/content/configs/client?types=header&types=footer&types=socialsharingandseo'));
    expect(configs).not.toMatch(/"\/(sortiment|filialen|produkt)(\/|")/);
    expect(configs).not.toContain('Frischmarkt');
    expect(configs).toContain('Biogarten');
  });

  it('refuses to store a redirect whose target leaves the shop, except https to an allowed host', async () => {
    const store = await openSeededShopStore(':memory:');
    try {
      for (const target of ['/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'https:evil.example', '//evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
        expect(() => storeRedirectRule(store.db, 'oneToOne', '/typo', target, ['karriere.frischmarkt.example']), target).toThrow(/Refused redirect/);
      }
      storeRedirectRule(store.db, 'oneToOne', '/jobs', 'https://karriere.frischmarkt.example/', ['karriere.frischmarkt.example']);
      storeRedirectRule(store.db, 'manyToOne', '/alt/', '/angebote', []);
      const stored = store.db.prepare("SELECT source, target FROM content_redirects WHERE source IN ('/typo', '/jobs', '/alt/')").all();
      expect(stored).toEqual([
        { source: '/jobs', target: 'https://karriere.frischmarkt.example/' },
        { source: '/alt/', target: '/angebote' },
      ]);
    } finally {
      store.db.close();
    }
  });

  it('does not serve a rule stored before targets were checked, nor one to a host the tenant does not allow', async () => {
    const local = await createTestApp();
    try {
      const insert = local.store.db.prepare("INSERT INTO content_redirects (kind, source, target) VALUES ('oneToOne', ?, ?)");
      insert.run('/alt-typo', '/\\evil.example');
      insert.run('/karriere', 'https://karriere.frischmarkt.example/');
      const asHost = (host: string) => local.app.inject({ method: 'GET', url: '/api/content/redirects', headers: { host } }).then((r) => r.json() as typeof seedRedirects);
      const frischmarkt = await asHost('localhost');
      expect(frischmarkt.oneToOne['/alt-typo']).toBeUndefined();
      expect(frischmarkt.oneToOne['/karriere']).toBe('https://karriere.frischmarkt.example/');
      expect(frischmarkt.oneToOne['/hilfe']).toBe('/service');
      // Biogarten allows no host.
      expect((await asHost('bio.localhost')).oneToOne['/karriere']).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('refuses a redirect whose source is no path', async () => {
    const store = await openSeededShopStore(':memory:');
    try {
      expect(() => store.db.prepare("INSERT INTO content_redirects (kind, source, target) VALUES ('oneToOne', 'hilfe', '/service')").run()).toThrow(
        /CHECK/,
      );
    } finally {
      store.db.close();
    }
  });
});
