import { ROUTES, ROUTE_NAMES, type FeatureFlag, type RouteName, type RouteTarget } from '@storefront/shared/platform/contracts';

/**
 * The path pattern of a route (doc 1 §2): `/` + the tenant's slug for the name
 * (or the name itself) + the route's suffix. The index route is the root.
 */
export function routePattern(name: RouteName, slugs: Readonly<Record<string, string>>): string {
  if (name === 'index') return '/';
  const base = SLUG_OF[name] ?? name;
  return `/${slugs[base] ?? base}${ROUTES[name].suffix}`;
}

/**
 * The preview's test confirmation page is the checkout confirmation's path with
 * the suffix -ok-test (`/bestellung-ok-test`, doc 1 §2), so it takes that route's slug.
 */
const SLUG_OF: Partial<Record<RouteName, RouteName>> = { 'checkout-confirmation-test': 'checkout-confirmation' };

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

/** The only protocols a link may have: dangerous ones (javascript:, data:) are refused. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
export function isSafeUrl(url: URL): boolean {
  return SAFE_PROTOCOLS.has(url.protocol);
}

/**
 * The validity check of a named route: every parameter is a
 * sensible path segment (not blank, no control characters, at most 200
 * characters), and a search term has text once trimmed. A route that fails it
 * gives the fatal 404 'Page Not Found: {path}'.
 */
const MAX_PARAM_LENGTH = 200;
export function paramsValid(params: Readonly<Record<string, string | undefined>>): boolean {
  // eslint-disable-next-line no-control-regex
  return Object.values(params).every((value) => value === undefined || (value.trim() !== '' && value.length <= MAX_PARAM_LENGTH && !/[\u0000-\u001f\u007f]/.test(value)));
}
