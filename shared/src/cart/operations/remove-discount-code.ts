import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { cartSchema } from '../cart';

/** Removes a discount code, named in the query: an empty one is rejected locally, without a request. */
export const removeDiscountCode = defineOperation({
  method: 'DELETE',
  path: '/api/carts/discount-codes',
  domain: 'cart',
  summary: 'Removes a discount code',
  query: z.object({ code: text(100) }),
  response: cartSchema,
  features: ['featureCartCheckout'],
});
