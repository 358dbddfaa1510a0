import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../cart';
import { cartRequest } from '../requests/cart-request';

/**
 * The visitor's cart: the customer's when logged in, else the one of the
 * browser's cart cookie. A billing address the backend holds with
 * placeholders reads them as empty.
 */
export const getCart = defineOperation({
  ...cartRequest,
  domain: 'cart',
  summary: "The visitor's cart",
  response: cartSchema,
  features: ['featureCartCheckout'],
});
