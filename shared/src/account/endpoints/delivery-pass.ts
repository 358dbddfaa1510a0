import * as z from 'zod/mini';
import {
  deliveryPassOfferSchema,
  deliveryPassSchema,
  type DeliveryPass,
  type DeliveryPassOffer,
} from '../../cart/delivery-pass-schemas';
import type { ApiClient } from '../../platform/api/client';

/** The delivery passes on sale. */
export const getDeliveryPassOffersResponseSchema = z.array(deliveryPassOfferSchema);

/** doc 2 §7: GET /api/delivery-pass; not shown: the passes a shopper can buy. */
export function getDeliveryPassOffers(api: ApiClient): Promise<DeliveryPassOffer[]> {
  return api.request('GET', '/api/delivery-pass', { schema: getDeliveryPassOffersResponseSchema });
}

/** No content (204) or null when the customer has no delivery pass. */
export const getCustomerDeliveryPassResponseSchema = z.nullish(deliveryPassSchema);

/** doc 2 §7: GET /api/customers/delivery-pass, the customer's pass (startDate, endDate) or null. */
export async function getCustomerDeliveryPass(api: ApiClient): Promise<DeliveryPass | null> {
  return (await api.request('GET', '/api/customers/delivery-pass', { schema: getCustomerDeliveryPassResponseSchema })) ?? null;
}
