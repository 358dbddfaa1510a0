import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { checkoutStoreSchema } from '../distribution';

/**
 * The open stores: the checkout's click-and-collect stores, the store finder
 * and the profile's favorite store. A failure is silent for the shopper: the
 * caller shows an empty list.
 */
export const getCheckoutStores = defineOperation({
  method: 'GET',
  path: '/api/checkout-stores',
  domain: 'distribution',
  summary: 'Stores for click and collect',
  response: z.array(checkoutStoreSchema),
  features: [['featureMisc', 'featureCartCheckout', 'featureCustomer']],
});
