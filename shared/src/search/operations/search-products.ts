import { defineOperation } from '../../platform/api/operation';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { productSchema } from '../../catalogue/catalogue';
import { searchRequest } from '../requests/search-request';

/**
 * Products whose name, brand or category contains the term, case- and
 * umlaut-insensitively, name matches first, as whole products.
 * A failed search is an empty result for the caller.
 */
export const searchProducts = defineOperation({
  ...searchRequest.products,
  domain: 'search',
  summary: 'Search products',
  response: searchResultsSchema(productSchema),
  features: ['featureSearch', 'featureProductDiscovery'],
});
