import * as z from 'zod/mini';
import { deliveryPassOfferSchema } from '../../cart/delivery-pass-schemas';
import { defineOperation } from '../../platform/api/operation';

/**
 * The delivery passes on sale (doc 2 §7; the answer is not shown there). The
 * delivery-pass page sells them through the cart, so the call belongs to the
 * customer, delivery pass and cart features of that page.
 */
export const getDeliveryPassOffers = defineOperation({
  method: 'GET',
  path: '/api/delivery-pass',
  domain: 'account',
  summary: 'Delivery passes on offer',
  response: z.array(deliveryPassOfferSchema),
  features: ['featureCustomer', 'featureCustomerDeliveryPass', 'featureCartCheckout'],
});
