import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSearchBanner } from '@storefront/shared/search';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

describe('GET /api/content/search/{term}/banner', () => {
  it('answers the banner of a term that contains one of its keywords, case-insensitively', async () => {
    const banner = await call(api, getSearchBanner, { params: { term: 'Bergkäse' } });
    expect(banner).toMatchObject({ id: 'banner-kaese-wochen', type: 'teaser', headline: 'Käse-Wochen' });
    expect((await call(api, getSearchBanner, { params: { term: 'BIO-Milch' } }))?.id).toBe('banner-bio');
    for (const term of ['kase', 'KAESE', 'Käsekrainer']) expect((await call(api, getSearchBanner, { params: { term } }))?.id, term).toBe('banner-kaese-wochen');
  });

  it('answers 204 for a term without a banner', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/search/milch/banner' });
    expect(response.statusCode).toBe(204);
    expect(await call(api, getSearchBanner, { params: { term: 'milch' } })).toBeNull();
  });

  it('answers 400 for a term shorter than 2 characters after trimming', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/search/%20k%20/banner' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('term');
  });
});
