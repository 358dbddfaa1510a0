import { cartRequest } from '@storefront/shared/cart';
import { prefetchCall } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';

/**
 * The cart page's first data: the cart (the page's cart session, cart-session.ts load).
 *
 * Started while the route's chunk loads: the route's loader (withRouteData in remote.ts) asks for this small
 * chunk first when the shell is about to mount the route, and the backend's page preloads it with the
 * route's chunk. It starts the requests of the operations the route calls (their request parts, without the
 * answers' schemas) with the same input, so the route's own calls take the answers (prefetchCall).
 */
export function startData(_route: unknown, { api }: StorefrontServices): void {
  prefetchCall(api, cartRequest);
}
