import * as z from 'zod/mini';
import { voucherSchema } from '../../cart/vouchers';
import { defineOperation } from '../../platform/api/operation';

/**
 * The general vouchers of the voucher group content block. A fetch
 * error other than 404 sets the caller's error flag; a 404 means no vouchers
 *.
 */
export const getGeneralVouchers = defineOperation({
  method: 'GET',
  path: '/api/content/vouchers/generalvouchers',
  domain: 'account',
  summary: 'General vouchers',
  response: z.array(voucherSchema),
  features: [],
  alwaysAvailable: "the voucher group content block's general vouchers, which need no account or club",
});
