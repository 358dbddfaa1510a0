import { getLoyaltyCardInfo } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import type { ApiClient } from '@storefront/shared/platform/api';

/**
 * Whether the logged-in customer is a loyalty (joe) member: the card-info call
 * answers members only (others 404, a blocked card 10048). Its own chunk: only
 * a customer's first tracked cart change asks.
 */
export function isLoyaltyMember(api: ApiClient): Promise<boolean> {
  return call(api, getLoyaltyCardInfo, { query: { dontRenderText: true } }).then(
    () => true,
    () => false,
  );
}
