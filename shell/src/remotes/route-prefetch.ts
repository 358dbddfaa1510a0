import { MAX_PARALLEL_ROUTE_PRELOADS } from '@storefront/shared/platform/constants';
import type { RouteName } from '@storefront/shared/platform/contracts';

/**
 * Preloads a route's code (its remote and its parcel chunk) ahead of a click;
 * at most 5 route preloads run in parallel (doc 1 §9).
 * Each route is preloaded once per page; the rest wait in line. A failed
 * preload is forgotten: the real navigation shows the slot's fallback.
 */
export function createRoutePrefetcher(
  preload: (name: RouteName) => Promise<unknown>,
  limit = MAX_PARALLEL_ROUTE_PRELOADS,
): (name: RouteName) => void {
  const requested = new Set<RouteName>();
  const waiting: RouteName[] = [];
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const name = waiting.shift()!;
      running += 1;
      preload(name)
        .catch(() => requested.delete(name))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return (name) => {
    if (requested.has(name)) return;
    requested.add(name);
    waiting.push(name);
    next();
  };
}

/**
 * Resolves once the page's route slot shows something (the route's parcel or
 * its fallback; after 5 s without one, a page without a route slot, anyway) and
 * the browser then has an idle moment. What the page does not need yet (other
 * routes' code, the top-bar banner) waits for it, instead of competing with the
 * route's own code and data on a slow connection.
 */
export function afterRouteShown(): Promise<void> {
  return new Promise((resolve) => {
    let checks = 0;
    const check = () => {
      // A document that went away meanwhile (a test environment torn down) has no route to wait for.
      if (typeof document === 'undefined') return;
      if (!document.querySelector('.sf-route>*') && ++checks < 50) setTimeout(check, 100);
      else if (typeof requestIdleCallback == 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 100);
    };
    check();
  });
}
