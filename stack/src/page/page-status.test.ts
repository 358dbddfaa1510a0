import { afterEach, describe, expect, it } from 'vitest';
import { BIOGARTEN } from '@storefront/server-kit/tenants/tenants';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';

/*
 * The shell page's status is what the shell will show, so a crawler or a link
 * checker reads it without running the page: the redirects the shell would
 * follow are answered as redirects, and a path of the content catch-all with no
 * page, or a catalogue page whose product, category, recipe or brand the shop
 * does not have, is 404, still with the shell page (which shows the not-found
 * page).
 */

let testApp: TestApp;
afterEach(() => testApp.close());

const get = (url: string, host = 'localhost') => testApp.app.inject({ method: 'GET', url, headers: { host } });
const addRedirect = (kind: 'oneToOne' | 'manyToOne' | 'manyToMany', source: string, target: string) =>
  testApp.store.db.prepare('INSERT INTO content_redirects (kind, source, target) VALUES (?, ?, ?)').run(kind, source, target);
const isShellPage = (body: string) => /<script nonce="[^"]+" type="application\/json" id="sf-boot">/.test(body);

describe('the status of the shell page', () => {
  it.each(['/gibt-es-nicht', '/ueber-uns/unbekannt', '/%C3%BCber-nichts'])('a path of the content catch-all without a page, %s, is 404 with the shell page', async (url) => {
    testApp = await createTestApp();
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(isShellPage(response.body)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(['/', '/ueber-uns', '/ueber-uns/', '/datenschutz'])('a content page the content system has, %s, is 200', async (url) => {
    testApp = await createTestApp();
    expect((await get(url)).statusCode).toBe(200);
  });

  it('a page for club members is there for everyone to ask for (the page tells a guest how to get in): 200', async () => {
    testApp = await createTestApp();
    expect((await get('/clubpreise')).statusCode).toBe(200);
  });

  it('a page one tenant has and the other has not is 200 on the one and 404 on the other', async () => {
    testApp = await createTestApp();
    expect((await get('/kundenclub')).statusCode).toBe(200);
    // Biogarten has no club, and so no club page.
    expect((await get('/kundenclub', BIOGARTEN.hosts[0])).statusCode).toBe(404);
  });

  it.each([
    ['/produkt/gibt-es-nicht/999999', 'a product the shop does not have'],
    ['/produkt/bio-vollmilch-3-8-1-l/kein-produkt', 'a sku of no product'],
    ['/sortiment/gibt-es-nicht', 'a category the shop does not have'],
    ['/rezept/gibt-es-nicht', 'a recipe the shop does not have'],
    ['/marke/keine-marke', 'a brand the shop does not have'],
  ])('a catalogue page whose thing the shop does not have, %s (%s), is 404 with the shell page', async (url) => {
    testApp = await createTestApp();
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(isShellPage(response.body)).toBe(true);
  });

  it.each(['/produkt/bio-vollmilch-3-8-1-l/100201', '/sortiment', '/sortiment/zitrusfruechte', '/rezept/marillenknoedel-aus-topfenteig', '/marke/alpenhof', '/marken', '/rezepte'])(
    'a catalogue page the shop has, %s, is 200',
    async (url) => {
      testApp = await createTestApp();
      expect((await get(url)).statusCode).toBe(200);
    },
  );

  it("asks with the tenant's own paths and assortment: Biogarten's product path, and a category only the other shop has", async () => {
    testApp = await createTestApp();
    const bio = BIOGARTEN.hosts[0];
    expect((await get('/artikel/bio-vollmilch-3-8-1-l/100201', bio)).statusCode).toBe(200);
    expect((await get('/artikel/gibt-es-nicht/999999', bio)).statusCode).toBe(404);
    // The Frischmarkt path is no product page on Biogarten: the content catch-all, which has no such page.
    expect((await get('/produkt/bio-vollmilch-3-8-1-l/100201', bio)).statusCode).toBe(404);
  });

  it.each(['/suche/gibt-es-nicht', '/warenkorb', '/konto', '/kasse'])('a path of a named route that shows no thing of the shop, %s, is 200', async (url) => {
    testApp = await createTestApp();
    expect((await get(url)).statusCode).toBe(200);
  });

  it('when the shop API cannot tell whether the product is there, the page is 200 and the page decides', async () => {
    testApp = await createTestApp();
    // The product store fails: the shop API answers 500 for every product.
    testApp.store.db.pragma('foreign_keys = OFF');
    testApp.store.db.exec('DROP TABLE products');
    expect((await get('/produkt/gibt-es-nicht/999999')).statusCode).toBe(200);
  });

  it('a query slug hands the catch-all over to the category route, so the path without a page is not a 404', async () => {
    testApp = await createTestApp();
    expect((await get('/gibt-es-nicht?slug=obst')).statusCode).toBe(200);
    expect((await get('/gibt-es-nicht?slug=')).statusCode).toBe(404);
  });

  it('when the shop API cannot tell whether the page is there, the page is 200 and the shell decides', async () => {
    testApp = await createTestApp();
    // The content store fails: the shop API answers 500 for every page.
    testApp.store.db.exec('DROP TABLE content_pages');
    expect((await get('/gibt-es-nicht')).statusCode).toBe(200);
  });
});

describe('a path spelled to attack the status', () => {
  it.each(['/%2e%2e/%2e%2e/etc/passwd', '//evil.example/x', '/x%00y', '/a%0d%0aSet-Cookie:%20pwned=1', `/${'a'.repeat(3000)}`, '/rezept/..%2F..%2Fcustomers%2Fme', '/produkt/x/%2E%2E%2F%2E%2E%2Fcustomers'])(
    '%s is answered by the shell page, 404 or 200, never a redirect and never a header of its own',
    async (url) => {
      testApp = await createTestApp();
      const response = await get(url);
      expect([200, 404]).toContain(response.statusCode);
      expect(response.headers['location']).toBeUndefined();
      expect(response.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('pwned')]));
      expect(isShellPage(response.body)).toBe(true);
    },
  );
});

describe('redirects on the first request', () => {
  it('a path the redirect table moves is answered 301 to its target, the query kept', async () => {
    testApp = await createTestApp();
    // The seed's rules: /hilfe → /service, and /shop/… → /sortiment/….
    const exact = await get('/hilfe?utm_source=flyer');
    expect(exact.statusCode).toBe(301);
    expect(exact.headers['location']).toBe('/service?utm_source=flyer');
    expect(exact.headers['vary']).toContain('Host');
    const prefix = await get('/shop/obst');
    expect(prefix.statusCode).toBe(301);
    expect(prefix.headers['location']).toBe('/sortiment/obst');
  });

  it('the build’s moved path /startseite is 301 to the start page', async () => {
    testApp = await createTestApp();
    const response = await get('/startseite');
    expect(response.statusCode).toBe(301);
    expect(response.headers['location']).toBe('/');
  });

  it.each(['/\\evil.example', 'https://evil.example/', '//evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'a rule whose target %j a browser reads as another site is not followed: the shell page answers',
    async (target) => {
      testApp = await createTestApp();
      // Straight into the table, as a rule written before the shop API checked targets.
      addRedirect('oneToOne', '/ueber-uns-alt', target);
      const response = await get('/ueber-uns-alt');
      expect(response.statusCode).toBe(404);
      expect(response.headers['location']).toBeUndefined();
    },
  );

  it('an https target on the tenant’s allowed hosts leaves the shop; one on any other host does not', async () => {
    testApp = await createTestApp();
    addRedirect('oneToOne', '/karriere', 'https://karriere.frischmarkt.example/jobs');
    addRedirect('oneToOne', '/fremd', 'https://evil.example/jobs');
    expect((await get('/karriere')).headers['location']).toBe('https://karriere.frischmarkt.example/jobs');
    expect((await get('/fremd')).headers['location']).toBeUndefined();
  });
});
