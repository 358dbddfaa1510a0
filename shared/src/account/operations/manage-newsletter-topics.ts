import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';

/** The newsletter topic ids to subscribe to and to unsubscribe from; a list left out is empty. */
const newsletterTopicChangesSchema = z.object({
  subscribe: z._default(z.array(z.string().check(z.minLength(1))), []),
  unsubscribe: z._default(z.array(z.string().check(z.minLength(1))), []),
});
export type NewsletterTopicChanges = z.input<typeof newsletterTopicChangesSchema>;

/**
 * The logged-in customer's newsletter topics (doc 1 §7). Only the status
 * matters: `newsletterTopicsOutcome` reads it.
 */
export const manageNewsletterTopics = defineOperation({
  method: 'POST',
  path: '/api/customers/newsletter-topics/manage',
  domain: 'account',
  summary: 'Newsletter topics; 202 = pending confirmation',
  body: newsletterTopicChangesSchema,
  response: ignoredAnswerSchema,
  features: ['featureCustomer'],
  customer: true,
});

/**
 * 202: the subscription waits for the customer's confirmation, so the topic is
 * not added locally (doc 1 §4); any other 2xx: the change is done.
 */
export type NewsletterTopicsOutcome = 'pendingConfirmation' | 'updated';

/** What a newsletter change's status means (doc 1 §4: 202 is pending confirmation). */
export function newsletterTopicsOutcome({ status }: { readonly status: number }): NewsletterTopicsOutcome {
  return status === 202 ? 'pendingConfirmation' : 'updated';
}
