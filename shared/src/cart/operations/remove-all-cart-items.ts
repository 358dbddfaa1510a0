import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../cart';

/** Empties the cart: articles, the delivery pass and the vouchers added. */
export const removeAllCartItems = defineOperation({
  method: 'DELETE',
  path: '/api/carts/items/all',
  domain: 'cart',
  summary: 'Empties the cart: articles, delivery pass and the vouchers added',
  response: cartSchema,
  features: ['featureCartCheckout'],
});
