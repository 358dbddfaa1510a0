import * as z from 'zod/mini';
import {
  checkoutStoreSchema,
  deliveryAreaSchema,
  type CheckoutStore,
  type DeliveryArea,
  type Position,
} from '../distribution';
import type { ApiClient } from '../../platform/api/client';
import { queryNumber } from '../../platform/api/wire';

/*
 * doc 2 §7 distribution calls. A failure is silent for the shopper: the
 * caller shows an empty result (doc 2 §8).
 */

/** Stores offering click-and-collect. */
export const getCheckoutStoresResponseSchema = z.array(checkoutStoreSchema);

/** doc 2 §7: GET /api/checkout-stores. */
export function getCheckoutStores(api: ApiClient): Promise<CheckoutStore[]> {
  return api.request('GET', '/api/checkout-stores', { schema: getCheckoutStoresResponseSchema });
}

/** No content (204) or null when the visitor has no delivery area yet. */
export const getDeliveryAreaResponseSchema = z.nullish(deliveryAreaSchema);

/**
 * doc 2 §7: GET /api/distribution/delivery-area, without parameters: the
 * delivery area of the visitor's cart (by its distribution address), null
 * when there is none yet. doc 2 does not say more.
 */
export async function getDeliveryArea(api: ApiClient): Promise<DeliveryArea | null> {
  return (await api.request('GET', '/api/distribution/delivery-area', { schema: getDeliveryAreaResponseSchema })) ?? null;
}

/** doc 2 §7: GET /api/distribution/delivery-area/default, the area shown before the shopper chose one. */
export function getDefaultDeliveryArea(api: ApiClient): Promise<DeliveryArea> {
  return api.request('GET', '/api/distribution/delivery-area/default', { schema: deliveryAreaSchema });
}

export const getDeliveryAreaAtQuerySchema = z.object({
  latitude: queryNumber(-90, 90),
  longitude: queryNumber(-180, 180),
});

/** doc 2 §7: GET /api/distribution/delivery-area/intersection?latitude=…&longitude=…; null outside every area. */
export async function getDeliveryAreaAt(api: ApiClient, position: Position): Promise<DeliveryArea | null> {
  return (
    (await api.request('GET', '/api/distribution/delivery-area/intersection', {
      schema: getDeliveryAreaResponseSchema,
      query: { latitude: position.lat, longitude: position.lng },
    })) ?? null
  );
}
