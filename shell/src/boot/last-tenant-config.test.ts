import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TENANT } from '@storefront/shared/platform/testing';
import { LAST_TENANT_CONFIG_STORAGE_KEY, lastTenantConfig } from './last-tenant-config';
import { rememberTenantConfig } from './remember-tenant-config';

describe('the last tenant config (doc 1 §8: a failing config does not stop the shop)', () => {
  afterEach(() => window.localStorage.clear());

  it('gives back the config the shop last started with', () => {
    expect(lastTenantConfig()).toBeUndefined();
    rememberTenantConfig(TEST_TENANT);
    expect(lastTenantConfig()).toEqual(TEST_TENANT);
  });

  it('is no config at all when what is kept is not a valid tenant config', () => {
    window.localStorage.setItem(LAST_TENANT_CONFIG_STORAGE_KEY, '{"clientRuntimeConfig":{"remotes":"evil"}}');
    expect(lastTenantConfig()).toBeUndefined();
    window.localStorage.setItem(LAST_TENANT_CONFIG_STORAGE_KEY, 'not json');
    expect(lastTenantConfig()).toBeUndefined();
  });
});
