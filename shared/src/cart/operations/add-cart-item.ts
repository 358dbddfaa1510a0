import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { addCartItemSchema, cartSchema } from '../cart';

/** The store the shopper picked (doc 2 §4 service selection), for the add calls. */
export const storeIdQuerySchema = z.object({ storeId: z.optional(text(64)) });

/**
 * Adds a line or raises its quantity (sku and quantity; the picked store in
 * the query). A FINALIZED cart refuses it with errorCode 3 (doc 2 §7, §8).
 */
export const addCartItem = defineOperation({
  method: 'POST',
  path: '/api/carts/items',
  domain: 'cart',
  summary: "Adds a line or raises its quantity; a delivery pass offer's sku or a voucher's articleId (quantity 1) puts the pass or the voucher into the cart",
  query: storeIdQuerySchema,
  body: addCartItemSchema,
  response: cartSchema,
  features: ['featureCartCheckout'],
});
