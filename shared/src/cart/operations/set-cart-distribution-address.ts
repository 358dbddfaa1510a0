import { defineOperation } from '../../platform/api/operation';
import { distributionAddressRequestSchema } from '../../distribution/distribution-address-request';
import { cartSchema } from '../cart';

/**
 * Where the order goes: the store for click and collect, the address for
 * delivery (doc 2 §5 address validity and checkout rules, doc 2 §7).
 */
export const setCartDistributionAddress = defineOperation({
  method: 'POST',
  path: '/api/carts/distribution-address',
  domain: 'cart',
  summary: 'Sets the delivery or pick-up address',
  body: distributionAddressRequestSchema,
  response: cartSchema,
  features: ['featureCartCheckout'],
});
