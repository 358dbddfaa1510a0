import { defineOperation } from '../../platform/api/operation';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { productSchema } from '../../catalogue/catalogue';
import { searchQuerySchema, searchTermParamsSchema } from '../search-request';

/**
 * Products whose name, brand or category contains the term, case- and
 * umlaut-insensitively, name matches first, as whole products (doc 1 §3, §7).
 * A failed search is an empty result for the caller (doc 1 §8).
 */
export const searchProducts = defineOperation({
  method: 'GET',
  path: '/api/products/search/:term',
  domain: 'search',
  summary: 'Search products',
  params: searchTermParamsSchema,
  query: searchQuerySchema,
  response: searchResultsSchema(productSchema),
  features: ['featureSearch', 'featureProductDiscovery'],
});
