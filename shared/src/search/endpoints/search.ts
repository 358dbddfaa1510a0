import * as z from 'zod/mini';
import { productSchema } from '../../catalogue/catalogue';
import { searchResultsSchema, type SearchResults } from '../../platform/schemas/results-page';
import type { ApiClient } from '../../platform/api/client';
import { queryInteger, segment } from '../../platform/api/wire';

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

/**
 * The search's paging: pageSize (5 for the content type in the flyout, doc 1
 * §9; the other types supply their own) and offset.
 */
export const searchQuerySchema = z.object({
  pageSize: queryInteger(1, 100),
  offset: z._default(queryInteger(0), 0),
});

/** The search answer for a type. */
export function searchResponseSchema<T extends SearchType>(type: T): z.ZodMiniType<SearchResults<SearchHit<T>>> {
  return schemas[type] as unknown as z.ZodMiniType<SearchResults<SearchHit<T>>>;
}

/**
 * doc 1 §7: GET /api/{type}/search/{term}, the term URL-encoded, with pageSize
 * and offset. On failure the caller shows emptySearchResults() (doc 1 §8).
 */
export async function search<T extends SearchType>(
  api: ApiClient,
  type: T,
  term: string,
  page: { pageSize: number; offset?: number },
): Promise<SearchResults<SearchHit<T>>> {
  return api.request('GET', `/api/${segment(type, 'search type')}/search/${segment(term, 'search term')}`, {
    schema: searchResponseSchema(type),
    query: { pageSize: page.pageSize, offset: page.offset ?? 0 },
  });
}

/**
 * The catalogue's own search types (the backend searches brands and
 * categories too). Kept apart from SEARCH_TYPES, the flyout's columns today,
 * so a remote that knows only those keeps compiling; a tenant may list them in
 * its flyout config once its search remote shows them.
 */
export const CATALOGUE_SEARCH_TYPES = ['brands', 'categories'] as const;
export type CatalogueSearchType = (typeof CATALOGUE_SEARCH_TYPES)[number];

/** A brand hit: its slug, its name and how many products carry it. */
export const brandSearchHitSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  productCount: z.int().check(z.nonnegative()),
});
/** A category hit: its slug, its name and the names above it, top first. */
export const categorySearchHitSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  parentCategories: z.array(z.string()),
});

const catalogueSchemas = {
  brands: searchResultsSchema(brandSearchHitSchema),
  categories: searchResultsSchema(categorySearchHitSchema),
};
export type CatalogueSearchHit<T extends CatalogueSearchType> = z.infer<(typeof catalogueSchemas)[T]>['results'][number];

/** The search answer for a catalogue type. */
export function catalogueSearchResponseSchema<T extends CatalogueSearchType>(
  type: T,
): z.ZodMiniType<SearchResults<CatalogueSearchHit<T>>> {
  return catalogueSchemas[type] as unknown as z.ZodMiniType<SearchResults<CatalogueSearchHit<T>>>;
}

/** GET /api/{brands|categories}/search/{term}: the same call and paging as search(). */
export async function searchCatalogue<T extends CatalogueSearchType>(
  api: ApiClient,
  type: T,
  term: string,
  page: { pageSize: number; offset?: number },
): Promise<SearchResults<CatalogueSearchHit<T>>> {
  return api.request('GET', `/api/${segment(type, 'search type')}/search/${segment(term, 'search term')}`, {
    schema: catalogueSearchResponseSchema(type),
    query: { pageSize: page.pageSize, offset: page.offset ?? 0 },
  });
}
