import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { walletSchema } from '../wallet';

/**
 * Links a gift card by the code printed on it (sent trimmed) and answers the
 * wallet with its new balance. A refusal carries a wallet error code
 * (1000–1014, WALLET_ERROR_CODES, doc 2 §8) as errorCode; linking is a wallet
 * transaction, so an Idempotency-Key reused with another code is 1005.
 */
export const linkGiftCard = defineOperation({
  method: 'PUT',
  path: '/api/customers/digital-wallet/gift-card',
  domain: 'account',
  summary: 'Links a gift card (wallet codes 1000–1014)',
  body: z.object({ code: text(64) }),
  response: walletSchema,
  features: ['featureCustomer', 'featureWallet'],
  customer: true,
});
