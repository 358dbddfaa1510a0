export {
  SEARCH_TYPES,
  contentSearchHitSchema,
  recipeSearchHitSchema,
  searchQuerySchema,
  searchResponseSchema,
  search,
  type SearchType,
  type SearchHit,
  CATALOGUE_SEARCH_TYPES,
  brandSearchHitSchema,
  categorySearchHitSchema,
  catalogueSearchResponseSchema,
  searchCatalogue,
  type CatalogueSearchType,
  type CatalogueSearchHit,
} from './endpoints/search';
export {
  foldForSearch,
  foldSearchCharacters,
} from './search-folding';
