import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from './client';
import { ApiError, BACKEND_UNAVAILABLE_MESSAGE } from './errors';
import { headers, ok, scriptedFetch } from './scripted-fetch.test-support';

describe('API client: retries', () => {
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
});
