import { searchRequest } from '@storefront/shared/search';
import { prefetchCall } from '@storefront/shared/platform/api';
import type { MountedRoute, StorefrontServices } from '@storefront/shared/platform/contracts';
import { searchTermField } from '@storefront/shared/platform/validation';
import { flyoutTypes } from '../../features/flyout-config/flyout-types';
import { RESULT_PAGE_SIZES } from './result-page-sizes';

/**
 * The search page's first data: the first page of every tab's type, for a searchable term
 * (useFirstPages, searchOrEmpty). A later page (?offset=) is asked for once the tab is known, so it is not
 * started here.
 *
 * Started while the route's chunk loads: the route's loader (withRouteData in remote.ts) asks for this small
 * chunk first when the shell is about to mount the route, and the backend's page preloads it with the
 * route's chunk. It starts the requests of the operations the route calls (their request parts, without the
 * answers' schemas) with the same input, so the route's own calls take the answers (prefetchCall).
 */
export function startData(route: MountedRoute, { api, config }: StorefrontServices): void {
  const term = (route.params['term'] ?? '').trim();
  if (!searchTermField.safeParse(term).success) return;
  for (const type of flyoutTypes(config.tenant.clientRuntimeConfig.searchFlyout)) {
    prefetchCall(api, searchRequest[type], { params: { term }, query: { pageSize: RESULT_PAGE_SIZES[type], offset: 0 } });
  }
}
