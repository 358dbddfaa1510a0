import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { searchRequest } from '../requests/search-request';

/** A content page hit: its slug, title and teaser. */
const contentSearchHitSchema = z.object({ slug: z.string(), title: z.string(), teaser: z.string() });

/**
 * Content pages that contain the term (doc 1 §3, §7); the flyout asks for 5
 *. A failed search is an empty result for the caller.
 */
export const searchContent = defineOperation({
  ...searchRequest.content,
  domain: 'search',
  summary: 'Search content pages',
  response: searchResultsSchema(contentSearchHitSchema),
  features: ['featureSearch'],
});
