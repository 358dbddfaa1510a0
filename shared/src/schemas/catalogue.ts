import { z } from 'zod';

/** Category tree node of doc 2 §3: name, slug, children. */
export interface CategoryNode {
  name: string;
  slug: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ name: z.string().min(1), slug: z.string().min(1), children: z.array(categoryNodeSchema) }),
);
export const categoryTreesSchema = z.array(categoryNodeSchema);

/** A price in cents (doc 2 §9). */
export const priceSchema = z.object({ value: z.number().int().nonnegative() });

export const productSchema = z.object({
  sku: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  category: z.string(),
  parentCategories: z.array(z.string()),
  maxQuantity: z.number().int().positive(),
  price: z.object({ regular: priceSchema, loyalty: priceSchema.optional(), depositPrice: priceSchema.optional() }),
  weightArticle: z.boolean().default(false),
  weightPieceArticle: z.boolean().default(false),
  quantityStepSize: z.number().int().positive().default(1),
  brand: z.object({ name: z.string() }).optional(),
});
export type Product = z.infer<typeof productSchema>;
