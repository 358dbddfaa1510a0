import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, IDEMPOTENCY_HEADER } from './client';
import { createIntentCall, isUnclearFailure, OPEN_INTENT_MS } from './intent-call';
import { ApiError } from './errors';
import { defineOperation } from './operation';

const addItem = defineOperation({
  method: 'POST',
  path: '/api/carts/items',
  domain: 'cart',
  summary: 'test operation',
  body: z.object({ sku: z.string(), quantity: z.number() }),
  response: z.object({ quantity: z.number() }),
  features: ['featureCartCheckout'],
});

/** A backend answering each request with the next scripted status; a 200 carries the quantity 1. */
function scripted(...statuses: Array<number | 'network'>) {
  const keys: string[] = [];
  const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]!);
    const status = statuses.shift();
    if (status === undefined) throw new Error('unexpected request');
    if (status === 'network') throw new TypeError('Failed to fetch');
    const body = status === 200 ? { quantity: 1 } : { errorCode: status === 409 ? 'idempotencyRequestInProgress' : 'x', message: 'no' };
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  // No retries inside the client here: each click is one request.
  return { api: createApiClient({ fetch, readCookie: () => undefined, retryBudgetMs: 0 }), keys };
}

const milk = { body: { sku: '100201', quantity: 1 } };

describe('a change called as a shopper intent', () => {
  it.each([503, 504, 502, 500, 409, 'network'] as const)('goes again with the key of the attempt that failed with %s', async (failure) => {
    const { api, keys } = scripted(failure, 200);
    const intentCall = createIntentCall(api);
    await expect(intentCall(addItem, milk)).rejects.toBeInstanceOf(ApiError);
    await expect(intentCall(addItem, milk)).resolves.toEqual({ quantity: 1 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after an answer, the same change again is a new intent with a new key', async () => {
    const { api, keys } = scripted(200, 200);
    const intentCall = createIntentCall(api);
    await intentCall(addItem, milk);
    await intentCall(addItem, milk);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it.each([400, 404, 422])('after a clear refusal (%i), the same change again gets a new key', async (status) => {
    const { api, keys } = scripted(status, 200);
    const intentCall = createIntentCall(api);
    await expect(intentCall(addItem, milk)).rejects.toMatchObject({ status });
    await intentCall(addItem, milk);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('another change is another intent, and leaves the open one open', async () => {
    const { api, keys } = scripted(503, 200, 200);
    const intentCall = createIntentCall(api);
    await expect(intentCall(addItem, milk)).rejects.toBeInstanceOf(ApiError);
    await intentCall(addItem, { body: { sku: '100201', quantity: 2 } });
    await intentCall(addItem, milk);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
  });

  it('closes an unclear change after a while: asked for much later, it is a new intent', async () => {
    let clock = 0;
    const { api, keys } = scripted(503, 200);
    const intentCall = createIntentCall(api, { now: () => clock });
    await expect(intentCall(addItem, milk)).rejects.toBeInstanceOf(ApiError);
    clock = OPEN_INTENT_MS + 1;
    await intentCall(addItem, milk);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('on the page it was asked on, a click again is the same intent: the key of the failed attempt', async () => {
    const { api, keys } = scripted('network', 200);
    const intentCall = createIntentCall(api, { basis: () => 'milk 4' });
    await expect(intentCall(addItem, milk)).rejects.toBeInstanceOf(ApiError);
    await intentCall(addItem, milk);
    expect(keys[1]).toBe(keys[0]);
  });

  it('once the page shows another state, the same request is a new intent: the old key would replay the old answer', async () => {
    // Milk 4 → 5 lost its answer; the page then read the cart (milk 5). The shopper's "one more" asks for the
    // same request, milk 5 → 6: under the old key the backend would answer the stored milk 5 and apply nothing.
    let shown = 'milk 4';
    const { api, keys } = scripted('network', 200);
    const intentCall = createIntentCall(api, { basis: () => shown });
    await expect(intentCall(addItem, milk)).rejects.toBeInstanceOf(ApiError);
    shown = 'milk 5';
    await intentCall(addItem, milk);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('an intent the page moved on from stays closed when the page comes back to the state it was asked on', async () => {
    let shown = 'milk 4';
    const { api, keys } = scripted(503, 200, 200);
    const intentCall = createIntentCall(api, { basis: () => shown });
    await expect(intentCall(addItem, milk)).rejects.toBeInstanceOf(ApiError);
    shown = 'milk 5';
    await intentCall(addItem, { body: { sku: '100310', quantity: 1 } });
    shown = 'milk 4';
    await intentCall(addItem, milk);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('tells unclear failures from answers', () => {
    expect(isUnclearFailure(new ApiError('unavailable', 500, 'x'))).toBe(true);
    expect(isUnclearFailure(new ApiError('http', 504, 'x'))).toBe(true);
    expect(isUnclearFailure(new ApiError('backend', 409, 'x', { errorCode: 'idempotencyRequestInProgress' }))).toBe(true);
    // A 409 of the shop (a wallet full, a cart finalized) is an answer.
    expect(isUnclearFailure(new ApiError('backend', 409, 'x', { errorCode: 'walletFull' }))).toBe(false);
    expect(isUnclearFailure(new ApiError('backend', 400, 'x'))).toBe(false);
    expect(isUnclearFailure(new ApiError('rejected-locally', 400, 'x'))).toBe(false);
    expect(isUnclearFailure(new Error('x'))).toBe(false);
  });
});
