import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { contentBlockSchema } from '../../platform/schemas/content-block';
import { searchTermParamsSchema } from '../requests/search-request';

/**
 * The banner above the search flyout's results for a term (doc 1 §7). Its
 * shape is not shown in doc 1; here it is a content block. A term without a
 * banner is answered 204, read as null: "nothing to show" is not an error.
 * The caller ignores a failure: no banner.
 */
export const getSearchBanner = defineOperation({
  method: 'GET',
  path: '/api/content/search/:term/banner',
  domain: 'search',
  summary: 'The search banner for a term, or 204',
  params: searchTermParamsSchema,
  response: z.pipe(
    z.nullish(contentBlockSchema),
    z.transform((banner) => banner ?? null),
  ),
  features: ['featureSearch'],
});
