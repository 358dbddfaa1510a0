import { defineOperation } from '../api/operation';
import { tenantConfigSchema } from '../schemas/tenant-config';

/** The shop of this host for this visitor: feature flags, slugs, theme, message bundle and remote map. */
export const getTenantConfig = defineOperation({
  method: 'GET',
  path: '/tenant/config',
  domain: 'platform',
  summary: 'The tenant config for this host and visitor: runtime config, theme, message bundle and remote map',
  response: tenantConfigSchema,
  features: [],
  alwaysAvailable: 'every page starts with it',
});
