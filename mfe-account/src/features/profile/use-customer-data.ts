import useSWR, { type SWRResponse } from 'swr';
import { useSessionSnapshot } from '@storefront/shared/platform/parcel';

/**
 * Customer-only data (addresses, payment methods, wallet, …) keyed by the
 * session's customer: after a logout or a 401 the shell's session has no
 * customer, the key is null, and the page shows nothing of the previous
 * customer (doc 1 §4); another customer logging in reads their own.
 */
export function useCustomerData<T>(name: string, fetcher: () => Promise<T>): SWRResponse<T> {
  const { customer } = useSessionSnapshot();
  return useSWR(customer ? [name, customer.id] : null, fetcher);
}
