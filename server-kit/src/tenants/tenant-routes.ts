import { ROUTES, ROUTE_NAMES, type RemoteName, type RouteName } from '@storefront/shared/platform/contracts';
import type { Tenant } from './tenants';

/** Whether a route exists under the tenant's flags (doc 1 §5). */
export function routeEnabled(name: RouteName, tenant: Tenant): boolean {
  const spec = ROUTES[name];
  const on = (flag: keyof Tenant['features']) => tenant.features[flag];
  return spec.flags.every(on) && !('flagsOff' in spec && spec.flagsOff?.some(on));
}

/** The segments of a route's path pattern: `/` + slug (or name) + suffix (doc 1 §2). */
function patternSegments(name: RouteName, tenant: Tenant): string[] {
  if (name === 'index') return [];
  return `${tenant.slugs[name] ?? name}${ROUTES[name].suffix}`.split('/').filter((part) => part !== '');
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (segments.length > pattern.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment === part;
  });
}

/**
 * The route that renders a page path for this tenant (the shared route table
 * with the tenant's slugs and flags). Paths no named route matches are content
 * pages (the index route's catch-all).
 */
export function routeForPath(pagePath: string, tenant: Tenant): RouteName {
  let segments: string[];
  try {
    segments = pagePath.split('/').filter((part) => part !== '').map((part) => decodeURIComponent(part));
  } catch {
    return 'index';
  }
  for (const name of ROUTE_NAMES) {
    if (name === 'index' || !routeEnabled(name, tenant)) continue;
    if (matches(patternSegments(name, tenant), segments)) return name;
  }
  return 'index';
}

/** The remote that renders a page path for this tenant (its route's owner). */
export function remoteForPath(pagePath: string, tenant: Tenant): RemoteName {
  return ROUTES[routeForPath(pagePath, tenant)].owner;
}
