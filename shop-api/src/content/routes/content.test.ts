import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CONTENT_BLOCK_TYPES,
  contentBlockFieldSchemas,
  contentBlockTypeOf,
  getContentPage,
  getSitemap,
} from '@storefront/shared/content';
import { getClientComponentConfigs, getRedirects } from '@storefront/shared/platform/operations';
import { call, callWithStatus, isApiError, type ApiClient } from '@storefront/shared/platform/api';
import { manageNewsletterTopics, newsletterTopicsOutcome, type NewsletterTopicChanges } from '@storefront/shared/account';
import { COMPONENT_CONFIG_NAMES, type ContentBlock } from '@storefront/shared/platform/schemas';
import { seedContentPages } from '../seed/content';
import { seedComponentConfigs, seedTenantComponentConfigs } from '../seed/content-configs';
import { seedRedirects } from '../seed/redirects';
import { openSeededShopStore } from '../../platform/seed-shop';
import { storeRedirectRule } from '../store/content';
import { CookieJar, createTestApp, fetchXsrfToken, inProcessApiClient, browserHeaders, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
let jar: CookieJar;
beforeAll(async () => {
  testApp = await createTestApp({ captureLogs: true });
  jar = new CookieJar();
  api = inProcessApiClient(testApp.app, jar);
  await fetchXsrfToken(testApp.app, jar);
});
afterAll(() => testApp.close());

function allBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) => [block, ...allBlocks(block.children)]);
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Anna',
  surname: 'Berger',
  email: 'kundin@frischmarkt.example',
  contactgroup: 'order',
  ordernumber: '4711',
  text: 'Die Milch war leider sauer.',
  ...overrides,
});

async function post(url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: { ...browserHeaders(jar), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
}

describe('the seeded content pages', () => {
  it('use every block type of doc 1 §2, each with fields its schema accepts', () => {
    const used = new Set<string>();
    for (const { path, page } of seedContentPages) {
      for (const block of allBlocks(page.blocks)) {
        const type = contentBlockTypeOf(block.type);
        expect(type, `${path}: ${block.type}`).toBeDefined();
        const parsed = z.safeParse(contentBlockFieldSchemas[type!], block.fields);
        expect(parsed.success, `${path} ${block.id}: ${parsed.success ? '' : z.prettifyError(parsed.error)}`).toBe(true);
        used.add(type!);
      }
    }
    expect([...used].sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
  });

  it('show every block type on the editors’ page /inhaltsbausteine, with unique ids per page', () => {
    const showcase = seedContentPages.find(({ path }) => path === '/inhaltsbausteine')!.page;
    expect(new Set(allBlocks(showcase.blocks).map((block) => block.type))).toEqual(new Set(CONTENT_BLOCK_TYPES));
    expect(showcase.config.noIndex).toBe(true);
    for (const { path, page } of seedContentPages.filter(({ path }) => path !== '/inhaltsbausteine')) {
      const ids = allBlocks(page.blocks).map((block) => block.id);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
  });

  it('keep the catalogue and account fragments off the start page, which every visitor sees first', () => {
    const start = seedContentPages.find(({ path }) => path === '/')!.page;
    const owned = ['product-group', 'product-promotion', 'recipe-group', 'recipe-search', 'voucher-group', 'login-button', 'loyalty-club-link-button'];
    expect(allBlocks(start.blocks).filter((block) => owned.includes(block.type))).toEqual([]);
  });
});

describe('GET /api/content/pages?path=', () => {
  it('answers the start page with its config and several blocks', async () => {
    const page = await call(api, getContentPage, { query: { path: '/' } });
    expect(page.config).toMatchObject({ name: 'startpage', title: 'Frischmarkt – Lebensmittel online bestellen' });
    expect(page.blocks.length).toBeGreaterThanOrEqual(6);
    expect(page.blocks[0]).toMatchObject({ type: 'teaser-slider' });
    expect(page.blocks.find((b) => b.type === 'headline')).toMatchObject({ headline: 'Willkommen bei Frischmarkt', fields: { level: 1 } });
  });

  it('answers further pages, with or without a trailing slash', async () => {
    expect((await call(api, getContentPage, { query: { path: '/ueber-uns' } })).slug).toBe('ueber-uns');
    expect((await call(api, getContentPage, { query: { path: '/liefergebiete/' } })).config.name).toBe('liefergebiete');
    expect((await call(api, getContentPage, { query: { path: '/seite-nicht-gefunden' } })).config.noIndex).toBe(true);
  });

  it("answers 404 'Page not found' for a path without a page", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/pages?path=%2Fgibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'notFound', message: 'Page not found' });
    await expect(call(api, getContentPage, { query: { path: '/gibt-es-nicht' } })).rejects.toSatisfy((error) => isApiError(error) && error.status === 404);
  });

  it('answers 400 without a path or with a path that is not absolute', async () => {
    for (const url of ['/api/content/pages', '/api/content/pages?path=ueber-uns']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().customPayload.issues[0].path).toBe('path');
    }
  });
});

