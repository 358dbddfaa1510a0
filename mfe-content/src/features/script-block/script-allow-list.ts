import type { TenantConfig } from '@storefront/shared/platform/schemas';

/**
 * The hosts the tenant allows scripts from: `clientRuntimeConfig.allowedScriptHosts`
 * of the tenant config (e.g. ["widgets.frischmarkt.example"]). Without it the
 * list is empty and no script block runs: the allow-list fails closed. A host
 * is compared as `host[:port]`, lower case, exactly (no wildcards: a wildcard
 * would let any subdomain of a provider in).
 */
export function scriptHostAllowList(tenant: TenantConfig): readonly string[] {
  return (tenant.clientRuntimeConfig.allowedScriptHosts ?? []).map((host) => host.trim().toLowerCase());
}

/**
 * The URL of a script block's source when it may run: https (or the shop's own
 * origin) and a host on the tenant's allow-list. Anything else (another
 * protocol, a host not on the list, an unparsable source) is null.
 */
export function allowedScriptUrl(src: string, allowedHosts: readonly string[], origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(src.trim(), `${origin}/`);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === origin);
  if (!secure || url.username !== '' || url.password !== '') return null;
  return allowedHosts.includes(url.host.toLowerCase()) ? url : null;
}
