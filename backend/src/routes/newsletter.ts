import type { FastifyPluginAsync } from 'fastify';
import { manageNewsletterTopicsRequestSchema } from '@storefront/shared/api';
import type { Customer } from '@storefront/shared/schemas';
import type { Environment } from '../config';
import { confirmationPage } from '../http/confirmation-page';
import { parseInput } from '../http/errors';
import { confirmationTokenQuerySchema } from '../http/request-params';
import { requireCustomer } from '../security/session';
import type { ShopStore } from '../store/shop-store';

/**
 * doc 1 §7: POST /api/customers/newsletter-topics/manage, the logged-in
 * customer's newsletter topics. Unsubscribing is done at once. Subscribing to
 * a topic the customer does not hold yet waits for the confirmation link
 * (double opt-in): 202, and the topic is not added until the link is opened
 * (doc 1 §4). Otherwise 200 with the customer. This shop sends no mail: the
 * link is written to the server log.
 */
export const newsletterRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  app.post('/api/customers/newsletter-topics/manage', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const change = parseInput(manageNewsletterTopicsRequestSchema, request.body);
    const result = store.customers.changeNewsletterTopics(customer.id, change);
    if (result.outcome === 'pendingConfirmation') {
      const confirmationLink = `/api/customers/newsletter-topics/confirm?token=${result.token}`;
      request.log.info({ customerId: customer.id, confirmationLink }, 'newsletter confirmation mail (not sent: no mail service)');
      return reply.code(202).send();
    }
    return reply.code(200).send(result.customer satisfies Customer);
  });

  app.get('/api/customers/newsletter-topics/confirm', async (request, reply) => {
    const { token } = parseInput(confirmationTokenQuerySchema, request.query);
    const confirmed = store.customers.confirmNewsletterTopics(token);
    const [status, title, text] = confirmed
      ? [200, 'Newsletter bestätigt', 'Vielen Dank! Ab sofort erhalten Sie unseren Newsletter.']
      : [404, 'Link nicht mehr gültig', 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.'];
    return confirmationPage(reply, status, title, text);
  });
};
