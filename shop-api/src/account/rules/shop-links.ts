import type { Tenant } from '@storefront/server-kit/tenants/tenants';

/**
 * The address of a tenant's password reset page (its own slug) on the tenant's
 * public origin (tenants.ts publicOriginOf), as a mail links it; `query` adds a
 * token. Never built from the request's Host, which its sender chooses.
 */
export function passwordResetPageUrl(publicOrigin: string, tenant: Tenant, query = ''): string {
  const page = tenant.slugs['password-reset'] ?? 'password-reset';
  return `${publicOrigin}/${page}${query}`;
}
