import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { getTenantConfig } from '@storefront/shared/platform/operations';
import { tenantConfigSchema, type TenantConfig } from '@storefront/shared/platform/schemas';
import { buildServer } from '../server-app';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';
import { CookieJar, absentShopApi, createTestApp, inProcessApiClient, type TestApp } from '../testing/test-app.test-support';
import { call } from '@storefront/shared/platform/api';

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
    expect(clientRuntimeConfig.tenant).toBe('frischmarkt');
    expect(clientRuntimeConfig.environment).toBe('development');
    expect(clientRuntimeConfig.externalShopHost).toBe('http://localhost:3000/externer-shop');
    expect(clientRuntimeConfig.features).toMatchObject({ featureCustomer: true, featureJoe: true, featureSearch: true, 'cms.preview': true });
    expect(clientRuntimeConfig.slugs).toMatchObject({ 'search-term': 'suche', cart: 'warenkorb', storefinder: 'filialen' });
    expect(themeConfig).toEqual({ brandName: 'Frischmarkt', primaryColor: '#1a7f37' });
    expect(messageBundle['session.expiredHeadline']).toMatch(/Sitzung/);
    expect(clientRuntimeConfig.componentConfigNames).toEqual(['topbarbanner', 'header', 'footer']);
    expect(clientRuntimeConfig.tracking).toEqual({ pageViewPrefix: 'frischmarkt' });
    expect(clientRuntimeConfig.remoteOverrideOrigins).toContain('http://localhost:3101');
    expect(clientRuntimeConfig.consentToolId).toBeUndefined();
    expect(clientRuntimeConfig.checkout?.deliveryPhoneNumber).toBe('Mandatory');
    // doc 2 §5 billing fields: business customers give their VAT id and company register number.
    expect(clientRuntimeConfig.checkout?.billingFields).toMatchObject({ valueAddedTaxId: 'Optional', companyRegistrationNumber: 'Optional', phoneNumber: 'Optional' });
    // doc 2 §4: Frischmarkt asks for the service before the first add (the prompt is required).
    expect(clientRuntimeConfig.serviceSelectionPrompt).toBeUndefined();
  });

  it('chooses the tenant by host name: bio.localhost is the second shop, unknown hosts the default one', async () => {
    testApp = await createTestApp();
    const configFor = async (host: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host } })).json() as TenantConfig;
    const bio = await configFor('bio.localhost:3000');
    expect(safeParse(tenantConfigSchema, bio).success).toBe(true);
    expect(bio.clientRuntimeConfig.tenant).toBe('biogarten');
    expect(bio.themeConfig).toEqual({ brandName: 'Biogarten', primaryColor: '#4d7c0f' });
    expect(bio.clientRuntimeConfig.features).toMatchObject({ featurePesticides: false, featureJoe: false, featureCustomerDeliveryPass: false });
    expect(bio.clientRuntimeConfig.slugs).toMatchObject({ cart: 'einkaufskorb', 'search-term': 'suchen' });
    expect(bio.clientRuntimeConfig.externalShopHost).toBe('http://bio.localhost:3000/externer-shop');
    expect(bio.clientRuntimeConfig.tracking).toEqual({ pageViewPrefix: 'biogarten' });
    expect(bio.clientRuntimeConfig.consentToolId).toBe('storefront-consent-banner');
    expect(bio.clientRuntimeConfig.consentScriptUrl).toBe('/consent/banner.js');
    // doc 2 §5: the delivery phone number is Optional or Mandatory by configuration; the two shops differ.
    expect(bio.clientRuntimeConfig.checkout?.deliveryPhoneNumber).toBe('Optional');
    // Households only: company fields hidden; a phone number for substitutes is required.
    expect(bio.clientRuntimeConfig.checkout?.billingFields).toMatchObject({ valueAddedTaxId: 'Hide', companyRegistrationNumber: 'Hide', phoneNumber: 'Mandatory' });
    // doc 2 §4: Biogarten's service selection prompt is optional, with the default interval.
    expect(bio.clientRuntimeConfig.serviceSelectionPrompt).toEqual({ optional: true });
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'LOCALHOST', 'elsewhere.example']) {
      expect((await configFor(host)).clientRuntimeConfig.tenant, host).toBe('frischmarkt');
    }
  });

  it('passes on a tenant’s budget for remote loads, and none where the tenant keeps the shell’s default', async () => {
    testApp = await createTestApp({ app: { tenants: [{ ...FRISCHMARKT, remoteLoadBudgetMs: 6000 }, BIOGARTEN] } });
    const configFor = async (host: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host } })).json() as TenantConfig;
    const slow = await configFor('localhost:3000');
    expect(safeParse(tenantConfigSchema, slow).success).toBe(true);
    expect(slow.clientRuntimeConfig.remoteLoadBudgetMs).toBe(6000);
    expect((await configFor('bio.localhost:3000')).clientRuntimeConfig.remoteLoadBudgetMs).toBeUndefined();
  });

  it('offers the developer remote override only in development', async () => {
    testApp = await createTestApp({ environment: 'staging' });
    const config = await call(inProcessApiClient(testApp.app, new CookieJar()), getTenantConfig);
    expect(config.clientRuntimeConfig.remoteOverrideOrigins).toBeUndefined();
  });

  it('serves the remotes `pnpm dev` watches from their dev servers, the others from the registry', async () => {
    const searchDev = 'http://localhost:3103/mf-manifest.json';
    testApp = await createTestApp({ app: { devRemotes: [{ name: 'search', entry: searchDev }] } });
    await writeReleases({ search: { version: '1.0.0', contractVersion: 1 }, content: { version: '1.2.0', contractVersion: 1 } });
    for (const host of ['localhost:3100', 'bio.localhost:3100']) {
      const { remotes } = (await call(inProcessApiClient(testApp.app, new CookieJar(), { host }), getTenantConfig)).clientRuntimeConfig;
      expect(remotes.find((remote) => remote.name === 'search'), host).toEqual({ name: 'search', version: 'dev', entry: searchDev, contractVersion: 1 });
      expect(remotes.find((remote) => remote.name === 'content')?.entry, host).toBe('/remotes/content/1.2.0/mf-manifest.json');
    }
  });

  it('refuses dev remotes outside development, so a deployed shop always loads what the registry says', async () => {
    for (const environment of ['staging', 'live'] as const) {
      const devRemotes = [{ name: 'search' as const, entry: 'http://localhost:3103/mf-manifest.json' }];
      await expect(buildServer({ shopApi: absentShopApi(), registryDir: 'unused', shellDist: 'unused', environment, devRemotes })).rejects.toThrow(
        /refused outside development/,
      );
    }
    testApp = await createTestApp();
  });

  it('configures the search flyout and the insights endpoint (doc 1 §2, §7)', async () => {
    testApp = await createTestApp();
    const { clientRuntimeConfig } = await call(inProcessApiClient(testApp.app, new CookieJar()), getTenantConfig);
    expect(clientRuntimeConfig.searchFlyout?.types.map(({ type, order }) => `${type}@${order}`)).toEqual([
      'products@1',
      'content@2',
      'recipes@3',
    ]);
    expect(clientRuntimeConfig.searchFlyout?.types.every((entry) => (entry.emptyResultsContent ?? []).length > 0)).toBe(true);
    expect(clientRuntimeConfig.searchFlyout?.columnRatio).toEqual([7, 5]);
    expect(clientRuntimeConfig.searchInsights).toEqual({ url: '/' });
  });

  it('turns content preview (cms.preview) on for Frischmarkt in development and staging, never in live, and never for Biogarten', async () => {
    for (const [environment, frischmarkt] of [
      ['development', true],
      ['staging', true],
      ['live', false],
    ] as const) {
      testApp = await createTestApp({ environment });
      const previewOf = async (host: string) =>
        ((await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host } })).json() as TenantConfig).clientRuntimeConfig.features['cms.preview'];
      expect(await previewOf('localhost:3000'), environment).toBe(frischmarkt);
      expect(await previewOf('bio.localhost:3000'), environment).toBe(false);
      await testApp.close();
    }
    testApp = await createTestApp();
  });

  it('uses the external shop host of its environment', async () => {
    testApp = await createTestApp({ environment: 'live' });
    const config = await call(inProcessApiClient(testApp.app, new CookieJar()), getTenantConfig);
    expect(config.clientRuntimeConfig.environment).toBe('live');
    expect(config.clientRuntimeConfig.externalShopHost).toBe('https://www.frischmarkt.example');
  });

  it('lists exactly the remotes that have a live release, following releases.json on every request', async () => {
    testApp = await createTestApp();
    const api = inProcessApiClient(testApp.app, new CookieJar());
    expect((await call(api, getTenantConfig)).clientRuntimeConfig.remotes).toEqual([]);

    await writeReleases({ search: { version: '1.2.0', contractVersion: 1 } });
    expect((await call(api, getTenantConfig)).clientRuntimeConfig.remotes).toEqual([
      { name: 'search', version: '1.2.0', entry: '/remotes/search/1.2.0/mf-manifest.json', contractVersion: 1 },
    ]);

    await writeReleases({ 'cart-checkout': { version: '2.0.1', contractVersion: 1 }, search: { version: '1.3.0', contractVersion: 1 } });
    const remotes = (await call(api, getTenantConfig)).clientRuntimeConfig.remotes;
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
