import type { StorefrontServices } from '@storefront/shared/platform/contracts';

/** Waits before the next try of a listener chunk that did not arrive: 0.5, 1, 2, 4 s, then every 8 s. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

const listening = new WeakSet<StorefrontServices>();

/**
 * Starts the page's add-to-cart listener, once per page (per services object) however often it is called:
 * by the remote's boot hook when the shell has loaded the remote, whatever of it is mounted, and by the
 * mini-cart for a shell from before boot hooks. The listener and the cart session are a chunk of their own
 * (the remote's entry stays small); a chunk that did not arrive is asked for again, and the bus holds the
 * add requests meanwhile, so no press of "In den Warenkorb" is lost. The session it holds lives as long as
 * the page.
 */
export function listenForAdds(services: StorefrontServices, attempt = 0): void {
  if (attempt === 0) {
    if (listening.has(services)) return;
    listening.add(services);
  }
  import(/* webpackChunkName: "add-to-cart-listener" */ './start-add-to-cart').then(
    (module) => module.startAddToCart(services),
    () => setTimeout(() => listenForAdds(services, attempt + 1), RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]),
  );
}
