import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { cartSchema } from '../../cart/cart';

/** A payment on the cart: method key, brand name, the amount in whole cents. */
const cartPaymentSchema = z.object({
  methodKey: text(100),
  brandName: z.optional(z.string().check(z.maxLength(100))),
  amount: z.int().check(z.positive()),
});
export type CartPaymentInput = z.infer<typeof cartPaymentSchema>;

/** Plans a payment on the cart, e.g. the gift-card part paid from the wallet. */
export const addCartPayment = defineOperation({
  method: 'POST',
  path: '/api/carts/payment',
  domain: 'checkout',
  summary: 'Adds a planned payment',
  body: cartPaymentSchema,
  response: cartSchema,
  features: ['featureCartCheckout'],
});
