import * as z from 'zod/mini';
import {
  contactSubmissionResponseSchema,
  type ContactSubmission,
  type QuestionnaireSubmission,
} from '../content-forms';
import type { ApiClient } from '../../platform/api/client';
import { callWithStatus } from '../../platform/api/call';
import { manageNewsletterTopics, newsletterTopicsOutcome, type NewsletterTopicsOutcome } from '../../account/operations/manage-newsletter-topics';

// The calls of the content system's forms. doc 1 shows none of them (only the
// customer's newsletter call); their paths are the storefront's choice, in the
// backend README. Kept apart from content.ts so a page that only renders blocks
// does not carry the form schemas (phone parsing among them).

/** POST /api/content/contact: the contact form, files as base64; answers the reference of the message. */
export async function submitContactForm(api: ApiClient, submission: ContactSubmission): Promise<string> {
  const { reference } = await api.request('POST', '/api/content/contact', {
    schema: contactSubmissionResponseSchema,
    body: submission,
  });
  return reference;
}

/** POST /api/content/questionnaire; the answer's body is not used. */
export async function submitQuestionnaire(api: ApiClient, submission: QuestionnaireSubmission): Promise<void> {
  await api.send('POST', '/api/content/questionnaire', { schema: z.unknown(), body: submission });
}

export type NewsletterChange = { readonly subscribe?: string[]; readonly unsubscribe?: string[] };

/**
 * A newsletter change. A customer's goes to doc 1 §7's
 * POST /api/customers/newsletter-topics/manage; an anonymous visitor's, with
 * the e-mail address, to POST /api/content/newsletter-topics/manage. 202 means
 * the change waits for the confirmation link sent by e-mail (doc 1 §4).
 */
export async function manageNewsletter(
  api: ApiClient,
  change: NewsletterChange,
  anonymousEmail?: string,
): Promise<NewsletterTopicsOutcome> {
  if (anonymousEmail === undefined) return newsletterTopicsOutcome(await callWithStatus(api, manageNewsletterTopics, { body: change }));
  const { status } = await api.send('POST', '/api/content/newsletter-topics/manage', {
    schema: z.unknown(),
    body: { email: anonymousEmail, subscribe: change.subscribe ?? [], unsubscribe: change.unsubscribe ?? [] },
  });
  return status === 202 ? 'pendingConfirmation' : 'updated';
}
