import { categoryProductsRequest, categoryTreesRequest } from '@storefront/shared/catalogue';
import { prefetchCall } from '@storefront/shared/platform/api';
import type { MountedRoute, StorefrontServices } from '@storefront/shared/platform/contracts';
import { listingFromQuery, listingQuery } from '../../features/listing/listing-url';

/**
 * The category page's first data: the category tree (every category page, useCategoryTrees) and, for a
 * category, its products as the URL sorts, filters and pages them (useCategoryProducts).
 *
 * Started while the route's chunk loads: the route's loader (withRouteData in remote.ts) asks for this small
 * chunk first when the shell is about to mount the route, and the backend's page preloads it with the
 * route's chunk. It starts the requests of the operations the route calls (their request parts, without the
 * answers' schemas) with the same input, so the route's own calls take the answers (prefetchCall).
 */
export function startData(route: MountedRoute, { api }: StorefrontServices): void {
  prefetchCall(api, categoryTreesRequest);
  const slug = route.params['slug'] ?? '';
  if (slug !== '') prefetchCall(api, categoryProductsRequest, { params: { slug }, query: listingQuery(listingFromQuery(route.query)) });
}
