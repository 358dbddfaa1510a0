import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/platform/api';
import { fetchCsrfToken } from '@storefront/shared/platform/operations';
import type { Environment } from '../environment';
import { HttpError } from '../http/errors';
import { MUTATING_METHODS } from '../http/methods';
import { operationRouter } from '../operations/operation-routes';
import { createXsrfTokens, renewXsrfToken, xsrfBindingOf } from './xsrf-tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that changes something without the shop's XSRF token says why
     * another control stands in for it (a bearer token, a signature, a form
     * token of its own); every other such route needs the token.
     */
    xsrfExempt?: string;
  }
  interface FastifyInstance {
    /** `METHOD url` → why, of every route that named an exemption (the guarantee test lists them). */
    xsrfExemptions: ReadonlyMap<string, string>;
  }
}

function sameToken(header: string, cookie: string): boolean {
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit CSRF protection (doc 1 §7: the client reads the token from the
 * XSRF-TOKEN cookie and sends it back in X-XSRF-TOKEN), with tokens signed and
 * bound to the session (xsrf-tokens.ts). Another site can make the browser send
 * the cookie but cannot read it, so it cannot set the header.
 *
 * The check is decided on the route the router matched, never on the raw URL:
 * the router decodes `/%61pi/…` to `/api/…`, so a check of the URL as sent
 * would let a change through that the router then runs. Every route of a
 * changing method needs the token unless its config names an exemption
 * (`xsrfExempt`); a request that matched no route changes nothing (404).
 */
export function installCsrfProtection(
  app: FastifyInstance,
  environment: Environment,
  secret: string,
  /** Whether this app answers `GET /api/csrf` (the shop API), or only checks the tokens it issued (the server, with its secret). */
  { issueTokens = true }: { readonly issueTokens?: boolean } = {},
): void {
  const tokens = createXsrfTokens(secret);
  app.decorate('xsrfTokens', tokens);
  const exemptions = new Map<string, string>();
  app.decorate('xsrfExemptions', exemptions);
  app.addHook('onRoute', (route) => {
    const reason = route.config?.xsrfExempt;
    if (reason === undefined) return;
    for (const method of [route.method].flat()) exemptions.set(`${method} ${route.url}`, reason);
  });

  app.addHook('onRequest', async (request) => {
    if (!MUTATING_METHODS.has(request.method)) return;
    if (request.routeOptions.url === undefined || request.routeOptions.config.xsrfExempt !== undefined) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !sameToken(header, cookie) || !tokens.verify(cookie, xsrfBindingOf(request))) {
      throw new HttpError(403, 'csrf', 'Missing or invalid XSRF token');
    }
  });

  if (!issueTokens) return;
  // The client fires GET /api/csrf at start to get the token; only its cookie matters.
  operationRouter(app)(fetchCsrfToken, async (_input, request, reply) => {
    // A token the browser already holds for its session is kept: rotating it would fail requests
    // another tab has in flight with the old header.
    const current = request.cookies[XSRF_COOKIE];
    if (!current || !tokens.verify(current, xsrfBindingOf(request))) renewXsrfToken(reply, xsrfBindingOf(request), environment);
    reply.header('cache-control', 'no-store');
  });
}
