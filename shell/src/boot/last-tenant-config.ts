import { parse } from 'zod/mini';
import type { ApiClient } from '@storefront/shared/platform/api';
import { getTenantConfig } from '@storefront/shared/platform/operations';
import type { TenantConfig } from '@storefront/shared/platform/schemas';
import { LAST_TENANT_CONFIG_STORAGE_KEY } from './remember-tenant-config';

export { LAST_TENANT_CONFIG_STORAGE_KEY };

/** The config kept by rememberTenantConfig, if there is one and it is still a valid tenant config. */
export function lastTenantConfig(): TenantConfig | undefined {
  try {
    const kept = window.localStorage.getItem(LAST_TENANT_CONFIG_STORAGE_KEY);
    return kept === null ? undefined : parse(getTenantConfig.response, JSON.parse(kept));
  } catch {
    return undefined;
  }
}

/**
 * The config a start whose own config failed runs on: the last one this browser started with, the
 * failure reported to the operators as a warning (the shopper sees the shop). Undefined without one.
 */
export function startWithLastConfig(api: ApiClient, error: unknown, detail: string): TenantConfig | undefined {
  const tenant = lastTenantConfig();
  if (tenant) {
    const message = `Tenant config failed (${detail}); started with the last one this browser saw`;
    void import(/* webpackChunkName: "lazy-error-report" */ '../error-page/report-error').then((reporter) => reporter.reportError(api, error, message, 503, 'warn'));
  }
  return tenant;
}
