import { describe, expect, it } from 'vitest';
import { TEST_TENANT } from '../testing/test-services';
import { checkCall, fakeBackend } from '../api/harness.test-support';
import { getTenantConfig } from './tenant';

describe('tenant config (doc 1 §7)', () => {
  it('GET /tenant/config', () =>
    checkCall({ name: 'tenant', call: (api) => getTenantConfig(api), request: 'GET /tenant/config', result: TEST_TENANT }));

  it('GET /tenant/config can be aborted', async () => {
    const backend = fakeBackend({ 'GET /tenant/config': { body: TEST_TENANT } });
    const controller = new AbortController();
    await expect(getTenantConfig(backend.api, controller.signal)).resolves.toEqual(TEST_TENANT);
  });

  it('a tenant config with a bad key fails loudly, naming it', async () => {
    const backend = fakeBackend({ 'GET /tenant/config': { body: { ...TEST_TENANT, themeConfig: { brandName: '', primaryColor: 'grün' } } } });
    await expect(getTenantConfig(backend.api)).rejects.toMatchObject({
      kind: 'contract',
      details: { issues: [{ path: 'themeConfig.brandName' }, { path: 'themeConfig.primaryColor' }] },
    });
  });
});
