import useSWR from 'swr';
import { getLoyaltyCardInfo } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';

/**
 * Whether the shopper is a loyalty member, whose price is price.loyalty (doc 2
 * §3, §6): a logged-in customer whose card information names a member id.
 * Guests and customers without a card see the loyalty price as a teaser. Any
 * failure (a 401 this call may answer, doc 1 §4; a down service) counts as
 * not a member: the regular price is never wrong to show.
 */
export function useLoyaltyMember(): boolean {
  const { api, config } = useServices();
  const session = useSessionSnapshot();
  const enabled = config.isEnabled('featureCustomer') && config.isEnabled('featureJoe') && session.status === 'authenticated';
  const { data } = useSWR(
    enabled ? 'catalogue:loyalty-member' : null,
    async () => Boolean((await call(api, getLoyaltyCardInfo, { query: { dontRenderText: true } })).loyalityMemberId),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data === true;
}
