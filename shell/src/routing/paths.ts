import { ROUTES, ROUTE_NAMES, type FeatureFlag, type RouteName, type RouteTarget } from '@storefront/shared/contracts';

/**
 * The path pattern of a route (doc 1 §2): `/` + the tenant's slug for the name
 * (or the name itself) + the route's suffix. The index route is the root.
 */
export function routePattern(name: RouteName, slugs: Readonly<Record<string, string>>): string {
  if (name === 'index') return '/';
  return `/${slugs[name] ?? name}${ROUTES[name].suffix}`;
}

/** Whether a route exists for this tenant's flags (doc 1 §5: flags decide whether a route exists). */
export function routeEnabled(name: RouteName, isEnabled: (flag: FeatureFlag) => boolean): boolean {
  const spec = ROUTES[name];
  return spec.flags.every(isEnabled) && !('flagsOff' in spec && spec.flagsOff?.some(isEnabled));
}

export function enabledRoutes(isEnabled: (flag: FeatureFlag) => boolean): RouteName[] {
  return ROUTE_NAMES.filter((name) => routeEnabled(name, isEnabled));
}

/** Fills a pattern's `:param` and optional `:param?` segments; null when a required one is missing. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string | null {
  let missing = false;
  const path = pattern.replace(/\/:(\w+)(\?)?/g, (_segment, param: string, optional?: string) => {
    const value = params[param];
    if (value === undefined || value === '') {
      if (!optional) missing = true;
      return '';
    }
    return `/${encodeURIComponent(value)}`;
  });
  return missing ? null : path || '/';
}

export function hrefFor(
  target: RouteTarget,
  slugs: Readonly<Record<string, string>>,
  isEnabled: (flag: FeatureFlag) => boolean,
): string | null {
  if (!routeEnabled(target.name, isEnabled)) return null;
  const path = fillPattern(routePattern(target.name, slugs), target.params);
  if (path === null) return null;
  const query = new URLSearchParams(target.query ?? {}).toString();
  return `${path}${query ? `?${query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

/** doc 1 §8: dangerous protocols are refused. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
export function isSafeUrl(url: URL): boolean {
  return SAFE_PROTOCOLS.has(url.protocol);
}
