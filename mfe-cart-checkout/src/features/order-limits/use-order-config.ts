import useSWR from 'swr';
import { getOrderConfig, type OrderConfig } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

export interface OrderConfigState {
  /** The order limits per service type; undefined while they load or when they could not be loaded. */
  readonly orderConfig: OrderConfig | undefined;
  /** The order config has answered or failed: what the limits allow is as known as it gets. */
  readonly settled: boolean;
}

/**
 * The order limits (GET /api/order-config), asked for once per SWR cache: the cart page, the mini-cart
 * and checkout read the same entry. A failed request leaves them unknown; the backend still refuses an
 * order outside them when it is placed.
 */
export function useOrderConfig(): OrderConfigState {
  const { api } = useServices();
  const { data, error } = useSWR('order-config', () => call(api, getOrderConfig), { revalidateOnFocus: false });
  return { orderConfig: data, settled: data !== undefined || error !== undefined };
}
