import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { contentPageSchema } from '../content';

/**
 * The content page at a path (`/ueber-uns`, with or without a trailing
 * slash); a path without a page is 404. doc 1 does not show the page content
 * call; the storefront's is GET /api/content/pages?path=… (see the backend README).
 */
export const getContentPage = defineOperation({
  method: 'GET',
  path: '/api/content/pages',
  domain: 'content',
  summary: 'A content page by path',
  query: z.object({ path: z.string().check(z.startsWith('/', 'must start with /'), z.maxLength(2048)) }),
  response: contentPageSchema,
  features: [],
  alwaysAvailable: 'content pages exist in every shop (doc 1 §2 index)',
});
