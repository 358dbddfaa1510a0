import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { getTenantConfig } from '@storefront/shared/api';
import { tenantConfigSchema } from '@storefront/shared/schemas';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../testing/test-app';

let testApp: TestApp;
afterEach(() => testApp.close());

function writeReleases(releases: unknown): Promise<void> {
  return writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify(releases));
}

describe('GET /tenant/config', () => {
  it('answers a config valid per tenantConfigSchema, never cached', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/tenant/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const parsed = safeParse(tenantConfigSchema, response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);

    const { clientRuntimeConfig, themeConfig, messageBundle } = response.json();
    expect(clientRuntimeConfig.tenant).toBe('default');
    expect(clientRuntimeConfig.environment).toBe('development');
    expect(clientRuntimeConfig.externalShopHost).toBe('http://localhost:3000');
    expect(clientRuntimeConfig.features).toMatchObject({ featureCustomer: true, featureJoe: true, featureSearch: true, 'cms.preview': false });
    expect(clientRuntimeConfig.slugs).toMatchObject({ 'search-term': 'suche', cart: 'warenkorb', storefinder: 'filialen' });
    expect(themeConfig).toEqual({ brandName: 'Frischmarkt', primaryColor: '#1a7f37' });
    expect(messageBundle['session.expiredHeadline']).toMatch(/Sitzung/);
  });

  it('configures the search flyout and the insights endpoint (doc 1 §2, §7)', async () => {
    testApp = await createTestApp();
    const { clientRuntimeConfig } = await getTenantConfig(inProcessApiClient(testApp.app, new CookieJar()));
    expect(clientRuntimeConfig.searchFlyout?.types.map(({ type, order }) => `${type}@${order}`)).toEqual([
      'products@1',
      'content@2',
      'recipes@3',
    ]);
    expect(clientRuntimeConfig.searchFlyout?.types.every((entry) => (entry.emptyResultsContent ?? []).length > 0)).toBe(true);
    expect(clientRuntimeConfig.searchFlyout?.columnRatio).toEqual([7, 5]);
    expect(clientRuntimeConfig.searchInsights).toEqual({ url: '/' });
  });

  it('uses the external shop host of its environment', async () => {
    testApp = await createTestApp({ environment: 'live' });
    const config = await getTenantConfig(inProcessApiClient(testApp.app, new CookieJar()));
    expect(config.clientRuntimeConfig.environment).toBe('live');
    expect(config.clientRuntimeConfig.externalShopHost).toBe('https://www.frischmarkt.example');
  });

  it('lists exactly the remotes that have a live release, following releases.json on every request', async () => {
    testApp = await createTestApp();
    const api = inProcessApiClient(testApp.app, new CookieJar());
    expect((await getTenantConfig(api)).clientRuntimeConfig.remotes).toEqual([]);

    await writeReleases({ search: { version: '1.2.0', contractVersion: 1 } });
    expect((await getTenantConfig(api)).clientRuntimeConfig.remotes).toEqual([
      { name: 'search', version: '1.2.0', entry: '/remotes/search/1.2.0/mf-manifest.json', contractVersion: 1 },
    ]);

    await writeReleases({ 'cart-checkout': { version: '2.0.1', contractVersion: 1 }, search: { version: '1.3.0', contractVersion: 1 } });
    const remotes = (await getTenantConfig(api)).clientRuntimeConfig.remotes;
    expect(remotes.map((r) => `${r.name}@${r.version}`)).toEqual(['search@1.3.0', 'cart-checkout@2.0.1']);
    expect(remotes[1]?.entry).toBe('/remotes/cart-checkout/2.0.1/mf-manifest.json');
  });

  it('reports a damaged releases.json as a server error instead of pretending there are no remotes', async () => {
    testApp = await createTestApp();
    await writeReleases({ search: { version: '../../etc', contractVersion: 1 } });
    const response = await testApp.app.inject({ method: 'GET', url: '/tenant/config' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorCode: 'internal', message: 'Internal server error' });
  });
});
