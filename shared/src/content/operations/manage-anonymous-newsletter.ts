import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';
import { CONTENT_FIELDS } from '../fields';
import { givenText } from '../content';

/** The topics to subscribe and to unsubscribe, and the address that confirms the change. */
const anonymousNewsletterRequestSchema = z.object({
  email: CONTENT_FIELDS.email.requiredTrimmed(),
  subscribe: z._default(z.array(givenText(64)), []),
  unsubscribe: z._default(z.array(givenText(64)), []),
});
export type AnonymousNewsletterRequest = z.input<typeof anonymousNewsletterRequestSchema>;

/**
 * An anonymous visitor's newsletter change by e-mail address (doc 1 §3
 * anonymous newsletter texts; a customer's goes to
 * POST /api/customers/newsletter-topics/manage). Always answered 202: the
 * address has to confirm the change by the link sent to it first.
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
