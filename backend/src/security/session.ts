import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Customer } from '@storefront/shared/schemas';
import type { Environment } from '../config';
import { HttpError } from '../http/errors';
import type { ShopStore } from '../store/shop-store';
import { LOGGED_IN_COOKIE, SESSION_COOKIE, cookieOptions } from './cookies';

/** The id of the customer whose session cookie came with the request, if that session exists. */
export async function sessionCustomerId(request: FastifyRequest, store: ShopStore): Promise<string | undefined> {
  const sessionId = request.cookies[SESSION_COOKIE];
  return sessionId ? store.sessions.customerId(sessionId) : undefined;
}

/** Sets the session cookie (httpOnly) and the loggedIn marker the client may read (doc 1 §3, §4). */
export function setSessionCookies(reply: FastifyReply, sessionId: string, environment: Environment): void {
  reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(environment, true));
  reply.setCookie(LOGGED_IN_COOKIE, 'true', cookieOptions(environment, false));
}

export function clearSessionCookies(reply: FastifyReply, environment: Environment): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(environment, true));
  reply.clearCookie(LOGGED_IN_COOKIE, cookieOptions(environment, false));
}

/**
 * The logged-in customer, or a 401. Stale session cookies (a session that no
 * longer exists) are cleared with it, so the client's loggedIn cookie goes too
 * and its session resets (doc 1 §4).
 */
export async function requireCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ShopStore,
  environment: Environment,
): Promise<Customer> {
  const customerId = await sessionCustomerId(request, store);
  const customer = customerId ? await store.customers.findById(customerId) : undefined;
  if (customer) return customer;
  if (request.cookies[SESSION_COOKIE] || request.cookies[LOGGED_IN_COOKIE]) clearSessionCookies(reply, environment);
  throw new HttpError(401, 'unauthorized', 'Bitte melden Sie sich an.');
}
