import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { ignoredAnswerSchema } from '../../platform/api/wire';
import { requiredEmail } from '../../platform/validation/rules';
import { givenText } from '../content';

/** The topics to subscribe and to unsubscribe, and the address that confirms the change. */
const anonymousNewsletterRequestSchema = z.object({
  email: requiredEmail(),
  subscribe: z._default(z.array(givenText(64)), []),
  unsubscribe: z._default(z.array(givenText(64)), []),
});
export type AnonymousNewsletterRequest = z.input<typeof anonymousNewsletterRequestSchema>;

/**
 * An anonymous visitor's newsletter change by e-mail address (doc 1 §3
 * anonymous newsletter texts; a customer's goes to
 * POST /api/customers/newsletter-topics/manage). Always answered 202: the
 * address has to confirm the change by the link sent to it first (doc 1 §4).
 */
export const manageAnonymousNewsletter = defineOperation({
  method: 'POST',
  path: '/api/content/newsletter-topics/manage',
  domain: 'content',
  summary: "An anonymous visitor's newsletter change (202)",
  body: anonymousNewsletterRequestSchema,
  response: ignoredAnswerSchema,
  status: 202,
  features: [],
  alwaysAvailable: 'the anonymous newsletter content block',
});

/** What a newsletter change came to: 202 waits for the confirmation link sent by e-mail (doc 1 §4), any other success is done. */
export type NewsletterChangeOutcome = 'pendingConfirmation' | 'updated';

/** The outcome of a newsletter change by its answer's status. */
export function newsletterChangeOutcome({ status }: { readonly status: number }): NewsletterChangeOutcome {
  return status === 202 ? 'pendingConfirmation' : 'updated';
}
