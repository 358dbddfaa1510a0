import * as z from 'zod/mini';
import { listOrEmpty, nonEmptyString } from '../platform/schemas/common';

/** Voucher types of doc 2 §3. */
export const VOUCHER_TYPES = ['general-online', 'general-offline', 'personal', 'joe'] as const;
export const voucherTypeSchema = z.enum(VOUCHER_TYPES);
export type VoucherType = z.infer<typeof voucherTypeSchema>;

/** The service types a voucher's automatic redemption may be limited to, as the voucher system writes them. */
export const VOUCHER_SERVICE_TYPES = ['Delivery', 'Click & Collect'] as const;
export const voucherServiceTypeSchema = z.enum(VOUCHER_SERVICE_TYPES);

/** ecommerceAutomaticRedemption: 'Always', or a rule whose text starts with 'First orders'. */
export const automaticRedemptionSchema = z.union([
  z.literal('Always'),
  z.templateLiteral(['First orders', z.string()]),
]);
export type AutomaticRedemption = z.infer<typeof automaticRedemptionSchema>;

/** The fields every voucher has; fields not shown there are kept as sent. */
export const voucherSchema = z.looseObject({
  articleId: nonEmptyString,
  type: voucherTypeSchema,
  ecommerceAutomaticRedemption: z.optional(automaticRedemptionSchema),
  ecommerceLimitAutomaticRedemptionToServiceTypes: listOrEmpty(voucherServiceTypeSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** A personal voucher: the common fields and promotionId, validity, coins and barcode image ("and more", kept). */
export const personalVoucherSchema = z.extend(voucherSchema, {
  promotionId: nonEmptyString,
  validFrom: z.optional(z.string()),
  validUntil: z.optional(z.string()),
  /** The club coins the voucher costs the member: a whole number, 0 for a gift of the club. */
  coins: z.optional(z.int().check(z.nonnegative())),
  /** URL (or data URL) of the barcode shown at the till: the shop serves an SVG under /media/vouchers/. */
  barcodeImage: z.optional(z.string()),
});
export type PersonalVoucher = z.infer<typeof personalVoucherSchema>;
