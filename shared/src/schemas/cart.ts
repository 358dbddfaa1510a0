import * as z from 'zod/mini';
import { productSchema } from './catalogue';

/** Cart status of doc 2 §4. */
export const cartStatusSchema = z.enum(['OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED']);

export const productLineItemSchema = z.object({
  lineItemId: z.string().check(z.minLength(1)),
  product: productSchema,
  quantity: z.int().check(z.positive()),
});

export const cartSchema = z.object({
  id: z.string().check(z.minLength(1)),
  customerId: z.nullable(z.string()),
  cartStatus: cartStatusSchema,
  lineItemCount: z.int().check(z.nonnegative()),
  productLineItems: z.array(productLineItemSchema),
  discountCodes: z.array(z.string()),
  freeOfChargeThreshold: z.int().check(z.nonnegative()),
  priceInfo: z.object({ orderValue: z.int().check(z.nonnegative()), total: z.int().check(z.nonnegative()) }),
});
export type Cart = z.infer<typeof cartSchema>;

export const addCartItemSchema = z.object({
  sku: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
});
