import * as z from 'zod/mini';
import { stripAddressPlaceholders } from '../distribution/address-placeholders';
import { billingAddressSchema } from '../distribution/addresses';
import { productSchema } from '../catalogue/catalogue';
import { centsSchema, gramsSchema, listOrEmpty, nonEmptyString } from '../platform/schemas/common';
import { deliveryPassLineItemSchema } from './delivery-pass-schemas';
import { distributionAddressSchema, distributionWindowSchema } from '../distribution/distribution';
import { voucherTypeSchema } from './vouchers';

/** Cart status of doc 2 §4; a FINALIZED cart sends the shopper to payment finalization. */
export const CART_STATUSES = ['OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED'] as const;
export const cartStatusSchema = z.enum(CART_STATUSES);
export type CartStatus = z.infer<typeof cartStatusSchema>;

/** How the cart's lines are sorted (doc 2 §4). */
export const CART_SORTS = ['alphabetically', 'category', 'chronologically', 'unitprice'] as const;
export const cartSortSchema = z._default(z.enum(CART_SORTS), 'category');
export type CartSort = (typeof CART_SORTS)[number];
export const DEFAULT_CART_SORT: CartSort = 'category';

export const productLineItemSchema = z.object({
  lineItemId: z.string().check(z.minLength(1)),
  product: productSchema,
  quantity: z.int().check(z.positive()),
  /**
   * What the line costs in cents, as the backend priced it (the loyalty price
   * for members, weight articles as reserved). Not in doc 2 §3, so optional;
   * a line without it shows the unit price times the quantity.
   */
  totalPrice: z.optional(centsSchema),
});
export type ProductLineItem = z.infer<typeof productLineItemSchema>;

/** A voucher in the cart (doc 2 §3: articleId, lineItemId); other fields are kept as sent. */
export const voucherLineItemSchema = z.looseObject({
  articleId: nonEmptyString,
  lineItemId: nonEmptyString,
  /** Not in doc 2 §3, so optional: the voucher's type and title, as its content has them. */
  type: z.optional(voucherTypeSchema),
  title: z.optional(z.string()),
  /** In the cart by the voucher's ecommerceAutomaticRedemption, not added by the shopper. */
  automatic: z.optional(z.boolean()),
  /** Cents the voucher takes off this cart (0 while its conditions are not met); part of priceInfo.discounts. */
  discount: z.optional(centsSchema),
  /** Not in doc 2 §3, so optional: the order value (cents) from which the voucher takes effect, when it has one. */
  minimumOrderValue: z.optional(centsSchema),
});
export type VoucherLineItem = z.infer<typeof voucherLineItemSchema>;

/** A payment planned on the cart (doc 2 §3: methodKey, amountPlanned in cents). */
export const cartPaymentSchema = z.looseObject({
  /** The id DELETE /api/carts/payment/{id} takes; not listed in doc 2 §3, so optional. */
  id: z.optional(z.string()),
  methodKey: nonEmptyString,
  amountPlanned: centsSchema,
});
export type CartPayment = z.infer<typeof cartPaymentSchema>;

/**
 * priceInfo of doc 2 §3, every amount in cents. orderValue and total are
 * always sent; the rest only where they apply (no service fee on a cart
 * without a service type, no over-authorization without a weight article …).
 */
export const priceInfoSchema = z.object({
  orderValue: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  depositFees: z.optional(centsSchema),
  discounts: z.optional(centsSchema),
  /** Covered by gift cards or the wallet. */
  coveredAmount: z.optional(centsSchema),
  /** Reserved on top for weight articles, whose final price is known only when picked. */
  overAuthorizationAmount: z.optional(centsSchema),
  overAuthorizationPercentage: z.optional(z.number()),
  serviceFees: z.optional(centsSchema),
  serviceFeesAfterDiscount: z.optional(centsSchema),
  /** A percentage, e.g. 20. */
  serviceFeeTaxRate: z.optional(z.number()),
  totalArticlePrice: z.optional(centsSchema),
  totalSavings: z.optional(centsSchema),
  totalVat: z.optional(centsSchema),
  /** total with the payment method's surcharge (doc 2 §9). */
  totalWithSurcharge: z.optional(centsSchema),
  savings: z.optional(centsSchema),
  uncoveredAmountWithOverAuthorization: z.optional(centsSchema),
  uncoveredAmountWithoutOverAuthorization: z.optional(centsSchema),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/**
 * The cart of doc 2 §3. The lists a backend may leave out when empty parse
 * to []; the distribution address and window, the billing address and the
 * delivery pass line are null or missing until chosen.
 */
export const cartSchema = z.object({
  id: z.string().check(z.minLength(1)),
  customerId: z.nullable(z.string()),
  cartStatus: cartStatusSchema,
  payments: listOrEmpty(cartPaymentSchema),
  lineItemCount: z.int().check(z.nonnegative()),
  productLineItems: z.array(productLineItemSchema),
  voucherLineItems: listOrEmpty(voucherLineItemSchema),
  discountCodes: z.array(z.string()),
  /** Lines that cannot be ordered now, each with its product's availability. */
  unavailableLineItems: listOrEmpty(productLineItemSchema),
  deliveryPassLineItem: z.nullish(deliveryPassLineItemSchema),
  // Placeholders of missing parts read as empty, as in the billing address.
  distributionAddress: z.nullish(z.pipe(distributionAddressSchema, z.transform((address) => stripAddressPlaceholders(address)))),
  distributionWindow: z.nullish(distributionWindowSchema),
  billingAddress: z.nullish(billingAddressSchema),
  /** Weight of the cart in grams (doc 2 §9), checked against the service type's maximum. */
  weight: z.optional(gramsSchema),
  /** Drinks delivered in a deposit crate (POST /api/carts/crate-deposit-desired); the crate's deposit is in depositFees. */
  crateDepositDesired: z.optional(z.boolean()),
  /** The cart is free-service when priceInfo.orderValue >= freeOfChargeThreshold. */
  freeOfChargeThreshold: z.int().check(z.nonnegative()),
  priceInfo: priceInfoSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const addCartItemSchema = z.object({
  sku: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
});
export type AddCartItem = z.infer<typeof addCartItemSchema>;
