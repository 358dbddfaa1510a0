import * as z from 'zod/mini';
import { productSchema, type Product } from './catalogue';
import { PRODUCT_TAGS, productTags, type ProductTag } from './product-tags';
import { unitPriceOf } from './unit-price';
import { searchResultsSchema } from '../platform/schemas/results-page';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, productListingQuery, type ProductSort } from './listing-query';

/*
 * How a category's product list is sorted and narrowed (doc 2 §7 shows only
 * "params" for the category products call; these are the shop's choice). The
 * backend applies them with `applyProductListing`; the page keeps them in its URL.
 */

// The sort orders and the listing's query, in a module of their own (the early start of a route's data reads them).
export { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, productListingQuery, type ProductSort };

/** What a listing shows: its sort and its filters. Prices in cents. */
export interface ProductListing {
  readonly sort: ProductSort;
  /** Brand names; none = every brand. */
  readonly brands: readonly string[];
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  /** Every tag given must be on the product. */
  readonly tags: readonly ProductTag[];
  /** Only products that can be put in the cart now (available or ageRestricted). */
  readonly availableOnly: boolean;
}

export const DEFAULT_PRODUCT_LISTING: ProductListing = { sort: DEFAULT_PRODUCT_SORT, brands: [], tags: [], availableOnly: false };

/** The choices a category offers its filters, counted over all its products (filters left out). */
export const productFacetsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: z.int().check(z.positive()) })),
  tags: z.array(z.object({ tag: z.enum(PRODUCT_TAGS), count: z.int().check(z.positive()) })),
  /** Cheapest and dearest price in cents; null for a category without products. */
  priceRange: z.nullable(z.object({ min: z.int(), max: z.int() })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** A page of a category's products with the category's filter choices. */
export const categoryProductPageSchema = z.extend(searchResultsSchema(productSchema), { facets: productFacetsSchema });
export type CategoryProductPage = z.infer<typeof categoryProductPageSchema>;

/** Products the shopper can put in the cart now: available, or age-restricted with the age notice. */
export function isOrderable(product: Pick<Product, 'availability'>): boolean {
  const availability = product.availability ?? 'available';
  return availability === 'available' || availability === 'ageRestricted';
}

/** The price a listing sorts and filters by: what a shopper pays without membership (price.regular). */
const priceOf = (product: Product) => product.price.regular.value;

/** Per kg or litre; products without one sort after all that have one. */
const unitPriceKey = (product: Product) => unitPriceOf(product, priceOf(product))?.cents ?? Number.POSITIVE_INFINITY;

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

const COMPARATORS: Record<ProductSort, ((a: Product, b: Product) => number) | undefined> = {
  recommended: undefined,
  priceAsc: (a, b) => priceOf(a) - priceOf(b),
  priceDesc: (a, b) => priceOf(b) - priceOf(a),
  nameAsc: (a, b) => collator.compare(a.name, b.name),
  unitPriceAsc: (a, b) => unitPriceKey(a) - unitPriceKey(b),
};

/** The products that pass the listing's filters, in its sort order (stable: equal ones keep the shelf order). */
export function applyProductListing(products: readonly Product[], listing: ProductListing): Product[] {
  const brands = new Set(listing.brands);
  const kept = products.filter((product) => {
    if (brands.size > 0 && !brands.has(product.brand?.name ?? '')) return false;
    if (listing.minPrice !== undefined && priceOf(product) < listing.minPrice) return false;
    if (listing.maxPrice !== undefined && priceOf(product) > listing.maxPrice) return false;
    if (listing.availableOnly && !isOrderable(product)) return false;
    const tags = productTags(product);
    return listing.tags.every((tag) => tags.includes(tag));
  });
  const compare = COMPARATORS[listing.sort];
  return compare ? kept.sort(compare) : kept;
}

/** The filter choices of a category: brands by name with their counts, the tags its products carry, the price span. */
export function productFacets(products: readonly Product[]): ProductFacets {
  const brands = new Map<string, number>();
  const tags = new Map<ProductTag, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const product of products) {
    const brand = product.brand?.name;
    if (brand) brands.set(brand, (brands.get(brand) ?? 0) + 1);
    for (const tag of productTags(product)) tags.set(tag, (tags.get(tag) ?? 0) + 1);
    min = Math.min(min, priceOf(product));
    max = Math.max(max, priceOf(product));
  }
  return {
    brands: [...brands].map(([name, count]) => ({ name, count })).sort((a, b) => collator.compare(a.name, b.name)),
    tags: PRODUCT_TAGS.filter((tag) => tags.has(tag)).map((tag) => ({ tag, count: tags.get(tag)! })),
    priceRange: products.length > 0 ? { min, max } : null,
  };
}
