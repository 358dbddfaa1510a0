import * as z from 'zod/mini';
import { orderConfigSchema, type OrderConfig } from '../../cart/order-config';
import type { ApiClient } from '../../platform/api/client';
import { text } from '../../platform/api/wire';

/**
 * POST /api/checkout: doc 2 shows neither payload nor answer. Here it places
 * the order of the finalized cart with the chosen payment method: for a
 * saved method its id; for a redirecting provider the shop answers where to
 * send the shopper (the provider returns them to the payment-finalization page
 * with the query of doc 2 §2). savePaymentMethod and setPrimary ask to keep the
 * method (for customers only, doc 2 §6).
 */
export const submitCheckoutRequestSchema = z.object({
  paymentMethodKey: text(100),
  paymentBrandName: z.optional(z.string().check(z.maxLength(100))),
  savedPaymentMethodId: z.optional(text(100)),
  savePaymentMethod: z._default(z.boolean(), false),
  setPrimary: z._default(z.boolean(), false),
});
export type CheckoutRequest = z.input<typeof submitCheckoutRequestSchema>;

/**
 * The checkout's answer: the payment provider's checkout id (which POST
 * /api/customers/payment-methods takes to save the method), a redirect URL when
 * the provider takes over, and the order number once the order is placed.
 */
export const submitCheckoutResponseSchema = z.looseObject({
  checkoutId: z.optional(z.string()),
  redirectUrl: z.optional(z.url()),
  orderNumber: z.optional(z.string()),
});
export type CheckoutResult = z.infer<typeof submitCheckoutResponseSchema>;

/** doc 2 §7: POST /api/checkout. A payment error arrives as ApiError kind 'payment' (doc 1 §8). */
export function submitCheckout(api: ApiClient, request: CheckoutRequest): Promise<CheckoutResult> {
  return api.request('POST', '/api/checkout', { schema: submitCheckoutResponseSchema, body: request });
}

/** doc 2 §7: GET /api/order-config, the order limits per service type. */
export function getOrderConfig(api: ApiClient): Promise<OrderConfig> {
  return api.request('GET', '/api/order-config', { schema: orderConfigSchema });
}
