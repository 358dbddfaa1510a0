import { getBuildMeta } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import type { RouteRule } from '@storefront/shared/platform/schemas';
import { buildIdAtStart } from '../build-updates/latest-build-id';

/**
 * The route rules of the current build (doc 1 §7: builds/meta/{id}.json with
 * prerender, redirect and appMiddleware), fetched as manifest-dependent data
 * (boot/deferred-fetch). A rule is keyed by an exact path or by a prefix
 * pattern ending in `/**`; the exact path wins, then the longest prefix.
 */

/** What a rule asks of a navigation to a path. */
export type RouteRuleOutcome =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'login-required' };

export type RouteRuleMatcher = (path: string) => RouteRuleOutcome | null;

/** The app middleware the shell knows: `auth` is the customer login guard (doc 1 §5). */
const KNOWN_MIDDLEWARE = new Set(['auth']);
/** The error of a route rule that names middleware this app does not have. */
export const UNKNOWN_MIDDLEWARE_MESSAGE = 'Unknown route middleware';

function ruleFor(rules: Readonly<Record<string, RouteRule>>, path: string): RouteRule | undefined {
  const exact = rules[path];
  if (exact) return exact;
  const prefix = Object.keys(rules)
    .filter((pattern) => pattern.endsWith('/**') && `${path}/`.startsWith(pattern.slice(0, -2)))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : rules[prefix];
}

function middlewareNames(middleware: RouteRule['appMiddleware']): string[] {
  if (middleware === undefined) return [];
  if (typeof middleware === 'string') return [middleware];
  if (Array.isArray(middleware)) return middleware;
  return Object.keys(middleware).filter((name) => middleware[name]);
}

export function createRouteRuleMatcher(rules: Readonly<Record<string, RouteRule>>): RouteRuleMatcher {
  return (path) => {
    const rule = ruleFor(rules, path);
    if (!rule) return null;
    const names = middlewareNames(rule.appMiddleware);
    // A route naming middleware the app does not have is an error, not a silent pass.
    if (names.some((name) => !KNOWN_MIDDLEWARE.has(name))) return { kind: 'error', message: UNKNOWN_MIDDLEWARE_MESSAGE };
    if (rule.redirect !== undefined) {
      const to = typeof rule.redirect === 'string' ? rule.redirect : rule.redirect.to;
      if (to !== path) return { kind: 'redirect', to };
    }
    return names.length > 0 ? { kind: 'login-required' } : null;
  };
}

/**
 * The current build's id (the one the build watcher also started with, asked
 * once), then its route rules. A failure is only logged (doc 1 §8: manifest fetch failure).
 */
export async function fetchRouteRules(api: ApiClient, buildId: () => Promise<string> = buildIdAtStart): Promise<RouteRuleMatcher | null> {
  try {
    const id = await buildId();
    return createRouteRuleMatcher((await call(api, getBuildMeta, { params: { id } })).routeRules);
  } catch (error) {
    console.warn('The build manifest could not be loaded; route rules stay off', error);
    return null;
  }
}
