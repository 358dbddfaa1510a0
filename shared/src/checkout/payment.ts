import * as z from 'zod/mini';
import { PAYMENT_METHOD_IDS } from './payment-constants';
import { listOrEmpty, nonEmptyString } from '../platform/schemas/common';

/** The values of the payment confirmation page's paymentInitiator query (doc 2 §2, §4). */
export const PAYMENT_INITIATORS = ['REDIRECT', 'UNKNOWN', 'WEBHOOK'] as const;
export const paymentInitiatorSchema = z.enum(PAYMENT_INITIATORS);
export type PaymentInitiator = z.infer<typeof paymentInitiatorSchema>;

/** The values of the payment confirmation page's paymentMethodType query (doc 2 §2, §4). */
export const PAYMENT_METHOD_TYPES = ['ONE_TIER', 'TWO_TIER', 'UNKNOWN', 'WALLET'] as const;
export const paymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/** The payment methods a shopper can choose. */
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

/** Card brands of a saved payment method. */
export const CARD_BRANDS = ['American Express', 'Diners Club', 'Mastercard', 'Visa'] as const;
export const cardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/**
 * A saved payment method. The id (for delete and set-primary) and
 * the provider (for delete) are what the calls of doc 2 §7 need; the rest is
 * as listed.
 */
export const savedPaymentMethodSchema = z.looseObject({
  id: nonEmptyString,
  provider: z.optional(z.string()),
  methodKey: z.optional(z.string()),
  paymentBrand: cardBrandSchema,
  cardExpiryMonth: z.int().check(z.gte(1), z.lte(12)),
  cardExpiryYear: z.int().check(z.gte(2000)),
  isPrimary: z.boolean(),
  expired: z.boolean(),
  /** The card number as the customer may see it (•••• 4242): not listed in doc 2 §3, and without it two cards of one brand and expiry look alike. */
  maskedNumber: z.optional(z.string().check(z.maxLength(30))),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/** The customer's saved payment methods: the active ones, and whether inactive ones exist. */
export const savedPaymentMethodsSchema = z.object({
  activeMethods: listOrEmpty(savedPaymentMethodSchema),
  hasInactiveMethods: z._default(z.boolean(), false),
});
export type SavedPaymentMethods = z.infer<typeof savedPaymentMethodsSchema>;

/**
 * The query the checkout and payment-confirmation pages are reached with
 * (doc 2 §2), as it arrives in the URL: strings, the flags 'true'/'false'.
 */
export const paymentReturnQuerySchema = z.object({
  paymentBrandName: z.optional(z.string()),
  paymentMethodKey: z.optional(z.string()),
  paymentInitiator: z.optional(paymentInitiatorSchema),
  paymentMethodType: z.optional(paymentMethodTypeSchema),
  provider: z.optional(z.string()),
  savePaymentMethod: z.optional(z.stringbool()),
  setPrimary: z.optional(z.stringbool()),
  /** Not one of doc 2 §2's parameters: the saved card an order without a provider step is charged to (the checkout call needs its id). */
  savedPaymentMethodId: z.optional(z.string().check(z.maxLength(100))),
});
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuerySchema>;
