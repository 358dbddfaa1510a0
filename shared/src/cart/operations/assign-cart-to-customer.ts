import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { cartSchema } from '../cart';

/**
 * After login the browser's anonymous cart becomes the customer's: its id
 * travels in the query and must not be blank. While either cart is FINALIZED
 * its payment is running: errorCode 3 and nothing changes (doc 2 §4, §7, §8).
 */
export const assignCartToCustomer = defineOperation({
  method: 'POST',
  path: '/api/carts/set-customer',
  domain: 'cart',
  summary: 'Assigns the anonymous cart to the customer (errorCode 3 while either cart is FINALIZED)',
  query: z.object({ anonymousCartId: text(100) }),
  response: cartSchema,
  features: ['featureCartCheckout', 'featureCustomer'],
  customer: true,
});
