import { contentPageRequest } from '@storefront/shared/content';
import { prefetchCall } from '@storefront/shared/platform/api';
import type { MountedRoute, StorefrontServices } from '@storefront/shared/platform/contracts';
import { contentPath } from '../../features/content-page/content-path';

/**
 * The start page's and every content page's first data: the page at the URL's path (useContentPage).
 *
 * Started while the route's chunk loads: the route's loader (withRouteData in remote.ts) asks for this small
 * chunk first when the shell is about to mount the route, and the backend's page preloads it with the
 * route's chunk. It starts the requests of the operations the route calls (their request parts, without the
 * answers' schemas) with the same input, so the route's own calls take the answers (prefetchCall).
 */
export function startData(route: MountedRoute, { api }: StorefrontServices): void {
  prefetchCall(api, contentPageRequest, { query: { path: contentPath(route.params['slug']) } });
}
