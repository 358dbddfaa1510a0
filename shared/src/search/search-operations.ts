import type { ResultOf } from '../platform/api/operation';
import { searchBrands } from './operations/search-brands';
import { searchCategories } from './operations/search-categories';
import { searchContent } from './operations/search-content';
import { searchProducts } from './operations/search-products';
import { searchRecipes } from './operations/search-recipes';
import type { CatalogueSearchType, SearchType } from './search-types';

/** The search of each type the flyout and the result page show: one call per type, each with its own answer. */
export const SEARCH_OPERATIONS = { products: searchProducts, content: searchContent, recipes: searchRecipes } as const satisfies Record<
  SearchType,
  unknown
>;
/** The search of each catalogue type (brands, categories). */
export const CATALOGUE_SEARCH_OPERATIONS = { brands: searchBrands, categories: searchCategories } as const satisfies Record<
  CatalogueSearchType,
  unknown
>;

/** A hit of a search type as the caller reads it. */
export type SearchHit<T extends SearchType> = ResultOf<(typeof SEARCH_OPERATIONS)[T]>['results'][number];
/** A hit of a catalogue search type. */
export type CatalogueSearchHit<T extends CatalogueSearchType> = ResultOf<(typeof CATALOGUE_SEARCH_OPERATIONS)[T]>['results'][number];
