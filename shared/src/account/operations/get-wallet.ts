import { defineOperation } from '../../platform/api/operation';
import { walletSchema } from '../wallet';

/**
 * The customer's digital wallet: the gift-card balance and the cards (doc 2
 * §7). Errors carry the wallet codes of doc 2 §8 (WALLET_ERROR_CODES) as
 * errorCode, e.g. 1010 when the customer has no wallet.
 */
export const getWallet = defineOperation({
  method: 'GET',
  path: '/api/customers/digital-wallet',
  domain: 'account',
  summary: 'The gift-card wallet',
  response: walletSchema,
  features: ['featureCustomer', 'featureWallet'],
  customer: true,
});
