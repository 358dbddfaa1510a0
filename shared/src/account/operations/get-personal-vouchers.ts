import * as z from 'zod/mini';
import { personalVoucherSchema } from '../../cart/vouchers';
import { defineOperation } from '../../platform/api/operation';
import { queryList, text } from '../../platform/api/wire';

/**
 * The content of the member's personal vouchers, by the promotion ids of the
 * card information. At least one id: without any there is nothing
 * to ask for. A fetch error other than 404 sets the caller's error flag; a 404
 * means no vouchers.
 */
export const getPersonalVouchers = defineOperation({
  method: 'GET',
  path: '/api/content/vouchers/personalvouchers',
  domain: 'account',
  summary: 'Content of personal vouchers',
  query: z.object({ promotionIds: queryList(text(100)) }),
  response: z.array(personalVoucherSchema),
  features: ['featureJoe'],
});
