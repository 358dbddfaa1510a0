import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, EARLY_ANSWER_MS, LOGGED_IN_COOKIE, REQUEST_ID_HEADER } from './client';
import { BACKEND_UNAVAILABLE_MESSAGE, isApiError } from './errors';
import { headers, ok, scriptedFetch, type Answer } from './scripted-fetch.test-support';

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
