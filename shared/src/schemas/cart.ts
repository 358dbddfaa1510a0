import { z } from 'zod';
import { productSchema } from './catalogue';

/** Cart status of doc 2 §4. */
export const cartStatusSchema = z.enum(['OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED']);

export const productLineItemSchema = z.object({
  lineItemId: z.string().min(1),
  product: productSchema,
  quantity: z.number().int().positive(),
});

export const cartSchema = z.object({
  id: z.string().min(1),
  customerId: z.string().nullable(),
  cartStatus: cartStatusSchema,
  lineItemCount: z.number().int().nonnegative(),
  productLineItems: z.array(productLineItemSchema),
  discountCodes: z.array(z.string()),
  freeOfChargeThreshold: z.number().int().nonnegative(),
  priceInfo: z.object({ orderValue: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
});
export type Cart = z.infer<typeof cartSchema>;

export const addCartItemSchema = z.object({
  sku: z.string().min(1),
  quantity: z.number().int().positive(),
});
