import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { confirmationTokenQuery } from '../confirmation-token';

/**
 * The link of the newsletter confirmation mail (double opt-in, doc 1 §4): the
 * shopper opens it in the browser and gets a page saying whether the topics
 * are subscribed; only then are they added to the customer.
 */
export const confirmNewsletterTopics = defineOperation({
  method: 'GET',
  path: '/api/customers/newsletter-topics/confirm',
  domain: 'account',
  summary: 'The newsletter confirmation link (an HTML page)',
  query: confirmationTokenQuery,
  response: z.string(),
  responseMediaType: 'text/html',
  features: ['featureCustomer'],
});
