import { describe, expect, it } from 'vitest';
import { createTestServices } from '@storefront/shared/platform/testing';
import { loadComponentConfigs } from './load-component-configs';

const FOOTER = { links: [{ label: 'Sitemap', href: '/sitemap' }] };

describe('the component configs at boot', () => {
  it('asks for the names the tenant configures that the shell knows, and keeps the answer by name', async () => {
    const { services, calls } = createTestServices({ handlers: { 'GET /api/content/configs/client': { body: { footer: FOOTER } } } });
    expect(await loadComponentConfigs(services.api, ['topbarbanner', 'footer', 'gibt-es-nicht'])).toEqual({ footer: FOOTER });
    expect(calls).toEqual(['GET /api/content/configs/client?types=topbarbanner&types=footer']);
  });

  it('uses empty configs when the call fails', async () => {
    const { services } = createTestServices({ handlers: { 'GET /api/content/configs/client': { status: 404, body: {} } } });
    expect(await loadComponentConfigs(services.api, ['footer'])).toEqual({});
  });

  it('makes no call without a configured name', async () => {
    const { services, calls } = createTestServices();
    expect(await loadComponentConfigs(services.api, undefined)).toEqual({});
    expect(calls).toEqual([]);
  });
});
