import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { cartSchema } from '../../cart/cart';

/** Removes one planned payment, by its id (doc 2 §7). */
export const removeCartPayment = defineOperation({
  method: 'DELETE',
  path: '/api/carts/payment/:id',
  /** The payment's id: not blank, at most 100 characters. */
  params: z.object({ id: text(100) }),
  domain: 'checkout',
  summary: 'Removes a planned payment',
  response: cartSchema,
  features: ['featureCartCheckout'],
});
