import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../../cart/cart';

/** A FINALIZED cart back to OPEN, e.g. on entering checkout again; no body. */
export const resetCart = defineOperation({
  method: 'POST',
  path: '/api/carts/reset',
  domain: 'checkout',
  summary: 'FINALIZED → OPEN',
  response: cartSchema,
  features: ['featureCartCheckout'],
});
