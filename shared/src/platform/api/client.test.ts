import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, IDEMPOTENCY_HEADER, REQUEST_ID_HEADER, XSRF_HEADER } from './client';
import { ApiError, BACKEND_UNAVAILABLE_MESSAGE, isApiError } from './errors';
import { headers, ok, scriptedFetch } from './scripted-fetch.test-support';

describe('isApiError', () => {
  it('recognises an ApiError thrown by another bundle\'s copy of the class', () => {
    class OtherBundleApiError extends Error {
      override readonly name = 'ApiError';
      constructor(
        readonly kind: string,
        readonly status: number,
        readonly details: object = {},
      ) {
        super('from the shell');
      }
    }
    expect(isApiError(new OtherBundleApiError('backend', 404))).toBe(true);
    expect(isApiError(new ApiError('http', 500, 'x'))).toBe(true);
    expect(isApiError(new OtherBundleApiError('teapot', 418))).toBe(false);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('API client', () => {
  it('sends credentials, JSON accept, a request id and the XSRF token from its cookie', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { ok: true } });
    const api = createApiClient({ fetch, readCookie: (name) => (name === 'XSRF-TOKEN' ? 'tok en' : undefined) });
    await expect(api.request('GET', '/api/customers', { schema: ok })).resolves.toEqual({ ok: true });
    const [{ init }] = requests as [{ url: string; init: RequestInit }];
    expect(init.credentials).toBe('include');
    expect(headers(init)['Accept']).toBe('application/json');
    expect(headers(init)[XSRF_HEADER]).toBe('tok en');
    expect(headers(init)[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}-\d+$/);
    expect(headers(init)[IDEMPOTENCY_HEADER]).toBeUndefined();
  });

  it('sends UTF-8 JSON bodies and an idempotency key on mutating calls', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { ok: true } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    await api.request('POST', '/api/auth/login', { schema: ok, body: { email: 'ä@b.de' }, query: { recaptchaResponse: undefined } });
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/auth/login');
    expect(headers(init)['Content-Type']).toBe('application/json; charset=utf-8');
    expect(init.body).toBe('{"email":"ä@b.de"}');
    expect(headers(init)[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { fetch, requests } = scriptedFetch({ status }, { status: 200, body: { ok: true } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    await expect(api.request('GET', '/api/carts', { schema: ok })).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('asks for a new XSRF token once when the server refused the old one, and sends the change again under its key', async () => {
    let token = 'old-token';
    const { fetch, requests } = scriptedFetch(
      { status: 403, body: { errorCode: 'csrf', message: 'Missing or invalid XSRF token' } },
      { status: 204 },
      { status: 200, body: { ok: true } },
    );
    const refreshing = vi.fn(fetch);
    const api = createApiClient({
      fetch: async (url, init) => {
        const answer = await refreshing(url, init);
        // The token answer sets the new cookie, as a browser keeps it.
        if (String(url).endsWith('/api/csrf')) token = 'new-token';
        return answer;
      },
      readCookie: (name) => (name === 'XSRF-TOKEN' ? token : undefined),
    });
    await expect(api.request('POST', '/api/carts/items', { schema: ok, body: { sku: '1' } })).resolves.toEqual({ ok: true });
    expect(requests.map((request) => `${request.init.method} ${request.url}`)).toEqual(['POST /api/carts/items', 'GET /api/csrf', 'POST /api/carts/items']);
    expect(headers(requests[0]!.init)[XSRF_HEADER]).toBe('old-token');
    expect(headers(requests[2]!.init)[XSRF_HEADER]).toBe('new-token');
    expect(headers(requests[2]!.init)[IDEMPOTENCY_HEADER]).toBe(headers(requests[0]!.init)[IDEMPOTENCY_HEADER]);
  });

  it('answers a second XSRF refusal in a row as the error it is', async () => {
    const refusal = { status: 403, body: { errorCode: 'csrf', message: 'Missing or invalid XSRF token' } };
    const { fetch, requests } = scriptedFetch(refusal, { status: 204 }, refusal);
    const api = createApiClient({ fetch, readCookie: () => 'token' });
    await expect(api.request('DELETE', '/api/carts/items/all', { schema: ok })).rejects.toMatchObject({ status: 403, details: { errorCode: 'csrf' } });
    expect(requests).toHaveLength(3);
  });


  it('maps a network failure to the 500 "Backend or internet is not available"', async () => {
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));
    const api = createApiClient({ fetch, readCookie: () => undefined, retryBudgetMs: 0 });
    await expect(api.request('POST', '/api/auth/logout', { schema: ok })).rejects.toMatchObject({
      kind: 'unavailable',
      status: 500,
      message: BACKEND_UNAVAILABLE_MESSAGE,
    });
  });

  it('treats 501 or more on content calls as unavailable, but not on other calls', async () => {
    const content = createApiClient({ fetch: scriptedFetch({ status: 501 }).fetch, readCookie: () => undefined });
    await expect(content.request('GET', '/api/content/pages', { schema: ok })).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    const other = createApiClient({ fetch: scriptedFetch({ status: 501 }).fetch, readCookie: () => undefined });
    await expect(other.request('GET', '/api/carts', { schema: ok })).rejects.toMatchObject({ kind: 'http', status: 501 });
  });

  it('reads a payment error from customPayload.paymentError', async () => {
    const body = { errorCode: 'payment', message: 'declined', customPayload: { paymentError: { code: 'D1', description: 'Karte abgelehnt' } } };
    const api = createApiClient({ fetch: scriptedFetch({ status: 400, body }).fetch, readCookie: () => undefined });
    await expect(api.request('POST', '/api/checkout', { schema: ok })).rejects.toMatchObject({
      kind: 'payment',
      details: { paymentError: { code: 'D1', description: 'Karte abgelehnt' } },
    });
  });

  it('reads a retail gateway error from customPayload.retailGateway', async () => {
    const body = { errorCode: 'gateway', message: 'ERP down', customPayload: { retailGateway: { errorCode: 'R17', message: 'Filiale offline' } } };
    const api = createApiClient({ fetch: scriptedFetch({ status: 400, body }).fetch, readCookie: () => undefined });
    await expect(api.request('POST', '/api/carts/items', { schema: ok })).rejects.toMatchObject({
      kind: 'retail-gateway',
      details: { retailGateway: { errorCode: 'R17', message: 'Filiale offline' } },
    });
  });

  it('answers an error without the backend body as a plain HTTP error', async () => {
    const api = createApiClient({ fetch: scriptedFetch({ status: 418, body: 'teapot' }).fetch, readCookie: () => undefined });
    await expect(api.request('POST', '/api/carts/items', { schema: ok })).rejects.toMatchObject({ kind: 'http', status: 418 });
  });

  it('reports a 401 and a left-behind sessionExpired cookie, and decides nothing itself', async () => {
    const onUnauthorized = vi.fn();
    const onSessionExpired = vi.fn();
    const api = createApiClient({
      fetch: scriptedFetch({ status: 401, body: { errorCode: 'unauthorized', message: 'no session' } }).fetch,
      readCookie: (name) => (name === 'sessionExpired' ? 'true' : undefined),
      onUnauthorized,
      onSessionExpired,
    });
    await expect(api.request('GET', '/api/customers', { schema: ok })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/api/customers');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that breaks the call schema with the path of the bad field', async () => {
    const api = createApiClient({ fetch: scriptedFetch({ status: 200, body: { ok: 'yes' } }).fetch, readCookie: () => undefined });
    await expect(api.request('GET', '/api/x', { schema: ok })).rejects.toMatchObject({
      kind: 'contract',
      details: { issues: [{ path: 'ok' }] },
    });
  });

  it('returns the status with send, for calls where 200 and 202 differ', async () => {
    const api = createApiClient({ fetch: scriptedFetch({ status: 202 }).fetch, readCookie: () => undefined });
    await expect(api.send('POST', '/api/customers', { schema: z.unknown() })).resolves.toEqual({ status: 202, data: undefined });
  });

  it('encodes query lists as repeated keys and drops undefined values', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { ok: true } });
    const api = createApiClient({ fetch, readCookie: () => undefined, baseUrl: 'http://shop.test' });
    await api.request('GET', '/api/products', { schema: ok, query: { skus: ['1', '2'], pageSize: 5, x: undefined } });
    expect(requests[0]!.url).toBe('http://shop.test/api/products?skus=1&skus=2&pageSize=5');
  });
});
