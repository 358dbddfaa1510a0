import * as z from 'zod/mini';
import { productSchema } from './catalogue';

/*
 * The props of the catalogue's fragments (shared/src/platform/contracts/fragments.ts).
 * The content remote passes a block's fields with its id and headline; other
 * remotes pass products they already have. Each fragment parses its props and
 * shows nothing for props it cannot read, so a bad block never breaks its page.
 */

const sku = z.string().check(z.minLength(1), z.maxLength(64));
/** A content block's headline and id, as the content remote's FragmentBlock adds them. */
const blockProps = {
  headline: z.optional(z.string().check(z.maxLength(200))),
  blockId: z.optional(z.string()),
};

/** `product-list`: tiles for products another remote already has (search results, favorites). */
export const productListFragmentPropsSchema = z.object({
  products: z.array(productSchema),
  /** Where the tiles sit, for tracking and the add's source: 'search', 'favorites'. */
  source: z.optional(z.string().check(z.maxLength(40))),
});
export type ProductListFragmentProps = z.infer<typeof productListFragmentPropsSchema>;

/** `product-group`: the products of the given skus, in that order (a content block). At most 48. */
export const productGroupFragmentPropsSchema = z.object({
  skus: z.array(sku).check(z.minLength(1), z.maxLength(48)),
  ...blockProps,
});
export type ProductGroupFragmentProps = z.infer<typeof productGroupFragmentPropsSchema>;

/** `product-promotion`: one product shown large, with an optional badge ("-17 %") (a content block). */
export const productPromotionFragmentPropsSchema = z.object({
  sku,
  badge: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  ...blockProps,
});
export type ProductPromotionFragmentProps = z.infer<typeof productPromotionFragmentPropsSchema>;

/** `recipe-group`: the recipes of the given slugs, in that order (a content block). At most 24. */
export const recipeGroupFragmentPropsSchema = z.object({
  slugs: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1), z.maxLength(24)),
  ...blockProps,
});
export type RecipeGroupFragmentProps = z.infer<typeof recipeGroupFragmentPropsSchema>;

/** `recipe-search`: a recipe search field that opens the recipes page with the term (a content block). */
export const recipeSearchFragmentPropsSchema = z.object({
  placeholder: z.optional(z.string().check(z.maxLength(100))),
  ...blockProps,
});
export type RecipeSearchFragmentProps = z.infer<typeof recipeSearchFragmentPropsSchema>;
