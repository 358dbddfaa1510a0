import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, EARLY_ANSWER_MS, IDEMPOTENCY_HEADER, LOGGED_IN_COOKIE, REQUEST_ID_HEADER, XSRF_HEADER } from './client';
import { ApiError, BACKEND_UNAVAILABLE_MESSAGE, isApiError } from './errors';

type Answer = { status: number; body?: unknown } | Error;

function scriptedFetch(...answers: Answer[]) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer) throw new Error('no more scripted answers');
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const ok = z.object({ ok: z.boolean() });
const headers = (init: RequestInit) => init.headers as Record<string, string>;

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

  it('retries only once', async () => {
    const { fetch, requests } = scriptedFetch({ status: 503 }, { status: 503 });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    await expect(api.request('GET', '/api/carts', { schema: ok })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(2);
  });

  describe('a change whose answer was lost or whose way failed', () => {
    // No waiting between attempts in these tests: the jitter draws 0.
    beforeEach(() => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each([
      ['POST', { status: 503 }],
      ['PUT', { status: 502 }],
      ['DELETE', { status: 504 }],
      ['PATCH', new TypeError('Failed to fetch')],
    ] as const)('retries a %s after %o with the key of its first attempt', async (method, failure) => {
      const { fetch, requests } = scriptedFetch(failure, failure, { status: 200, body: { ok: true } });
      const api = createApiClient({ fetch, readCookie: () => undefined });
      await expect(api.request(method, '/api/carts/items', { schema: ok, body: { sku: '1' } })).resolves.toEqual({ ok: true });
      expect(requests).toHaveLength(3);
      const keys = requests.map(({ init }) => headers(init)[IDEMPOTENCY_HEADER]);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      // Every attempt is a request of its own: its own request id.
      expect(new Set(requests.map(({ init }) => headers(init)[REQUEST_ID_HEADER])).size).toBe(3);
    });

    it('sends the key the caller gives on every attempt', async () => {
      const { fetch, requests } = scriptedFetch({ status: 503 }, { status: 200, body: { ok: true } });
      const api = createApiClient({ fetch, readCookie: () => undefined });
      await api.request('POST', '/api/carts/items', { schema: ok, idempotencyKey: 'first-click' });
      expect(requests.map(({ init }) => headers(init)[IDEMPOTENCY_HEADER])).toEqual(['first-click', 'first-click']);
    });

    it('gives up after four attempts with "Backend or internet is not available"', async () => {
      const { fetch, requests } = scriptedFetch({ status: 503 }, { status: 503 }, new TypeError('x'), { status: 502 }, { status: 200, body: { ok: true } });
      const api = createApiClient({ fetch, readCookie: () => undefined });
      await expect(api.request('POST', '/api/carts/items', { schema: ok })).rejects.toMatchObject({
        kind: 'unavailable',
        message: BACKEND_UNAVAILABLE_MESSAGE,
      });
      expect(requests).toHaveLength(4);
    });

    it('retries a change whose answer did not come in time, and an answer cut off half-way', async () => {
      const requests: RequestInit[] = [];
      const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
        requests.push(init);
        if (requests.length === 1) {
          // Hangs until the client gives up on it.
          return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
        }
        if (requests.length === 2) {
          const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('terminated')) });
          return new Response(body, { status: 200 });
        }
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }) as typeof globalThis.fetch;
      const api = createApiClient({ fetch, readCookie: () => undefined, timeoutMs: 50 });
      await expect(api.request('POST', '/api/carts/items', { schema: ok })).resolves.toEqual({ ok: true });
      expect(requests).toHaveLength(3);
      expect(new Set(requests.map((init) => headers(init)[IDEMPOTENCY_HEADER])).size).toBe(1);
    });

    it.each([
      [409, 'idempotencyRequestInProgress'],
      [422, 'idempotencyKeyReused'],
      [400, 'invalidField'],
      [429, 'tooManyRequests'],
      [500, 'internal'],
    ])('never retries a change answered %i', async (status, errorCode) => {
      const { fetch, requests } = scriptedFetch({ status, body: { errorCode, message: 'no' } });
      const api = createApiClient({ fetch, readCookie: () => undefined });
      await expect(api.request('POST', '/api/carts/items', { schema: ok })).rejects.toMatchObject({ status });
      expect(requests).toHaveLength(1);
    });

    it('stops retrying when the time budget is spent', async () => {
      const { fetch, requests } = scriptedFetch({ status: 503 }, { status: 503 });
      const api = createApiClient({ fetch, readCookie: () => undefined, retryBudgetMs: 0 });
      await expect(api.request('PUT', '/api/customers', { schema: ok })).rejects.toMatchObject({ status: 503 });
      expect(requests).toHaveLength(1);
    });

    it('does not retry a change the caller aborted', async () => {
      const controller = new AbortController();
      const fetch = vi.fn(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }) as unknown as typeof globalThis.fetch;
      const api = createApiClient({ fetch, readCookie: () => undefined });
      await expect(api.request('POST', '/api/carts/items', { schema: ok, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('retries a GET once on its statuses, but not after a network failure', async () => {
      const { fetch, requests } = scriptedFetch(new TypeError('Failed to fetch'));
      const api = createApiClient({ fetch, readCookie: () => undefined });
      await expect(api.request('GET', '/api/carts', { schema: ok })).rejects.toMatchObject({ kind: 'unavailable' });
      expect(requests).toHaveLength(1);
    });
  });

  it('does not retry other statuses', async () => {
    const { fetch, requests } = scriptedFetch({ status: 404, body: { errorCode: 'notFound', message: 'nope' } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    await expect(api.request('GET', '/api/carts', { schema: ok })).rejects.toMatchObject({
      kind: 'backend',
      status: 404,
      details: { errorCode: 'notFound' },
    });
    expect(requests).toHaveLength(1);
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

describe('answers started ahead (prefetch)', () => {
  afterEach(() => vi.useRealTimers());

  const product = z.object({ sku: z.string() });
  const cookies = (jar: Record<string, string>) => (name: string) => jar[name];

  it('gives the started answer to the next GET of exactly that URL, once, read with the taker\'s schema', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { sku: '1' } }, { status: 200, body: { sku: '2' } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    api.prefetch!('/api/products/1', { offset: 0, tag: ['a', 'b'] });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/products/1?offset=0&tag=a&tag=b');
    await expect(api.request('GET', '/api/products/1', { schema: product, query: { offset: 0, tag: ['a', 'b'] } })).resolves.toEqual({ sku: '1' });
    expect(requests).toHaveLength(1);
    // Taken once: the next call asks again.
    await expect(api.request('GET', '/api/products/1', { schema: product, query: { offset: 0, tag: ['a', 'b'] } })).resolves.toEqual({ sku: '2' });
    expect(requests).toHaveLength(2);
  });

  it('sends the request the caller would have sent: the same headers and credentials', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { sku: '1' } }, { status: 200, body: { sku: '1' } });
    const api = createApiClient({ fetch, readCookie: cookies({ 'XSRF-TOKEN': 'tok' }) });
    api.prefetch!('/api/products/1');
    await api.request('GET', '/api/products/2', { schema: product });
    const [early, own] = requests as [{ url: string; init: RequestInit }, { url: string; init: RequestInit }];
    expect({ ...headers(early.init), [REQUEST_ID_HEADER]: 'id' }).toEqual({ ...headers(own.init), [REQUEST_ID_HEADER]: 'id' });
    expect(early.init.credentials).toBe(own.init.credentials);
    expect(early.init.method).toBe('GET');
  });

  it('is not taken by another URL, and asks once for a URL started twice', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { sku: '1' } }, { status: 200, body: { sku: 'other' } }, { status: 200, body: { sku: 'x' } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    api.prefetch!('/api/products/1', { offset: 0 });
    api.prefetch!('/api/products/1', { offset: 0 });
    await expect(api.request('GET', '/api/products/1', { schema: product, query: { offset: 24 } })).resolves.toEqual({ sku: 'other' });
    await expect(api.request('GET', '/api/products/1', { schema: product, query: { offset: 0 } })).resolves.toEqual({ sku: '1' });
    expect(requests.map((request) => request.url)).toEqual(['/api/products/1?offset=0', '/api/products/1?offset=24']);
  });

  it(`is dropped ${EARLY_ANSWER_MS} ms after its start`, async () => {
    vi.useFakeTimers();
    const { fetch, requests } = scriptedFetch({ status: 200, body: { sku: 'old' } }, { status: 200, body: { sku: 'new' } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    api.prefetch!('/api/products/1');
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_MS - 1);
    api.prefetch!('/api/products/1');
    await vi.advanceTimersByTimeAsync(1);
    await expect(api.request('GET', '/api/products/1', { schema: product })).resolves.toEqual({ sku: 'new' });
    expect(requests).toHaveLength(2);
  });

  it('is dropped by any change, and never taken by the change itself', async () => {
    const { fetch, requests } = scriptedFetch(
      { status: 200, body: { sku: 'before' } },
      { status: 200, body: { ok: true } },
      { status: 200, body: { sku: 'after' } },
    );
    const api = createApiClient({ fetch, readCookie: () => undefined });
    api.prefetch!('/api/cart');
    await expect(api.request('POST', '/api/cart', { schema: ok, body: {} })).resolves.toEqual({ ok: true });
    await expect(api.request('GET', '/api/cart', { schema: product })).resolves.toEqual({ sku: 'after' });
    expect(requests.map((request) => request.init.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('is not taken in another session: the loggedIn cookie changed since its start', async () => {
    const jar: Record<string, string> = {};
    const { fetch, requests } = scriptedFetch({ status: 200, body: { sku: 'guest' } }, { status: 200, body: { sku: 'customer' } });
    const api = createApiClient({ fetch, readCookie: cookies(jar) });
    api.prefetch!('/api/cart');
    jar[LOGGED_IN_COOKIE] = 'true';
    await expect(api.request('GET', '/api/cart', { schema: product })).resolves.toEqual({ sku: 'customer' });
    expect(requests).toHaveLength(2);
  });

  it('leaves a call with its own signal to ask for itself', async () => {
    const { fetch, requests } = scriptedFetch({ status: 200, body: { sku: 'early' } }, { status: 200, body: { sku: 'own' } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    api.prefetch!('/api/products/1');
    const own = await api.request('GET', '/api/products/1', { schema: product, signal: new AbortController().signal });
    expect(own).toEqual({ sku: 'own' });
    expect(requests).toHaveLength(2);
  });

  it('passes an error answer through as the caller\'s own: the same error, the 401 hook once, at the caller\'s call', async () => {
    const answers: Answer[] = [
      { status: 404, body: { errorCode: 'product-not-found', message: 'Kein Produkt' } },
      { status: 401, body: { errorCode: 'unauthorized', message: 'Bitte anmelden' } },
      new TypeError('Failed to fetch'),
      { status: 200, body: { sku: 1 } },
    ];
    const outcome = async (early: boolean, answer: Answer) => {
      const onUnauthorized = vi.fn();
      const { fetch } = scriptedFetch(answer);
      const api = createApiClient({ fetch, readCookie: () => undefined, onUnauthorized });
      if (early) {
        api.prefetch!('/api/products/1');
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(onUnauthorized).not.toHaveBeenCalled();
      }
      const error = await api.request('GET', '/api/products/1', { schema: product }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      return { error: isApiError(error) ? { kind: error.kind, status: error.status, message: error.message, details: error.details } : error, unauthorized: onUnauthorized.mock.calls };
    };
    for (const answer of answers) {
      const own = await outcome(false, answer);
      expect(own.error).toBeDefined();
      await expect(outcome(true, answer)).resolves.toEqual(own);
    }
    expect((await outcome(true, answers[1]!)).unauthorized).toEqual([['/api/products/1']]);
    expect((await outcome(true, answers[2]!)).error).toMatchObject({ kind: 'unavailable', message: BACKEND_UNAVAILABLE_MESSAGE });
  });

  it('retries a started GET as the caller would (one more attempt on 503)', async () => {
    const { fetch, requests } = scriptedFetch({ status: 503 }, { status: 200, body: { sku: '1' } });
    const api = createApiClient({ fetch, readCookie: () => undefined });
    api.prefetch!('/api/products/1');
    await expect(api.request('GET', '/api/products/1', { schema: product })).resolves.toEqual({ sku: '1' });
    expect(requests).toHaveLength(2);
  });
});
