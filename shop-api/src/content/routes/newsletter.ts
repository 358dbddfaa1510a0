import type { FastifyPluginAsync } from 'fastify';
import { confirmNewsletterTopics, manageNewsletterTopics } from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { confirmationPage } from '../../platform/confirmation-page';
import { validationError, type ValidationIssue } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import { NEWSLETTER_TOPIC_IDS } from '../seed/newsletter-topics';
import type { ShopStore } from '../../platform/shop-store';

/**
 * Refuses a change naming a topic the shop has no newsletter for: 400 with the
 * path of each unknown entry (`subscribe.1`), before anything is changed.
 */
export function requireKnownNewsletterTopics(change: { subscribe: readonly string[]; unsubscribe: readonly string[] }): void {
  const issues: ValidationIssue[] = (['subscribe', 'unsubscribe'] as const).flatMap((list) =>
    change[list].flatMap((topicId, index) =>
      NEWSLETTER_TOPIC_IDS.has(topicId) ? [] : [{ path: `${list}.${index}`, message: `unknown newsletter topic: ${topicId}` }],
    ),
  );
  if (issues.length > 0) throw validationError(issues);
}

/**
 * Subscribes and unsubscribes the logged-in customer's newsletter topics
 *. Unsubscribing is done at once. Subscribing to
 * a topic the customer does not hold yet waits for the confirmation link
 * (double opt-in): 202, and the topic is not added until the link is opened
 * (doc 1 §4). Otherwise 200 with the customer. This shop sends no mail: the
 * link is written to the server log.
 */
export const newsletterRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const route = operationRouter(app, { store, environment });

  route(manageNewsletterTopics, async ({ body: change, customer }, request, reply) => {
    requireKnownNewsletterTopics(change);
    const result = store.customers.changeNewsletterTopics(customer.id, change);
    if (result.outcome === 'pendingConfirmation') {
      const confirmationLink = `${confirmNewsletterTopics.path}?token=${result.token}`;
      request.log.info({ customerId: customer.id, confirmationLink }, 'newsletter confirmation mail (not sent: no mail service)');
      return reply.code(202).send();
    }
    return result.customer;
  });

  route(confirmNewsletterTopics, async ({ query: { token } }, _request, reply) => {
    const confirmed = store.customers.confirmNewsletterTopics(token);
    const [status, title, text] = confirmed
      ? [200, 'Newsletter bestätigt', 'Vielen Dank! Ab sofort erhalten Sie unseren Newsletter.']
      : [404, 'Link nicht mehr gültig', 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.'];
    return confirmationPage(reply, status, title, text);
  });
};
