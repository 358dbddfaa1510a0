import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contentBlockFieldSchemas, contentBlockTypeOf } from '@storefront/shared/content';
import { getClientComponentConfigs } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { COMPONENT_CONFIG_NAMES, type ContentBlock } from '@storefront/shared/platform/schemas';
import { seedComponentConfigs, seedTenantComponentConfigs } from '../seed/content-configs';
import { openSeededShopStore } from '../../platform/seed-shop';
import { shopper } from '../../testing/accounts.test-support';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ api } = await shopper(testApp.app));
});
afterAll(() => testApp.close());

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
