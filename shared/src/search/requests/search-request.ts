import * as z from 'zod/mini';
import { queryInteger } from '../../platform/api/wire';

/*
 * What every search type takes: the term in the path and the page in the
 * query. The browser checks a search with these rules before it sends it, the
 * backend when it receives it.
 */

/**
 * The term, read trimmed: doc 2 §5 sets its minimum at 2 characters (the
 * flyout asks only from 3 on, doc 1 §5), at most 100. Sent as typed,
 * percent-encoded.
 */
export const searchTermParamsSchema = z.object({
  term: z
    .string()
    .check(z.trim(), z.minLength(2, 'must be at least 2 characters'), z.maxLength(100, 'must be at most 100 characters')),
});

/**
 * The search's paging: pageSize (5 for the content type in the flyout, doc 1
 * §9; the other types supply their own) and offset, 0 when left out.
 */
export const searchQuerySchema = z.object({
  pageSize: queryInteger(1, 100),
  offset: z._default(queryInteger(0), 0),
});

/**
 * The request of each type's search, by type, without its answer's schema (a route starts it early:
 * prefetchCall); the search operations spread them. One module with the rules above: a route starts
 * every type's search at once, and each module more would cost its wrapper in two chunks.
 */
export const searchRequest = {
  products: { method: 'GET', path: '/api/products/search/:term', params: searchTermParamsSchema, query: searchQuerySchema },
  content: { method: 'GET', path: '/api/content/search/:term', params: searchTermParamsSchema, query: searchQuerySchema },
  recipes: { method: 'GET', path: '/api/recipes/search/:term', params: searchTermParamsSchema, query: searchQuerySchema },
} as const;
