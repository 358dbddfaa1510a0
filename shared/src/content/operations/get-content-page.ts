import { defineOperation } from '../../platform/api/operation';
import { contentPageSchema } from '../content';
import { contentPageRequest } from '../content-requests';

/**
 * The content page at a path (`/ueber-uns`, with or without a trailing
 * slash); a path without a page is 404. doc 1 does not show the page content
 * call; the storefront's is GET /api/content/pages?path=… (see the backend README).
 */
export const getContentPage = defineOperation({
  ...contentPageRequest,
  domain: 'content',
  summary: 'A content page by path',
  response: contentPageSchema,
  features: [],
  alwaysAvailable: 'content pages exist in every shop (doc 1 §2 index)',
});