describe('GET /api/content/sitemap', () => {
  it('lists the content pages by path and title, without the pages kept out of search engines', async () => {
    const sitemap = await call(api, getSitemap);
    const paths = sitemap.pages.map((page) => page.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/kontakt');
    expect(sitemap.pages.find((page) => page.path === '/ueber-uns')?.title).toBe('Über uns – Frischmarkt');
    for (const hidden of ['/inhaltsbausteine', '/seite-nicht-gefunden', '/umfrage']) expect(paths).not.toContain(hidden);
  });
});

describe('POST /api/content/contact', () => {
  it('takes a valid message with files and answers its reference', async () => {
    const response = await post(
      '/api/content/contact',
      contactMessage({
        files: [
          { name: 'beleg.pdf', type: 'application/pdf', size: PDF.length, content: PDF.toString('base64') },
          { name: 'foto.png', type: 'image/png', size: PNG.length, content: PNG.toString('base64') },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^K-\d{8}-\d{6}$/);
    // Filed before it was acknowledged: the reference is in the database, with the group and the number of files.
    const filed = testApp.store.db
      .prepare('SELECT contact_group AS contactGroup, file_count AS fileCount FROM contact_messages WHERE reference = ?')
      .get(response.json().reference);
    expect(filed).toEqual({ contactGroup: contactMessage({}).contactgroup, fileCount: 2 });
  });

  it('refuses a message that breaks the rules of doc 2 §5, naming each field', async () => {
    const response = await post('/api/content/contact', contactMessage({ firstname: '', text: 'a<b', zip: '12', ordernumber: '47a', contactgroup: '' }));
    expect(response.statusCode).toBe(400);
    const paths = response.json().customPayload.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['firstname', 'text', 'zip', 'ordernumber', 'contactgroup']));
  });

  it('refuses a fourth file, a file of another type, a size that is not the content, and content that is not what it claims', async () => {
    const file = { name: 'foto.png', type: 'image/png', size: PNG.length, content: PNG.toString('base64') };
    const cases = [
      { files: [file, file, file, file], path: 'files' },
      { files: [{ ...file, name: 'virus.exe', type: 'application/x-msdownload' }], path: 'files.0.type' },
      { files: [{ ...file, size: 10_000_001 }], path: 'files.0.size' },
      { files: [{ ...file, size: PNG.length + 1 }], path: 'files.0.content' },
      { files: [{ ...file, type: 'application/pdf' }], path: 'files.0.content' },
    ];
    for (const { files, path } of cases) {
      const response = await post('/api/content/contact', contactMessage({ files }));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().customPayload.issues.map((issue: { path: string }) => issue.path), path).toContain(path);
    }
  });

  it('takes files up to 10,000,000 bytes each (the body limit leaves room for three)', async () => {
    const big = Buffer.alloc(10_000_000, 0);
    PNG.copy(big);
    const file = { name: 'scan.png', type: 'image/png', size: big.length, content: big.toString('base64') };
    const response = await post('/api/content/contact', contactMessage({ files: [file, file, file] }));
    expect(response.statusCode).toBe(201);
  });

  it('needs the XSRF token like every mutating call', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/content/contact', payload: contactMessage() });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/content/questionnaire', () => {
  it('takes answers with an age above 0 and below 100, and refuses other ages', async () => {
    const answers = { questionnaireId: 'shop-survey-2026', answers: { rating: 'good', services: ['delivery'] } };
    expect((await post('/api/content/questionnaire', { ...answers, age: '42' })).statusCode).toBe(204);
    for (const age of ['0', '100', '4.5', 'alt']) {
      const response = await post('/api/content/questionnaire', { ...answers, age });
      expect(response.statusCode, age).toBe(400);
      expect(response.json().customPayload.issues[0].path).toBe('age');
    }
  });
});

describe('newsletter topics', () => {
  it('answers an anonymous subscription by e-mail with 202: the address confirms first', async () => {
    const response = await post('/api/content/newsletter-topics/manage', { email: 'gast@example.org', subscribe: ['rezepte'] });
    expect(response.statusCode).toBe(202);
    expect((await post('/api/content/newsletter-topics/manage', { email: 'kein-at', subscribe: ['rezepte'] })).statusCode).toBe(400);
    expect((await post('/api/content/newsletter-topics/manage', { email: 'gast@example.org' })).statusCode).toBe(400);
  });

  it('refuses an anonymous change naming a topic the shop has no newsletter for, naming the entry', async () => {
    const logged = testApp.logs.length;
    const response = await post('/api/content/newsletter-topics/manage', {
      email: 'gast@example.org',
      subscribe: ['wochenangebote'],
      unsubscribe: ['rezepte', 'weekly-offers'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual([{ path: 'unsubscribe.1', message: 'unknown newsletter topic: weekly-offers' }]);
    // Nothing is sent: no confirmation mail is noted.
    expect(testApp.logs.slice(logged).map((line) => line['msg'])).not.toContain('anonymous newsletter confirmation mail (not sent: no mail service)');
  });

  it("answers a customer's new topic with 202 (pending confirmation) and an unsubscription with 200", async () => {
    const changeTopics = (api: ApiClient, body: NewsletterTopicChanges) =>
      callWithStatus(api, manageNewsletterTopics, { body }).then(newsletterTopicsOutcome);
    const customerJar = new CookieJar();
    const customerApi = inProcessApiClient(testApp.app, customerJar);
    await fetchXsrfToken(testApp.app, customerJar);
    await expect(changeTopics(customerApi, { subscribe: ['rezepte'] })).rejects.toSatisfy(
      (error) => isApiError(error) && error.status === 401,
    );
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...browserHeaders(customerJar), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }),
    });
    customerJar.store(login);
    expect(login.statusCode).toBe(200);
    expect(await changeTopics(customerApi, { subscribe: ['rezepte'] })).toBe('pendingConfirmation');
    expect(await changeTopics(customerApi, { unsubscribe: ['rezepte'] })).toBe('updated');
  });
});

describe('GET /api/content/configs/client?types=', () => {
  it('answers a config for every name of doc 1 §3, with blocks the content remote accepts', async () => {
    const configs = await call(api, getClientComponentConfigs, { query: { types: COMPONENT_CONFIG_NAMES } });
    expect(Object.keys(configs).sort()).toEqual([...COMPONENT_CONFIG_NAMES].sort());
    for (const [name, config] of Object.entries(configs)) {
      expect(Object.keys(config!).length, name).toBeGreaterThan(1);
      for (const block of (config!['blocks'] as ContentBlock[] | undefined) ?? []) {
        const type = contentBlockTypeOf(block.type)!;
        expect(z.safeParse(contentBlockFieldSchemas[type], block.fields).success, `${name}: ${block.id}`).toBe(true);
      }
    }
    expect(configs.login).toMatchObject({ headline: 'Anmelden', forgotPasswordLink: { href: '/passwort-vergessen' } });
  });

  it('answers only the asked names, each once', async () => {
    const configs = await call(api, getClientComponentConfigs, { query: { types: ['topbarbanner', 'footer', 'footer'] } });
    expect(Object.keys(configs).sort()).toEqual(['footer', 'topbarbanner']);
    const banner = (configs.topbarbanner?.['blocks'] as ContentBlock[])[0]!;
    expect(z.safeParse(contentBlockFieldSchemas['user-message'], banner.fields).success).toBe(true);
  });

  it('leaves out a name the content system has no config for', async () => {
    const store = await openSeededShopStore(':memory:');
    try {
      store.db.prepare("DELETE FROM content_component_configs WHERE name = 'login'").run();
      expect(Object.keys(await store.content.componentConfigs(['login', 'header']))).toEqual(['header']);
    } finally {
      store.db.close();
    }
  });

  it('leaves out a name it does not know and answers the others (doc 1 §7: a map by name)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/configs/client?types=unbekannt&types=header&types=service-type-delivery' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['header', 'service-type-delivery']);
    const none = await testApp.app.inject({ method: 'GET', url: '/api/content/configs/client?types=unbekannt' });
    expect([none.statusCode, none.json()]).toEqual([200, {}]);
  });

  it('serves the service-type content components of doc 2 §9 with the shop\'s figures, each tenant its own', async () => {
    const configs = await call(api, getClientComponentConfigs, { query: { types: ['service-type-delivery', 'service-type-click-and-collect'] } });
    const delivery = JSON.stringify(configs['service-type-delivery']);
    expect(delivery).toContain('€ 3,90');
    expect(delivery).toContain('Mindestbestellwert € 25,00');
    expect(configs['service-type-delivery']).toMatchObject({ headline: 'Lieferung nach Hause', link: { href: '/liefergebiete' } });
    const pickup = JSON.stringify(configs['service-type-click-and-collect']);
    expect(pickup).toContain('€ 1,90');
    expect(pickup).toContain('Mindestbestellwert € 10,00');
    expect(configs['service-type-click-and-collect']).toMatchObject({ link: { href: '/filialen' } });
    // Biogarten has texts of its own (its deliveries need no call at the door), served as written, on its paths.
    const bio = await testApp.app.inject({
      method: 'GET',
      url: '/api/content/configs/client?types=service-type-delivery&types=service-type-click-and-collect&types=socialsharingandseo',
      headers: { host: 'bio.localhost' },
    });
    const bioConfigs = bio.json() as Record<string, unknown>;
    expect(bioConfigs['service-type-delivery']).toEqual(seedTenantComponentConfigs['biogarten']?.['service-type-delivery']);
    expect(bioConfigs['service-type-click-and-collect']).toEqual(seedTenantComponentConfigs['biogarten']?.['service-type-click-and-collect']);
    expect(bioConfigs['service-type-click-and-collect']).toMatchObject({ link: { href: '/maerkte' } });
    expect(JSON.stringify(bioConfigs['service-type-delivery'])).not.toEqual(delivery);
    // The configs it has no own version of are the shared ones, on its paths and with its name.
    expect(JSON.stringify(bioConfigs['socialsharingandseo'])).toContain('Biogarten');
  });

  it("keeps a tenant's own config to that tenant: the others get the shared one", async () => {
    const store = await openSeededShopStore(':memory:');
    try {
      const own = await store.content.tenantComponentConfigs('biogarten', ['service-type-delivery', 'topbarbanner']);
      expect(Object.keys(own)).toEqual(['service-type-delivery']);
      expect(await store.content.tenantComponentConfigs('frischmarkt', ['service-type-delivery', 'topbarbanner'])).toEqual({});
      expect(await store.content.componentConfigs(['service-type-delivery'])).toEqual({ 'service-type-delivery': seedComponentConfigs['service-type-delivery'] });
    } finally {
      store.db.close();
    }
  });

  it('answers 400 for a malformed name or none, naming the bad entry', async () => {
    for (const [query, path] of [
      ['types=Header', 'types.0'],
      ['types=header&types=', 'types.1'],
      [`types=${'x'.repeat(65)}`, 'types.0'],
      ['', 'types'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/content/configs/client?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path }] } });
    }
  });
});

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

