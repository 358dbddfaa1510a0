import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContentPage, isApiError, type ApiClient } from '@storefront/shared/api';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../testing/test-app';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

describe('GET /api/content/pages?path=', () => {
  it('answers the start page with its config and blocks of several types', async () => {
    const page = await getContentPage(api, '/');
    expect(page.config).toMatchObject({ name: 'startpage', title: 'Frischmarkt – Lebensmittel online bestellen' });
    expect(page.blocks.length).toBeGreaterThanOrEqual(6);
    expect(new Set(page.blocks.map((b) => b.type))).toEqual(
      new Set(['teaser', 'headline', 'text', 'product-group', 'image', 'recipe-group', 'newsletter-subscribe']),
    );
    expect(page.blocks[0]).toMatchObject({ type: 'teaser', headline: 'Frisch geliefert – noch heute' });
    expect(page.blocks.find((b) => b.type === 'product-group')?.headline).toBe('Angebote der Woche');
  });

  it('answers further pages, with or without a trailing slash', async () => {
    expect((await getContentPage(api, '/ueber-uns')).slug).toBe('ueber-uns');
    expect((await getContentPage(api, '/liefergebiete/')).config.name).toBe('liefergebiete');
  });

  it("answers 404 'Page not found' for a path without a page", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/pages?path=%2Fgibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'notFound', message: 'Page not found' });
    await expect(getContentPage(api, '/gibt-es-nicht')).rejects.toSatisfy((error) => isApiError(error) && error.status === 404);
  });

  it('answers 400 without a path or with a path that is not absolute', async () => {
    for (const url of ['/api/content/pages', '/api/content/pages?path=ueber-uns']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().customPayload.issues[0].path).toBe('path');
    }
  });
});
