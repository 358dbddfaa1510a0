import * as z from 'zod/mini';

/** Search results of doc 1 §3: total, count, offset, results. */
export function searchResultsSchema<T extends z.ZodMiniType>(result: T) {
  return z.object({
    total: z.int().check(z.nonnegative()),
    count: z.int().check(z.nonnegative()),
    offset: z.int().check(z.nonnegative()),
    results: z.array(result),
  });
}
export type SearchResults<T> = { total: number; count: number; offset: number; results: T[] };

/** A failed search is silently an empty result. */
export function emptySearchResults<T>(): SearchResults<T> {
  return { total: 0, count: 0, offset: 0, results: [] };
}
