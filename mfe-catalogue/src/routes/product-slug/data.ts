import { productRequest } from '@storefront/shared/catalogue';
import { prefetchCall } from '@storefront/shared/platform/api';
import type { MountedRoute, StorefrontServices } from '@storefront/shared/platform/contracts';

/**
 * The product page's first data: the product, by sku, or by slug when the URL names no sku
 * (useProduct). Its category tree and similar products wait for the product (an unknown product asks for
 * neither), so they are not started here.
 *
 * Started while the route's chunk loads: the route's loader (withRouteData in remote.ts) asks for this small
 * chunk first when the shell is about to mount the route, and the backend's page preloads it with the
 * route's chunk. It starts the requests of the operations the route calls (their request parts, without the
 * answers' schemas) with the same input, so the route's own calls take the answers (prefetchCall).
 */
export function startData(route: MountedRoute, { api }: StorefrontServices): void {
  prefetchCall(api, productRequest, { params: { sku: route.params['sku'] ?? route.params['slug'] ?? '' } });
}
