import * as z from 'zod/mini';
import { searchResultsSchema } from '../platform/schemas/results-page';

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

/**
 * Whether a product picture's URL is a path of the shop: `/…`, never `//host` or `/\\host`, without
 * control characters, blanks or backslashes a browser would drop or read as slashes. A product answer is
 * data from outside the page: a `javascript:` or `vbscript:` URL must not reach an `<img src>` (the e2e
 * attack suite tries it).
 */
export function isShopImagePath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return /^\/(?![\\/])/.test(url) && !/[\u0000-\u0020\u007f-\u009f\\]/.test(url);
}

/** A price in cents. */
export const priceSchema = z.object({ value: z.int().check(z.nonnegative()) });

/** Product availability of doc 2 §4. */
export const PRODUCT_AVAILABILITIES = ['available', 'ageRestricted', 'temporarilyUnavailable', 'unavailable'] as const;
export const productAvailabilitySchema = z.enum(PRODUCT_AVAILABILITIES);
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

/** The product of doc 2 §3, with the fields doc 1 §3 reads for tracking. */
export const productSchema = z.object({
  sku: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  /**
   * The shop's article id, distinct from the sku (doc 1 §3): tracking reports
   * it and the external shop's /produkte/{id} takes it. Every product of the
   * shop's backend has one ("00-" and six digits); optional for a source without.
   */
  productId: z.optional(z.string()),
  category: z.string(),
  /** Names of the categories above the product, top first. */
  parentCategories: z.array(z.string()),
  maxQuantity: z.int().check(z.positive()),
  price: z.object({
    regular: priceSchema,
    /** The price for loyalty members. */
    loyalty: z.optional(priceSchema),
    /** Bottle or crate deposit on top of the price. */
    depositPrice: z.optional(priceSchema),
  }),
  /** Sold by weight. */
  weightArticle: z._default(z.boolean(), false),
  /** Sold by the piece, priced by weight. */
  weightPieceArticle: z._default(z.boolean(), false),
  quantityStepSize: z._default(z.int().check(z.positive()), 1),
  /** How the bundle reads on the shelf, e.g. "6 × 1,5 l" (format not shown in doc 2; text). */
  bundleInfo: z.optional(z.string()),
  /** Number of pieces in a bundle. */
  bundleSize: z.optional(z.int().check(z.positive())),
  /** Whether the product can be ordered now; a product the backend sends without it is available. */
  availability: z.optional(productAvailabilitySchema),
  brand: z.optional(z.object({ name: z.string() })),
  /**
   * The product's picture, a path of the shop (not shown in doc 2; every product of the shop has one). Any other
   * value (`javascript:`, `data:`, `//host`, …) is dropped: the product is shown without a picture (isShopImagePath).
   */
  imageUrl: z.optional(z.pipe(z.string().check(z.minLength(1)), z.transform((url) => (isShopImagePath(url) ? url : undefined)))),
});
export type Product = z.infer<typeof productSchema>;

/** An ingredient of a recipe: how much of what, and the sku of the article when the shop sells it. */
export const recipeIngredientSchema = z.object({
  name: z.string().check(z.minLength(1)),
  quantity: z.optional(z.string()),
  sku: z.optional(z.string().check(z.minLength(1))),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/** A recipe (not shown in the documents beyond its search hit, slug and title): ingredients link to products. */
export const recipeSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  teaser: z.string(),
  servings: z.int().check(z.positive()),
  durationMinutes: z.int().check(z.positive()),
  difficulty: z.enum(['einfach', 'mittel', 'anspruchsvoll']),
  ingredients: z.array(recipeIngredientSchema),
  steps: z.array(z.string()),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** A page of products: the paged lists of the catalogue and favorites calls. */
export const productPageSchema = searchResultsSchema(productSchema);

/**
 * The product fields tracking reads: sku, name, productId,
 * brand.name, parentCategories, price.regular.value (cents), weightArticle,
 * weightPieceArticle.
 */
export const trackingProductSchema = z.pick(productSchema, {
  sku: true,
  name: true,
  productId: true,
  brand: true,
  parentCategories: true,
  price: true,
  weightArticle: true,
  weightPieceArticle: true,
});
export type TrackingProduct = z.infer<typeof trackingProductSchema>;
