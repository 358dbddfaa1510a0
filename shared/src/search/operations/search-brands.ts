import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { searchQuerySchema, searchTermParamsSchema } from '../requests/search-request';

/** A brand hit: its slug, its name and how many products carry it. */
const brandSearchHitSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  productCount: z.int().check(z.nonnegative()),
});

/** Brands whose name contains the term, with the same paging as the other types. */
export const searchBrands = defineOperation({
  method: 'GET',
  path: '/api/brands/search/:term',
  domain: 'search',
  summary: 'Search brands',
  params: searchTermParamsSchema,
  query: searchQuerySchema,
  response: searchResultsSchema(brandSearchHitSchema),
  features: ['featureSearch', 'featureProductDiscovery'],
});
