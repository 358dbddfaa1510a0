import type { FastifyPluginAsync } from 'fastify';
import { login, logout } from '@storefront/shared/platform/operations';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import { SESSION_COOKIE } from '@storefront/server-kit/security/cookies';
import { hashPassword, verifyPassword } from '../rules/passwords';
import { clearSessionCookies, setSessionCookies } from '../rules/session';
import type { ShopStore } from '../../platform/shop-store';

/**
 * Logging in and out (POST /api/auth/login, POST /api/auth/logout, doc 1 §7).
 * The session lives in the httpOnly `sid` cookie; `loggedIn` tells the client that it has one
 * (doc 1 §3 login types, §4 session states).
 */
export const authRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  // Checked against for unknown e-mail addresses, so they take as long as a wrong password.
  const unknownAccountHash = hashPassword('no account has this password');

  const route = operationRouter(app);

  route(login, async ({ body: { email, password } }, request, reply) => {
    const account = await store.customers.findByEmail(email);
    const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await unknownAccountHash));
    if (!account || !passwordMatches) {
      throw new HttpError(401, 'invalidCredentials', 'E-Mail-Adresse oder Passwort ist falsch.');
    }
    // Told only to whoever knows the password: a new account logs in once its address is confirmed (README).
    if (!account.emailConfirmed) {
      throw new HttpError(
        403,
        'emailNotConfirmed',
        'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in der Bestätigungs-E-Mail.',
      );
    }
    // A fresh session id at every login: an id planted before the login is worth nothing after it.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await store.sessions.delete(previous);
    setSessionCookies(reply, await store.sessions.create(account.customer.id), environment);
    return account.customer;
  });

  route(logout, async (_input, request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) await store.sessions.delete(sessionId);
    clearSessionCookies(reply, environment);
  });
};
