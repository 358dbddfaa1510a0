import * as z from 'zod/mini';

/** Category tree node of doc 2 §3: name, slug, children. */
export interface CategoryNode {
  name: string;
  slug: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodMiniType<CategoryNode> = z.lazy(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    slug: z.string().check(z.minLength(1)),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoryTreesSchema = z.array(categoryNodeSchema);

/** A price in cents (doc 2 §9). */
export const priceSchema = z.object({ value: z.int().check(z.nonnegative()) });

export const productSchema = z.object({
  sku: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  category: z.string(),
  parentCategories: z.array(z.string()),
  maxQuantity: z.int().check(z.positive()),
  price: z.object({
    regular: priceSchema,
    loyalty: z.optional(priceSchema),
    depositPrice: z.optional(priceSchema),
  }),
  weightArticle: z._default(z.boolean(), false),
  weightPieceArticle: z._default(z.boolean(), false),
  quantityStepSize: z._default(z.int().check(z.positive()), 1),
  brand: z.optional(z.object({ name: z.string() })),
});
export type Product = z.infer<typeof productSchema>;
