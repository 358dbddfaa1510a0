import * as z from 'zod/mini';
import { queryBoolean, queryInteger, queryList, text } from '../platform/api/wire';
import { PRODUCT_TAGS } from './product-tags';

/** The sort orders of a listing; `recommended` is the shelf order. */
export const PRODUCT_SORTS = ['recommended', 'priceAsc', 'priceDesc', 'nameAsc', 'unitPriceAsc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'recommended';

/** The query of the category products call beyond its paging, as it travels. */
export const productListingQuery = {
  sort: z.optional(z.enum(PRODUCT_SORTS)),
  brand: z.optional(queryList(text(100))),
  minPrice: z.optional(queryInteger(0, 10_000_000)),
  maxPrice: z.optional(queryInteger(0, 10_000_000)),
  tag: z.optional(queryList(z.enum(PRODUCT_TAGS))),
  available: z.optional(queryBoolean()),
};
