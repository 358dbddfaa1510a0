import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryList, text } from '../../platform/api/wire';
import { cartSchema } from '../cart';

/**
 * Removes lines by their ids, repeated in the query (`lineItemIds=a&lineItemIds=b`):
 * at least one, none blank.
 */
export const removeCartItems = defineOperation({
  method: 'DELETE',
  path: '/api/carts/items/multiple',
  domain: 'cart',
  summary: 'Removes lines: articles, the delivery pass, vouchers',
  query: z.object({ lineItemIds: queryList(text(100)) }),
  response: cartSchema,
  features: ['featureCartCheckout'],
});
