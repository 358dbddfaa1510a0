import { defineOperation } from '../../platform/api/operation';
import { cartFilesResponseSchema } from '../cart-files';

/** The files attached to the visitor's cart, oldest first (doc 2 §9). */
export const getCartFiles = defineOperation({
  method: 'GET',
  path: '/api/carts/files',
  domain: 'checkout',
  summary: "The files attached to the visitor's cart",
  response: cartFilesResponseSchema,
  features: ['featureCartCheckout'],
});
