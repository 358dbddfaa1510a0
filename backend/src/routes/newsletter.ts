import type { FastifyPluginAsync } from 'fastify';
import { manageNewsletterTopicsRequestSchema } from '@storefront/shared/api';
import { HttpError, parseInput } from '../http/errors';
import { sessionCustomerId } from '../security/session';
import type { ShopStore } from '../store/shop-store';

/**
 * doc 1 §7: POST /api/customers/newsletter-topics/manage, the logged-in
 * customer's newsletter topics. Subscribing to a topic the customer does not
 * have yet waits for the confirmation link (double opt-in): 202, and the topic
 * is not added (doc 1 §4). Only unsubscribing, or topics already held: 204.
 * The in-memory store keeps no topic changes; a confirmed subscription would
 * appear in the customer's newsletterTopics.
 */
export const newsletterRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.post('/api/customers/newsletter-topics/manage', async (request, reply) => {
    const change = parseInput(manageNewsletterTopicsRequestSchema, request.body);
    const customerId = await sessionCustomerId(request, store);
    const customer = customerId ? await store.customers.findById(customerId) : undefined;
    if (!customer) throw new HttpError(401, 'unauthorized', 'Bitte melden Sie sich an.');
    const held = new Set(customer.newsletterTopics.map((topic) => topic.newsletterTopicId));
    const pending = change.subscribe.some((topic) => !held.has(topic));
    return reply.code(pending ? 202 : 204).send();
  });
};
