import * as z from 'zod/mini';
import {
  loyaltyMemberInfoSchema,
  physicalCardStatusSchema,
  type LoyaltyMemberInfo,
  type PhysicalCardStatus,
} from '../loyalty';
import { personalVoucherSchema, type PersonalVoucher } from '../../cart/vouchers';
import type { ApiClient } from '../../platform/api/client';
import { queryBoolean, queryList, text } from '../../platform/api/wire';

/*
 * doc 2 §7 loyalty (joe) calls. A 401 from card-info is ignored by the
 * session (doc 1 §4); its error 10048 clears the card information (doc 2 §8,
 * LOYALTY_CARD_INFO_CLEARED_ERROR_CODE).
 */

/**
 * currentIds: the ids of the member's promotions and vouchers the page shows
 * already (not shown in doc 2; the backend marks what is new against them);
 * dontRenderText: leave the content texts out.
 */
export const getLoyaltyCardInfoQuerySchema = z.object({
  currentIds: z.optional(queryList(text(100))),
  dontRenderText: z.optional(queryBoolean()),
});

/** doc 2 §7: GET /api/customers/loyalty/card-info?currentIds=…&dontRenderText=…. */
export function getLoyaltyCardInfo(
  api: ApiClient,
  query: { currentIds?: readonly string[]; dontRenderText?: boolean } = {},
): Promise<LoyaltyMemberInfo> {
  const currentIds = query.currentIds?.length ? query.currentIds : undefined;
  return api.request('GET', '/api/customers/loyalty/card-info', {
    schema: loyaltyMemberInfoSchema,
    query: { currentIds, dontRenderText: query.dontRenderText },
  });
}

/** doc 2 §7: GET /api/customers/physical-card/status (values not shown in doc 2, see physicalCardStatusSchema). */
export function getPhysicalCardStatus(api: ApiClient): Promise<PhysicalCardStatus> {
  return api.request('GET', '/api/customers/physical-card/status', { schema: physicalCardStatusSchema });
}

export const getLoyaltyVouchersResponseSchema = z.array(personalVoucherSchema);

/** doc 2 §7: GET /api/customers/loyalty/vouchers, the member's vouchers. */
export function getLoyaltyVouchers(api: ApiClient): Promise<PersonalVoucher[]> {
  return api.request('GET', '/api/customers/loyalty/vouchers', { schema: getLoyaltyVouchersResponseSchema });
}
