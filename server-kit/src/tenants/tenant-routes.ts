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

/** The route's parameters when the segments match its pattern (`:name` one segment, `:name?` one or none). */
function match(pattern: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  if (segments.length > pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (!part.startsWith(':')) {
      if (segment !== part) return undefined;
    } else if (segment !== undefined) params[part.slice(1).replace(/\?$/, '')] = segment;
    else if (!part.endsWith('?')) return undefined;
  }
  return params;
}

/** A page path's route for this tenant, with the parameters its path gives (decoded). */
export interface MatchedRoute {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The route that renders a page path for this tenant (the shared route table
 * with the tenant's slugs and flags), and its parameters. Paths no named
 * route matches are content pages (the index route's catch-all).
 */
export function matchRoute(pagePath: string, tenant: Tenant): MatchedRoute {
  let segments: string[];
  try {
    segments = pagePath.split('/').filter((part) => part !== '').map((part) => decodeURIComponent(part));
  } catch {
    return { name: 'index', params: {} };
  }
  for (const name of ROUTE_NAMES) {
    if (name === 'index' || !routeEnabled(name, tenant)) continue;
    const params = match(patternSegments(name, tenant), segments);
    if (params) return { name, params };
  }
  return { name: 'index', params: {} };
}

/** The route that renders a page path for this tenant; paths no named route matches are the index route's. */
export function routeForPath(pagePath: string, tenant: Tenant): RouteName {
  return matchRoute(pagePath, tenant).name;
}

/** The remote that renders a page path for this tenant (its route's owner). */
export function remoteForPath(pagePath: string, tenant: Tenant): RemoteName {
  return ROUTES[routeForPath(pagePath, tenant)].owner;
}
