import { defineOperation } from '../../platform/api/operation';
import { idParams } from '../../platform/api/wire';
import { cartSchema } from '../cart';

/**
 * The cart with this id (the browser's anonymous one) merged into the
 * customer's cart; no body, answers the merged cart. While either cart is
 * FINALIZED: errorCode 3 and nothing changes (doc 2 §4, §7, §8).
 */
export const mergeCart = defineOperation({
  method: 'POST',
  path: '/api/carts/merge/:id',
  /** The cart's id: not blank, at most 100 characters. */
  params: idParams,
  domain: 'cart',
  summary: 'Merges a cart into the customer cart (errorCode 3 while either cart is FINALIZED)',
  response: cartSchema,
  features: ['featureCartCheckout', 'featureCustomer'],
  customer: true,
});
