import { useEffect } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';

/**
 * Customer-only data (addresses, payment methods, wallet, …) keyed by the
 * session's customer: after a logout or a 401 the shell's session has no
 * customer, the key is null, and the page shows nothing of the previous
 * customer; another customer logging in reads their own.
 */
export function useCustomerData<T>(name: string, fetcher: () => Promise<T>, options: { keepPreviousData?: boolean } = {}): SWRResponse<T> {
  const { customer } = useSessionSnapshot();
  return useSWR(customer ? [name, customer.id] : null, fetcher, options);
}

/**
 * Drops every customer-only answer this page holds when the session ends
 * (logout, or a 401 that reset it: the shell publishes session:changed, doc 1
 * §4): nothing of the previous customer stays in memory for the next one.
 */
export function useDropCustomerDataOnLogout(): void {
  const { events } = useServices();
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      events.subscribe('session:changed', ({ status }) => {
        if (status !== 'authenticated') void mutate(() => true, undefined, { revalidate: false });
      }),
    [events, mutate],
  );
}
