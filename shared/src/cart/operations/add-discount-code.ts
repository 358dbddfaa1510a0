import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { cartSchema } from '../cart';

/** A discount code, sent trimmed: an empty one is rejected locally, without a request. */
export const addDiscountCode = defineOperation({
  method: 'POST',
  path: '/api/carts/discount-codes',
  domain: 'cart',
  summary: 'Adds a discount code',
  body: z.object({ code: text(100) }),
  response: cartSchema,
  features: ['featureCartCheckout'],
});
