import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '@storefront/server-kit/http/errors';
import type { MailOutbox } from './mail-outbox';
import { SESSION_COOKIE } from '@storefront/server-kit/security/cookies';
import type { ShopStore } from './shop-store';
import { TEST_ENDPOINT, TEST_PATH_PREFIX } from '@storefront/server-kit/faults/faults';
import { resetShop } from './reset';

/**
 * Test-only endpoints beside fault injection (installed with it, never in
 * production): end the caller's session as if it had been idle too long,
 * read the mails the shop would have sent, and restore the seed between tests.
 */
export const testRoutes: FastifyPluginAsync<{ store: ShopStore; outbox?: MailOutbox }> = async (app, { store, outbox }) => {
  app.post(`${TEST_PATH_PREFIX}expire-session`, TEST_ENDPOINT, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId || !store.sessions.expire(sessionId)) throw new HttpError(404, 'notFound', 'No session to expire');
    return reply.code(204).send();
  });

  // The mails the shop "sent" to an address, newest first (password reset links).
  app.get<{ Querystring: { to?: string } }>(`${TEST_PATH_PREFIX}mails`, async (request) => ({ mails: outbox?.to(request.query.to ?? '') ?? [] }));

  app.post(`${TEST_PATH_PREFIX}reset`, TEST_ENDPOINT, async (_request, reply) => {
    await resetShop(store.db);
    return reply.code(204).send();
  });
};
