import { defineOperation } from '../../platform/api/operation';
import { cartValidationResultSchema } from '../cart-validation';

/** The cart as validated now (cartDTO) with its validation errors, each a code of doc 2 §8 (doc 2 §7). */
export const validateCart = defineOperation({
  method: 'GET',
  path: '/api/carts/validation',
  domain: 'cart',
  summary: 'The validated cart and its errors',
  response: cartValidationResultSchema,
  features: ['featureCartCheckout'],
});
