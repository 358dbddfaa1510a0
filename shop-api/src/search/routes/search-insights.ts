import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '@storefront/server-kit/http/errors';

/**
 * The provider's limits, which its API answers with 400 when exceeded: an
 * event names at most 20 objects (and as many positions), a request carries at
 * most 1000 events. The search remote keeps to them (a page of 24 products is
 * viewed in two events); this stand-in refuses what the provider would.
 */
export const MAX_OBJECTS_PER_EVENT = 20;
export const MAX_EVENTS_PER_REQUEST = 1000;

/**
 * One event of the search provider's events list. The provider is a third
 * party: this is its contract (the search remote's InsightsEvent), not the
 * storefront API's, so it is not one of shared's schemas.
 */
const insightsEventSchema = z.object({
  eventType: z.enum(['view', 'click', 'conversion']),
  eventName: z.string().min(1).max(64),
  index: z.string().min(1).max(64),
  userToken: z.string().regex(/^[A-Za-z0-9_=/+-]{1,129}$/, 'must be 1 to 129 letters, digits or _=/+-'),
  timestamp: z.number().int().positive(),
  objectIDs: z.array(z.string().min(1).max(256)).min(1).max(MAX_OBJECTS_PER_EVENT),
  positions: z.array(z.number().int().positive()).min(1).max(MAX_OBJECTS_PER_EVENT).optional(),
});

const insightsRequestSchema = z.object({ events: z.array(insightsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST) });

/**
 * POST /1/events: a local stand-in for the search provider's insights endpoint
 * (doc 1 §7), so the storefront's insight events have somewhere to go without
 * the internet. It checks the events list and writes it to the log. Not under
 * /api: the browser calls it like the third party it stands for, without the
 * shop's cookies or XSRF token.
 */
export const searchInsightsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/1/events', { config: { xsrfExempt: 'stand-in for the search provider\'s own endpoint, another party without the shop\'s cookies; it only logs' } }, async (request) => {
    const { events } = parseInput(insightsRequestSchema, request.body);
    request.log.info({ searchInsights: events }, `search insights: ${events.length} event(s)`);
    return { status: 200, message: 'OK' };
  });
};
