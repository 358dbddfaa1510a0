import { defineOperation } from '../../platform/api/operation';
import { idParams } from '../../platform/api/wire';
import { cartSchema } from '../../cart/cart';

/** Removes one planned payment, by its id. */
export const removeCartPayment = defineOperation({
  method: 'DELETE',
  path: '/api/carts/payment/:id',
  /** The payment's id: not blank, at most 100 characters. */
  params: idParams,
  domain: 'checkout',
  summary: 'Removes a planned payment',
  response: cartSchema,
  features: ['featureCartCheckout'],
});
