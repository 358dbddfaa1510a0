import { tenantConfigSchema, type TenantConfig } from '../schemas/tenant-config';
import type { ApiClient } from '../api/client';

/** doc 1 §7: GET /tenant/config. */
export function getTenantConfig(api: ApiClient, signal?: AbortSignal): Promise<TenantConfig> {
  return api.request('GET', '/tenant/config', { schema: tenantConfigSchema, ...(signal ? { signal } : {}) });
}
