/** The types of the site search the flyout and the result page show, each its own `GET /api/{type}/search/{term}` (doc 1 §7). */
export const SEARCH_TYPES = ['products', 'content', 'recipes'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * The catalogue's own search types (the backend searches brands and
 * categories too). Kept apart from SEARCH_TYPES, the flyout's columns today,
 * so a remote that knows only those keeps compiling; a tenant may list them in
 * its flyout config once its search remote shows them.
 */
export const CATALOGUE_SEARCH_TYPES = ['brands', 'categories'] as const;
export type CatalogueSearchType = (typeof CATALOGUE_SEARCH_TYPES)[number];
