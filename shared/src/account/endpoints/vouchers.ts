import * as z from 'zod/mini';
import { personalVoucherSchema, voucherSchema, type PersonalVoucher, type Voucher } from '../../cart/vouchers';
import type { ApiClient } from '../../platform/api/client';
import { queryList, text } from '../../platform/api/wire';

/*
 * doc 2 §7 voucher content. A fetch error other than 404 sets the caller's
 * error flag (doc 2 §8); a 404 means no vouchers.
 */

export const getPersonalVouchersQuerySchema = z.object({ promotionIds: queryList(text(100)) });
export const getPersonalVouchersResponseSchema = z.array(personalVoucherSchema);

/** doc 2 §7: GET /api/content/vouchers/personalvouchers?promotionIds=…, the content of the member's personal vouchers. */
export async function getPersonalVouchers(api: ApiClient, promotionIds: readonly string[]): Promise<PersonalVoucher[]> {
  // Nothing to ask for: no request, no vouchers.
  if (promotionIds.length === 0) return [];
  return api.request('GET', '/api/content/vouchers/personalvouchers', {
    schema: getPersonalVouchersResponseSchema,
    query: { promotionIds },
  });
}

export const getGeneralVouchersResponseSchema = z.array(voucherSchema);

/** doc 2 §7: GET /api/content/vouchers/generalvouchers. */
export function getGeneralVouchers(api: ApiClient): Promise<Voucher[]> {
  return api.request('GET', '/api/content/vouchers/generalvouchers', { schema: getGeneralVouchersResponseSchema });
}
