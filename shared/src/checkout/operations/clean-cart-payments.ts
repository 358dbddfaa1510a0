import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../../cart/cart';

/** Removes every planned payment from the cart; no body. */
export const cleanCartPayments = defineOperation({
  method: 'PUT',
  path: '/api/carts/payments/clean',
  domain: 'checkout',
  summary: 'Removes all planned payments',
  response: cartSchema,
  features: ['featureCartCheckout'],
});
