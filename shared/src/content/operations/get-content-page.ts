import { defineOperation } from '../../platform/api/operation';
import { contentPageSchema } from '../content';
import { contentPageRequest } from '../requests/content-page-request';

/**
 * The content page at a path (`/ueber-uns`, with or without a trailing
 * slash); a path without a page is 404. doc 1 does not show the page content
 * call; the storefront's is GET /api/content/pages?path=… (see the backend README).
 *
 * The answer is the page as this visitor may see it: the blocks
 * whose audience leaves the visitor out are not in it. A page whose own
 * audience leaves the visitor out answers 404, unless the visitor can get in:
 * CONTENT_ACCESS_ERROR_CODES.
 */
export const getContentPage = defineOperation({
  ...contentPageRequest,
  domain: 'content',
  summary: 'A content page by path, as the visitor may see it',
  response: contentPageSchema,
  features: [],
  alwaysAvailable: 'content pages exist in every shop (doc 1 §2 index)',
});

/**
 * The errorCodes of a content page the visitor may not see yet, with the way in:
 * - `loginRequired` (401): the page is for logged-in customers (or some of them) and nobody is logged in;
 * - `membersOnly` (403): the page is for loyalty club members and the customer is none.
 * Both carry the page's audience in `customPayload.audience`.
 */
export const CONTENT_ACCESS_ERROR_CODES = {
  loginRequired: 'contentLoginRequired',
  membersOnly: 'contentMembersOnly',
} as const;
