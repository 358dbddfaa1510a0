import * as z from 'zod/mini';
import { personalVoucherSchema } from '../../cart/vouchers';
import { defineOperation } from '../../platform/api/operation';

/** The loyalty member's vouchers (doc 2 §7); a customer who is no member has none. */
export const getLoyaltyVouchers = defineOperation({
  method: 'GET',
  path: '/api/customers/loyalty/vouchers',
  domain: 'account',
  summary: "The member's vouchers",
  response: z.array(personalVoucherSchema),
  features: ['featureCustomer', 'featureJoe'],
  customer: true,
});
