import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, XSRF_HEADER, type ApiClient } from '@storefront/shared/platform/api';
import { login } from '@storefront/shared/platform/operations';
import { DEMO_PASSWORD } from '../account/seed/customers';
import { CookieJar, browserHeaders, fetchXsrfToken, inProcessApiClient } from './test-app.test-support';

/** The demo customers of seed/customers.ts by role. */
export const DEMO = {
  anna: 'kundin@frischmarkt.example',
  plain: 'neu@frischmarkt.example',
  club: 'club@frischmarkt.example',
  cart: 'warenkorb@frischmarkt.example',
  blocked: 'gesperrt@frischmarkt.example',
} as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Shopper {
  readonly jar: CookieJar;
  readonly api: ApiClient;
  /** A raw request with the shopper's cookies and XSRF header (xsrf: false leaves the header out). */
  send(
    method: Method,
    url: string,
    body?: unknown,
    options?: { xsrf?: boolean; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

/** A browser that fetched its XSRF token and, given an e-mail address, logged in with the demo password. */
export async function shopper(app: FastifyInstance, email?: string): Promise<Shopper> {
  const jar = new CookieJar();
  await fetchXsrfToken(app, jar);
  const api = inProcessApiClient(app, jar);
  if (email) await call(api, login, { body: { email, password: DEMO_PASSWORD } });
  return {
    jar,
    api,
    async send(method, url, body, options = {}) {
      const headers = browserHeaders(jar);
      if (options.xsrf === false) delete headers[XSRF_HEADER];
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      jar.store(response);
      return response;
    },
  };
}
