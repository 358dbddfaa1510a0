import type { SessionSnapshot } from '@storefront/shared/platform/contracts';
import { useSessionSnapshot } from '@storefront/shared/platform/parcel';

/**
 * Whom the content is asked for, as a part of its SWR key: `notLoggedIn`, or
 * the logged-in customer. The shop API answers each visitor with the content
 * for their audience (doc 2 §6: not logged in, a club member, logged in and
 * not a member); whether a customer is a member only the shop API knows, and
 * it is the customer's, so the customer stands for their audience here. A
 * change of session is a new key: the page is asked again, and no answer kept
 * for one visitor is shown to another (a member's page to the guest after
 * logout, or to the next customer on the same computer).
 *
 * null while the session is not known yet (the shell's first customer fetch,
 * doc 1 §5): the page is asked once it is, so its first answer is already the
 * visitor's. A guest's session is known at once (no loggedIn cookie, no fetch).
 */
export function contentViewer(session: SessionSnapshot): string | null {
  if (session.status === 'unknown') return null;
  return session.customer ? `customer:${session.customer.id}` : 'notLoggedIn';
}

export function useContentViewer(): string | null {
  return contentViewer(useSessionSnapshot());
}
