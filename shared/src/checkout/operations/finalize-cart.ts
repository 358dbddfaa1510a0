import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../../cart/cart';

/** Before payment the cart goes from OPEN to FINALIZED; no body. */
export const finalizeCart = defineOperation({
  method: 'POST',
  path: '/api/carts/finalize',
  domain: 'checkout',
  summary: 'OPEN → FINALIZED before payment',
  response: cartSchema,
  features: ['featureCartCheckout'],
});
