import * as z from 'zod/mini';
import { queryInteger } from '../platform/api/wire';

/*
 * The path and paging rules of the catalogue's calls, read by the browser
 * before it sends a request and by the backend when it receives one.
 */

/** The `:slug` of a category, product or recipe: lower-case letters and digits in words joined by single hyphens, at most 200 characters. */
export const slugParamsSchema = z.object({
  slug: z
    .string()
    .check(
      z.maxLength(200, 'must be at most 200 characters'),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens'),
    ),
});

/** The `:sku` of a product: letters, digits and hyphens, at most 64 characters. */
export const skuParamsSchema = z.object({
  sku: z
    .string()
    .check(z.maxLength(64, 'must be at most 64 characters'), z.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and hyphens')),
});

/**
 * The paging of a product list: pageSize 1 to 100 and an offset from 0; the
 * backend takes 24 from offset 0 when they are left out. doc 2 shows only
 * "params"; these are the ones of the search call (doc 1 §7).
 */
export const productPageQuery = {
  pageSize: z.optional(queryInteger(1, 100)),
  offset: z.optional(queryInteger(0)),
};
