import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { listOrEmpty } from '../../platform/schemas/common';
import { addCartItemSchema, cartSchema } from '../cart';
import { storeIdQuerySchema } from './add-cart-item';

/** An item the bulk add could not add or raise (sold out, unknown, over maxQuantity …); extra fields are kept. */
const notAddedCartItemSchema = z.looseObject({
  sku: z.string(),
  quantity: z.optional(z.int()),
  reason: z.optional(z.string()),
});

/** What could not be added (none when the answer leaves it out) and the cart as it now is. */
const addCartItemsResponseSchema = z.object({
  notAddedOrUpdatedItems: listOrEmpty(notAddedCartItemSchema),
  cartDTO: cartSchema,
});
export type AddCartItemsResult = z.infer<typeof addCartItemsResponseSchema>;

/**
 * Adds several items at once (a recipe, a favorites list): 1 to 200, each
 * sku and quantity, the picked store in the query. Doc 2 §7 shows no body;
 * the answer names each item not added or raised, with the cart.
 */
export const addCartItems = defineOperation({
  method: 'POST',
  path: '/api/carts/items/bulk',
  domain: 'cart',
  summary: 'Adds many lines; answers notAddedOrUpdatedItems',
  query: storeIdQuerySchema,
  body: z.object({ items: z.array(addCartItemSchema).check(z.minLength(1), z.maxLength(200)) }),
  response: addCartItemsResponseSchema,
  features: ['featureCartCheckout'],
});
