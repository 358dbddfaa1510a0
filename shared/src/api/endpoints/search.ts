import * as z from 'zod/mini';
import { productSchema } from '../../schemas/catalogue';
import { searchResultsSchema, type SearchResults } from '../../schemas/search';
import type { ApiClient } from '../client';

/** Search content types of `GET /api/{type}/search/{term}` (doc 1 §7). */
export const SEARCH_TYPES = ['products', 'content', 'recipes'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const contentSearchHitSchema = z.object({ slug: z.string(), title: z.string(), teaser: z.string() });
export const recipeSearchHitSchema = z.object({ slug: z.string(), title: z.string() });

const schemas = {
  products: searchResultsSchema(productSchema),
  content: searchResultsSchema(contentSearchHitSchema),
  recipes: searchResultsSchema(recipeSearchHitSchema),
};
export type SearchHit<T extends SearchType> = z.infer<(typeof schemas)[T]>['results'][number];

/** doc 1 §7: GET /api/{type}/search/{term}, the term URL-encoded, with pageSize and offset. */
export function search<T extends SearchType>(
  api: ApiClient,
  type: T,
  term: string,
  page: { pageSize: number; offset?: number },
): Promise<SearchResults<SearchHit<T>>> {
  return api.request('GET', `/api/${type}/search/${encodeURIComponent(term)}`, {
    schema: schemas[type] as unknown as z.ZodMiniType<SearchResults<SearchHit<T>>>,
    query: { pageSize: page.pageSize, offset: page.offset ?? 0 },
  });
}
