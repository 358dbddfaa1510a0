import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED_COOKIE } from '@storefront/shared/platform/api';
import type { Customer } from '@storefront/shared/platform/schemas';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError } from '@storefront/server-kit/http/errors';
import type { CustomerRepository } from '../store/customers';
import type { SessionRepository } from '../store/sessions';

/** What the session rules read: the sessions, and the customer a session belongs to. */
export interface SessionStore {
  readonly sessions: SessionRepository;
  readonly customers: CustomerRepository;
}
import { LOGGED_IN_COOKIE, SESSION_COOKIE, cookieOptions } from '@storefront/server-kit/security/cookies';
import { renewXsrfToken } from '@storefront/server-kit/security/xsrf-tokens';

/**
 * The customer each request's session cookie stood for when the request
 * arrived, resolved once by the session hook (installSessionExpiry). A request
 * whose session had expired has an entry of undefined.
 */
const resolvedSessions = new WeakMap<FastifyRequest, string | undefined>();

/** Idle minutes until a session expires: 30, what shops commonly use; the spec names the expiry but not its length (doc 1 §4). */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;

/** The id of the customer whose live session cookie came with the request. */
export async function sessionCustomerId(request: FastifyRequest, store: SessionStore): Promise<string | undefined> {
  if (resolvedSessions.has(request)) return resolvedSessions.get(request);
  const sessionId = request.cookies[SESSION_COOKIE];
  return sessionId ? store.sessions.customerId(sessionId) : undefined;
}

/**
 * Sets the session cookie (httpOnly) and the loggedIn marker the client may
 * read. A fresh session also takes back a sessionExpired report
 * made earlier in the same response: a shopper who logs in again is not told
 * their session ran out.
 */
export function setSessionCookies(reply: FastifyReply, sessionId: string, environment: Environment): void {
  reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(environment, true));
  reply.setCookie(LOGGED_IN_COOKIE, 'true', cookieOptions(environment, false));
  // The XSRF token is bound to the session (xsrf-tokens.ts): a new session comes with its own.
  renewXsrfToken(reply, sessionId, environment);
  if (reportedExpiry.has(reply)) {
    reply.clearCookie(SESSION_EXPIRED_COOKIE, cookieOptions(environment, false));
    reportedExpiry.delete(reply);
  }
}

export function clearSessionCookies(reply: FastifyReply, environment: Environment): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(environment, true));
  reply.clearCookie(LOGGED_IN_COOKIE, cookieOptions(environment, false));
  renewXsrfToken(reply, undefined, environment);
}

const reportedExpiry = new WeakSet<FastifyReply>();

/**
 * A session that timed out (or that the server no longer knows) clears `sid`
 * and `loggedIn` and leaves the readable `sessionExpired` cookie, which the
 * client clears again after showing its notice once.
 */
function reportExpiredSession(reply: FastifyReply, environment: Environment): void {
  clearSessionCookies(reply, environment);
  reply.setCookie(SESSION_EXPIRED_COOKIE, 'true', cookieOptions(environment, false));
  reportedExpiry.add(reply);
}

/**
 * The logged-in customer, or a 401. Stale session cookies (a session that no
 * longer exists) are cleared with it, so the client's loggedIn cookie goes too
 * and its session resets.
 */
export async function requireCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
  environment: Environment,
): Promise<Customer> {
  const customerId = await sessionCustomerId(request, store);
  const customer = customerId ? await store.customers.findById(customerId) : undefined;
  if (customer) return customer;
  if (request.cookies[SESSION_COOKIE] || request.cookies[LOGGED_IN_COOKIE]) clearSessionCookies(reply, environment);
  throw unauthorized();
}

/** The 401 of a customer call without a (live) session. */
export function unauthorized(): HttpError {
  return new HttpError(401, 'unauthorized', 'Bitte melden Sie sich an.');
}

export interface SessionPolicy {
  /** A session unused for longer than this ends (SESSION_IDLE_MINUTES). */
  readonly idleMs: number;
  readonly now?: () => number;
}

/**
 * Resolves the session cookie once per request, before any handler runs: a
 * live session is marked as seen (its idle time starts again), an expired or
 * unknown one is deleted and reported with the sessionExpired cookie.
 */
export function installSessionExpiry(app: FastifyInstance, store: SessionStore, environment: Environment, policy: SessionPolicy): void {
  const now = policy.now ?? Date.now;
  let lastSweep = 0;
  app.addHook('onRequest', async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    const at = now();
    // Sessions nobody came back to are removed now and then, so the table does not grow forever.
    if (at - lastSweep > policy.idleMs) {
      store.sessions.deleteIdle(at - policy.idleMs);
      lastSweep = at;
    }
    const lookup = store.sessions.touch(sessionId, at, policy.idleMs);
    if (lookup.state === 'active') {
      resolvedSessions.set(request, lookup.customerId);
      return;
    }
    resolvedSessions.set(request, undefined);
    reportExpiredSession(reply, environment);
  });
}
