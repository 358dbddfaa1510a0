import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/platform/api';
import { fetchCsrfToken } from '@storefront/shared/platform/operations';
import type { Environment } from '../config';
import { HttpError } from '../http/errors';
import { MUTATING_METHODS } from '../http/methods';
import { operationRouter } from '../platform/operation-routes';
import { cookieOptions } from './cookies';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Every mutating API call and the client error report carry the XSRF token (doc 1 §7). */
function needsToken(method: string, path: string): boolean {
  if (!MUTATING_METHODS.has(method)) return false;
  return path.startsWith('/api/') || (method === 'POST' && path === '/logs');
}

function sameToken(header: string, cookie: string): boolean {
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit CSRF protection (doc 1 §7: the client reads the token from the
 * XSRF-TOKEN cookie and sends it back in X-XSRF-TOKEN). Another site can make
 * the browser send the cookie but cannot read it, so it cannot set the header.
 */
export function installCsrfProtection(app: FastifyInstance, environment: Environment): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!needsToken(request.method, path)) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !TOKEN_PATTERN.test(cookie) || !sameToken(header, cookie)) {
      throw new HttpError(403, 'csrf', 'Missing or invalid XSRF token');
    }
  });

  // The client fires GET /api/csrf at start to get the token; only its cookie matters (doc 1 §7).
  operationRouter(app)(fetchCsrfToken, async (_input, request, reply) => {
    // A token the browser already holds is kept: rotating it would fail requests
    // another tab has in flight with the old header.
    const current = request.cookies[XSRF_COOKIE];
    if (!current || !TOKEN_PATTERN.test(current)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), cookieOptions(environment, false));
    }
    reply.header('cache-control', 'no-store');
  });
}
