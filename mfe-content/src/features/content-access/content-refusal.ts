import { CONTENT_ACCESS_ERROR_CODES, contentAudienceListSchema } from '@storefront/shared/content';
import { isApiError } from '@storefront/shared/platform/api';
import * as z from 'zod/mini';

/**
 * A content page the visitor may not see yet, with the way in (shared
 * CONTENT_ACCESS_ERROR_CODES): a guest asked to log in, or a customer shown the
 * way into the club. `forMembers`: the page is for club members only.
 */
export interface ContentRefusal {
  readonly kind: 'loginRequired' | 'membersOnly';
  readonly forMembers: boolean;
}

/** The refusal a content call answered, or undefined for any other outcome. */
export function contentRefusal(error: unknown): ContentRefusal | undefined {
  if (!isApiError(error)) return undefined;
  const { errorCode, customPayload } = error.details;
  const kind =
    error.status === 401 && errorCode === CONTENT_ACCESS_ERROR_CODES.loginRequired
      ? 'loginRequired'
      : error.status === 403 && errorCode === CONTENT_ACCESS_ERROR_CODES.membersOnly
        ? 'membersOnly'
        : undefined;
  if (!kind) return undefined;
  const audience = z.safeParse(contentAudienceListSchema, customPayload?.['audience']);
  // Without a readable audience the prompt says no more than "for customers".
  const forMembers = kind === 'membersOnly' || (audience.success && !audience.data.includes('loggedInNotJoeMember'));
  return { kind, forMembers };
}
