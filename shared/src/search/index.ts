/*
 * The site search: one call per searched type, the banner above the flyout's
 * results, and how the search matches text.
 */
export { getSearchBanner } from './operations/get-search-banner';
export { searchBrands } from './operations/search-brands';
export { searchCategories } from './operations/search-categories';
export { searchContent } from './operations/search-content';
export { searchProducts } from './operations/search-products';
export { searchRecipes } from './operations/search-recipes';
export { CATALOGUE_SEARCH_OPERATIONS, SEARCH_OPERATIONS, type CatalogueSearchHit, type SearchHit } from './search-operations';
export { CATALOGUE_SEARCH_TYPES, SEARCH_TYPES, type CatalogueSearchType, type SearchType } from './search-types';
export { foldForSearch, foldSearchCharacters } from './search-folding';
export { searchRequest } from './requests';
