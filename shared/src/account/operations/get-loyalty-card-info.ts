import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryBoolean, queryList, text } from '../../platform/api/wire';
import { loyaltyMemberInfoSchema } from '../loyalty';

/**
 * The loyalty (joe) member's card information (doc 2 §7). `currentIds` are the
 * ids of the promotions and vouchers the page shows already (not shown in
 * doc 2; the backend marks what is new against them); `dontRenderText` leaves
 * the content texts out.
 *
 * Its errors mean something of their own: 10048
 * (LOYALTY_CARD_INFO_CLEARED_ERROR_CODE) tells the caller to clear the card
 * information (doc 2 §8), and a 401 is not a lost session: the shell's session
 * ignores a 401 of this path (doc 1 §4).
 */
export const getLoyaltyCardInfo = defineOperation({
  method: 'GET',
  path: '/api/customers/loyalty/card-info',
  domain: 'account',
  summary: 'Loyalty card info (error 10048)',
  query: z.object({
    currentIds: z.optional(queryList(text(100))),
    dontRenderText: z.optional(queryBoolean()),
  }),
  response: loyaltyMemberInfoSchema,
  features: ['featureCustomer', 'featureJoe'],
  customer: true,
});
