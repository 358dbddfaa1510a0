import { SERVICE_TYPE_CONTENT_COMPONENTS } from '@storefront/shared/distribution';
import type { ApiClient } from '@storefront/shared/platform/api';
import { clientComponentConfigsRequest } from '@storefront/shared/platform/operations';

/** The one call for both service-type content components, in the order of the choices. */
export const SERVICE_TYPE_CONTENT_QUERY = { types: [SERVICE_TYPE_CONTENT_COMPONENTS.DELIVERY, SERVICE_TYPE_CONTENT_COMPONENTS.CLICK_AND_COLLECT] };

const asked = new WeakSet<ApiClient>();

/**
 * Starts the texts' call as the service selection opens, beside the dialog's
 * chunk, so they usually come with it; the dialog's own call of the same URL
 * takes the answer. Once per page: a later opening reads what the dialog kept
 * (or, after a failure, asks again itself). The client's prefetch directly, not
 * prefetchCall: this part loads on every page (the mini-cart's), and the
 * query is this file's constant, so there is nothing to check.
 */
export function prefetchServiceTypeContent(api: ApiClient): void {
  if (asked.has(api)) return;
  asked.add(api);
  api.prefetch?.(clientComponentConfigsRequest.path, SERVICE_TYPE_CONTENT_QUERY);
}