/** Every same-origin image URL the seeded content names: page configs (ogImage, backgroundImage), block images, config images. */
function seededImageUrls(): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (['src', 'url', 'backgroundImage', 'imageUrl'].includes(key) && value.startsWith('/') && !value.startsWith('//')) urls.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [inner, item] of Object.entries(value)) walk(item, inner);
    }
  };
  for (const { page } of seedContentPages) walk(page, '');
  walk(seedComponentConfigs, '');
  return [...urls];
}

describe('the pictures the seeded content names', () => {
  it('every ogImage and background URL of a page config is served by the backend as an image', async () => {
    const urls = seededImageUrls();
    const configs = seedContentPages.map(({ page }) => page.config);
    expect(configs.filter((config) => config.ogImage).length).toBeGreaterThanOrEqual(4);
    expect(configs.filter((config) => config.backgroundImage).length).toBeGreaterThanOrEqual(3);
    for (const config of configs) {
      for (const url of [config.ogImage?.[0]?.url, config.backgroundImage]) if (url !== undefined) expect(urls).toContain(url);
    }
    for (const url of urls) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/(png|svg\+xml)/);
      if (url.endsWith('.png')) {
        // A real PNG: its signature and a 1200 × 630 header, the size social networks show.
        expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
      } else {
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      }
    }
  });

  it('uses every page config field of doc 1 §2 somewhere, metaDescription and metaKeywords included', () => {
    const used = new Set(seedContentPages.flatMap(({ page }) => Object.keys(page.config)));
    for (const field of [
      'name', 'title', 'description', 'metaDescription', 'keywords', 'metaKeywords', 'noFollow', 'noIndex', 'ogImage',
      'backgroundColor', 'backgroundImage', 'backgroundImageRepeat', 'backgroundImageSize',
    ]) {
      expect(used, field).toContain(field);
    }
  });

  it('answers 404 for a picture that is not drawn, 400 for another file name', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/media/content/gibt-es-nicht.png' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/media/content/teilen-startseite.svg' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/media/content/..%2Fx.png' })).statusCode).toBe(400);
  });
});

