import type { ApiClient } from '@storefront/shared/api';
import { manageNewsletterTopics, type NewsletterTopicsOutcome } from '@storefront/shared/api';
import * as z from 'zod/mini';

export type NewsletterChange = { readonly subscribe?: string[]; readonly unsubscribe?: string[] };

/**
 * A newsletter change. A customer's goes to doc 1 §7's
 * POST /api/customers/newsletter-topics/manage; an anonymous visitor's, with
 * the e-mail address, to POST /api/content/newsletter-topics/manage (not shown
 * in doc 1; see the README). 202 means the change waits for the confirmation
 * link sent by e-mail (doc 1 §4).
 */
export async function manageNewsletter(
  api: ApiClient,
  change: NewsletterChange,
  anonymousEmail?: string,
): Promise<NewsletterTopicsOutcome> {
  if (anonymousEmail === undefined) return manageNewsletterTopics(api, change);
  const { status } = await api.send('POST', '/api/content/newsletter-topics/manage', {
    schema: z.unknown(),
    body: { email: anonymousEmail, subscribe: change.subscribe ?? [], unsubscribe: change.unsubscribe ?? [] },
  });
  return status === 202 ? 'pendingConfirmation' : 'updated';
}
