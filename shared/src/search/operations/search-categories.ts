import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { searchQuerySchema, searchTermParamsSchema } from '../requests/search-request';

/** A category hit: its slug, its name and the names above it, top first. */
const categorySearchHitSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  parentCategories: z.array(z.string()),
});

/** Categories whose name contains the term, with the same paging as the other types. */
export const searchCategories = defineOperation({
  method: 'GET',
  path: '/api/categories/search/:term',
  domain: 'search',
  summary: 'Search categories',
  params: searchTermParamsSchema,
  query: searchQuerySchema,
  response: searchResultsSchema(categorySearchHitSchema),
  features: ['featureSearch', 'featureProductDiscovery'],
});
