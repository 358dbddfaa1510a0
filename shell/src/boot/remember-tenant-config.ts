import type { TenantConfig } from '@storefront/shared/platform/schemas';

/**
 * The last tenant config this browser started the shop with (doc 1 §8: a failing tenant config means
 * empty configs, not a shop that cannot start). Kept per origin, so per tenant; read back only through
 * the same schema, so a stale or tampered copy is no config at all.
 */
export const LAST_TENANT_CONFIG_STORAGE_KEY = 'sf-last-tenant-config';

// A module of its own: every start keeps its config (boot-data.ts), only a failing start reads it back
// (last-tenant-config.ts, a lazy chunk of that path).

/** Keeps the config the shop has just started with, for a later start whose config fails. */
export function rememberTenantConfig(tenant: TenantConfig): void {
  try {
    window.localStorage.setItem(LAST_TENANT_CONFIG_STORAGE_KEY, JSON.stringify(tenant));
  } catch {
    // Storage refused or full: a later failing start shows the start-up error page, as without a copy.
  }
}

