import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '@storefront/shared/platform/api';
import type { Environment } from '../environment';
import { SESSION_COOKIE, cookieOptions } from './cookies';

/**
 * The XSRF token of doc 1 §7 as a signed double-submit token (OWASP): the
 * client still reads it from the XSRF-TOKEN cookie and sends it back in the
 * X-XSRF-TOKEN header, but the token is no longer any value the client picks.
 * It is `<nonce>.<mac>`, where the mac is an HMAC of the nonce and the
 * visitor's session id under the server's secret (XSRF_SECRET). So a token
 * made up, or taken from another visitor and planted as a cookie (from a
 * sibling host, or over plain HTTP), is worth nothing for a customer's session,
 * and a new session (login) needs a new token, which the login answer brings.
 *
 * A visitor without a session has tokens bound to no session: the server still
 * made them, and the header another site cannot set is what protects a guest's
 * cart; the customer's account is what the binding protects.
 */
export interface XsrfTokens {
  /** A new token for the session `sessionId` (undefined: a visitor without one). */
  issue(sessionId: string | undefined): string;
  /** Whether `token` was issued by this server for exactly this session. */
  verify(token: string, sessionId: string | undefined): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The XSRF tokens of this app (its secret), for the hook that checks them and for whoever changes the session. */
    xsrfTokens: XsrfTokens;
  }
}

const NONCE = /^[A-Za-z0-9_-]{22}$/;

export function createXsrfTokens(secret: string): XsrfTokens {
  const macOf = (nonce: string, sessionId: string | undefined) =>
    createHmac('sha256', secret)
      .update(`xsrf\0${sessionId ?? ''}\0${nonce}`)
      .digest();
  return {
    issue(sessionId) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${macOf(nonce, sessionId).toString('base64url')}`;
    },
    verify(token, sessionId) {
      const [nonce, mac, ...rest] = token.split('.');
      if (rest.length > 0 || !nonce || !mac || !NONCE.test(nonce)) return false;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(nonce, sessionId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The session a request's XSRF token must be bound to: its session cookie, as sent. */
export function xsrfBindingOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Gives the browser a token for the session it has from this answer on (readable by the page: doc 1 §7). */
export function renewXsrfToken(reply: FastifyReply, sessionId: string | undefined, environment: Environment): void {
  reply.setCookie(XSRF_COOKIE, reply.server.xsrfTokens.issue(sessionId), cookieOptions(environment, false));
}
