import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { cartStatusSchema } from '../../cart/cart';

/** The states of a payment attempt at the provider: open, decided by the shopper, or taken with the order. */
export const PROVIDER_PAYMENT_STATUSES = ['PENDING', 'AUTHORIZED', 'DECLINED', 'CANCELLED', 'CAPTURED'] as const;

const paymentStatusSchema = z.object({
  cartStatus: cartStatusSchema,
  /** The cart's newest payment attempt at the provider; null when it has none. */
  payment: z.nullable(
    z.object({
      methodKey: z.string(),
      brandName: z.optional(z.string()),
      status: z.enum(PROVIDER_PAYMENT_STATUSES),
      savePaymentMethod: z.boolean(),
      setPrimary: z.boolean(),
      /** Who holds the payment (doc 2 §2 `provider`): a card kept for later is saved with it. */
      provider: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Where the payment of the visitor's cart stands: what payment finalization
 * asks when it is reached without the provider's query (initiator UNKNOWN,
 * doc 2 §2, §4), to finish an authorized payment or reopen the cart. Not in the
 * spec's list of calls (doc 2 §7 shows none for it): this shop's own.
 */
export const getPaymentStatus = defineOperation({
  method: 'GET',
  path: '/api/carts/payment-status',
  domain: 'checkout',
  summary: "The state of the cart's payment at the provider",
  response: paymentStatusSchema,
  features: ['featureCartCheckout'],
});
