import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/errors';

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
  objectIDs: z.array(z.string().min(1).max(256)).min(1).max(20),
  positions: z.array(z.number().int().positive()).min(1).max(20).optional(),
});

const insightsRequestSchema = z.object({ events: z.array(insightsEventSchema).min(1).max(1000) });

/**
 * POST /1/events: a local stand-in for the search provider's insights endpoint
 * (doc 1 §7), so the storefront's insight events have somewhere to go without
 * the internet. It checks the events list and writes it to the log. Not under
 * /api: the browser calls it like the third party it stands for, without the
 * shop's cookies or XSRF token.
 */
export const searchInsightsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/1/events', async (request) => {
    const { events } = parseInput(insightsRequestSchema, request.body);
    request.log.info({ searchInsights: events }, `search insights: ${events.length} event(s)`);
    return { status: 200, message: 'OK' };
  });
};
