import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE } from '../security/cookies';
import type { ShopStore } from '../store/shop-store';
import { TEST_PATH_PREFIX } from './faults';
import { resetShop } from './reset';

/**
 * Test-only endpoints beside fault injection (installed with it, never in
 * production): end the caller's session as if it had been idle too long, and
 * restore the seed between tests.
 */
export const testRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.post(`${TEST_PATH_PREFIX}expire-session`, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId || !store.sessions.expire(sessionId)) throw new HttpError(404, 'notFound', 'No session to expire');
    return reply.code(204).send();
  });

  app.post(`${TEST_PATH_PREFIX}reset`, async (_request, reply) => {
    await resetShop(store.db);
    return reply.code(204).send();
  });
};
