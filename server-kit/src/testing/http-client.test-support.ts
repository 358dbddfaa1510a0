// What a test needs to talk to a Fastify app as a browser would: cookies kept between calls, the
// XSRF token fetched as the shell fetches it, and the shared API client on top (its zod schemas check
// every answer). Used by the tests of both houses and of the two together.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiClient, XSRF_COOKIE, XSRF_HEADER, type ApiClient } from '@storefront/shared/platform/api';

/** Cookies a browser would keep between requests to the app. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Fetches the XSRF token the way the shell does at start and keeps it in the jar. */
export async function fetchXsrfToken(app: FastifyInstance, jar: CookieJar): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie: jar.header() } });
  jar.store(response);
  const token = jar.get(XSRF_COOKIE);
  if (!token) throw new Error('GET /api/csrf set no XSRF-TOKEN cookie');
  return token;
}

/** Headers of a browser request with the jar's cookies and, once fetched, the XSRF header. */
export function browserHeaders(jar: CookieJar): Record<string, string> {
  const token = jar.get(XSRF_COOKIE);
  return { cookie: jar.header(), ...(token ? { [XSRF_HEADER]: token } : {}) };
}

/**
 * The shared API client talking to the app in process: every answer goes
 * through the same zod schemas the shell and the remotes parse it with, so a
 * test using it proves the backend keeps the contract.
 */
export function inProcessApiClient(app: FastifyInstance, jar: CookieJar, options: { host?: string } = {}): ApiClient {
  const fetchViaInject = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    // The tenant is chosen by the host name (tenants/tenants.ts); without one, the default tenant.
    if (options.host) headers['host'] = options.host;
    const cookie = jar.header();
    if (cookie) headers['cookie'] = cookie;
    let payload: string | Buffer | undefined = typeof init.body === 'string' ? init.body : undefined;
    if (init.body instanceof FormData) {
      // A file upload: encoded as a browser would, with its multipart boundary.
      const encoded = new Request('http://shop.test', { method: 'POST', body: init.body });
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    jar.store(response);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
  return createApiClient({ fetch: fetchViaInject as typeof fetch, readCookie: (name) => jar.get(name) });
}