describe('the test confirmation page of content preview (doc 1 §1 cms.preview, §2 -ok-test)', () => {
  it('is served where the tenant has preview on, with sample content, and never listed', async () => {
    const page = await call(api, getContentPage, { query: { path: '/bestellung-ok-test' } });
    expect(page.config).toMatchObject({ name: 'checkout-confirmation-test', noIndex: true, noFollow: true });
    expect(JSON.stringify(page.blocks)).toContain('Vielen Dank für Ihre Bestellung!');
    const sitemap = (await testApp.app.inject({ method: 'GET', url: '/api/content/sitemap' })).json() as { pages: Array<{ path: string }> };
    expect(sitemap.pages.map(({ path }) => path)).not.toContain('/bestellung-ok-test');
  });

  it('is unknown where preview is off: Biogarten, and every tenant in live', async () => {
    const bio = await testApp.app.inject({ method: 'GET', url: '/api/content/pages?path=/bestellung-ok-test', headers: { host: 'bio.localhost' } });
    expect(bio.statusCode).toBe(404);
    const live = await createTestApp({ environment: 'live' });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/content/pages?path=/bestellung-ok-test' });
      expect(response.statusCode).toBe(404);
      expect((await live.app.inject({ method: 'GET', url: '/api/content/pages?path=/angebote' })).statusCode).toBe(200);
    } finally {
      await live.close();
    }
  });
});
