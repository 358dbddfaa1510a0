import * as z from 'zod/mini';
import { ORDER_AVAILABILITIES } from './account-constants';
import { listOrEmpty, nonEmptyString } from '../platform/schemas/common';
import { personalVoucherSchema } from '../cart/vouchers';

/** A pool tag that marks a donor-type voucher flag. */
export const CARITAS_DONOR_POOL_TAG = 'caritas_aktiv';
/** The card-info error on which the storefront clears the member's card information (doc 2 §8). */
export const LOYALTY_CARD_INFO_CLEARED_ERROR_CODE = 10048;

export const loyaltyPoolSchema = z.looseObject({
  poolId: nonEmptyString,
  tags: listOrEmpty(z.string()),
  value: z.number(),
});
export type LoyaltyPool = z.infer<typeof loyaltyPoolSchema>;

/**
 * Loyalty member info of doc 2 §3 (GET /api/customers/loyalty/card-info). The
 * promotions' fields are not shown, so they are kept as sent. The spelling
 * loyalityMemberId is the backend's.
 */
export const loyaltyMemberInfoSchema = z.looseObject({
  pools: listOrEmpty(loyaltyPoolSchema),
  promotions: listOrEmpty(z.record(z.string(), z.unknown())),
  vouchers: listOrEmpty(personalVoucherSchema),
  mpCardId: z.optional(z.string()),
  loyalityMemberId: z.optional(z.string()),
  joeAuthenticationStatus: z.optional(z.string()),
});
export type LoyaltyMemberInfo = z.infer<typeof loyaltyMemberInfoSchema>;

/** A pool tagged caritas_aktiv marks the member as a donor. */
export function hasDonorVoucherFlag(info: Pick<LoyaltyMemberInfo, 'pools'>): boolean {
  return info.pools.some((pool) => pool.tags.includes(CARITAS_DONOR_POOL_TAG));
}

/** Whether something can be ordered, is ordered already, or cannot be ordered. */
export const orderAvailabilitySchema = z.enum(ORDER_AVAILABILITIES);
export type OrderAvailability = z.infer<typeof orderAvailabilitySchema>;

/**
 * The physical loyalty card's status (GET /api/customers/physical-card/status).
 * doc 2 shows no values; this shop reads whether the card can be ordered, is
 * ordered or cannot be ordered with the order availability values of doc 2 §9,
 * and keeps the rest as sent.
 */
export const physicalCardStatusSchema = z.looseObject({
  orderAvailability: orderAvailabilitySchema,
});
export type PhysicalCardStatus = z.infer<typeof physicalCardStatusSchema>;
