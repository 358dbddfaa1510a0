import { defineOperation } from '../../platform/api/operation';
import { walletSchema } from '../wallet';
import { idParams } from '../../platform/api/wire';

/**
 * Unlinks a gift card and answers the wallet without it (doc 2 §7; not shown
 * there). A refusal carries a wallet code of doc 2 §8 as errorCode (1003: not
 * linked); unlinking is a wallet transaction, so an Idempotency-Key reused for
 * another card is 1005.
 */
export const unlinkGiftCard = defineOperation({
  method: 'DELETE',
  path: '/api/customers/digital-wallet/gift-card/:id',
  params: idParams,
  domain: 'account',
  summary: 'Unlinks a gift card',
  response: walletSchema,
  features: ['featureCustomer', 'featureWallet'],
  customer: true,
});
