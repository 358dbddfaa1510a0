import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';

/**
 * The payment method of the order: for a saved method its id.
 * savePaymentMethod and setPrimary ask to keep the method (for customers
 * only, doc 2 §6); both default to false.
 */
const checkoutRequestSchema = z.object({
  paymentMethodKey: text(100),
  paymentBrandName: z.optional(z.string().check(z.maxLength(100))),
  savedPaymentMethodId: z.optional(text(100)),
  savePaymentMethod: z._default(z.boolean(), false),
  setPrimary: z._default(z.boolean(), false),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * The checkout's answer: the payment provider's checkout id (which POST
 * /api/customers/payment-methods takes to save the method), a redirect URL when
 * the provider takes over, and the order number once the order is placed,
 * with what was charged how.
 */
const checkoutResultSchema = z.looseObject({
  checkoutId: z.optional(z.string()),
  /**
   * An absolute http(s) URL. Checked by pattern rather than with z.url(): its URL parser would join the
   * zod code every chunk of the cart remote shares (the mini-cart on every page among them), and the
   * navigation to it refuses other protocols anyway.
   */
  redirectUrl: z.optional(z.string().check(z.regex(/^https?:\/\/\S+$/))),
  orderNumber: z.optional(z.string()),
  /** With the order: cents charged to the payment method (its surcharge included) and cents paid by gift card. */
  amountCharged: z.optional(z.int().check(z.nonnegative())),
  giftCardAmount: z.optional(z.int().check(z.nonnegative())),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * Places the order of the finalized cart with the chosen payment method. For
 * a redirecting provider the shop answers where to send the shopper; the
 * provider returns them to the payment-finalization page with its query
 *. The spec shows neither payload nor answer. A payment error
 * arrives as ApiError kind 'payment' (doc 1 §8).
 */
export const submitCheckout = defineOperation({
  method: 'POST',
  path: '/api/checkout',
  domain: 'checkout',
  summary: 'Places the order',
  body: checkoutRequestSchema,
  response: checkoutResultSchema,
  features: ['featureCartCheckout'],
});
