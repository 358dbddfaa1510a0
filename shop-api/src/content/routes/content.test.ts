import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_BLOCK_TYPES, contentBlockFieldSchemas, contentBlockTypeOf, getContentPage, getSitemap } from '@storefront/shared/content';
import { call, isApiError, type ApiClient } from '@storefront/shared/platform/api';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { seedContentPages } from '../seed/content';
import { seedComponentConfigs } from '../seed/content-configs';
import { shopper } from '../../testing/accounts.test-support';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ api } = await shopper(testApp.app));
});
afterAll(() => testApp.close());

function allBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) => [block, ...allBlocks(block.children)]);
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
