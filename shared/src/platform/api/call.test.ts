import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { call, callWithStatus, expandPath } from './call';
import { isApiError } from './errors';
import { acceptedOperation, fakeBackend } from './harness.test-support';
import { IDEMPOTENCY_HEADER } from './client';
import { defineOperation } from './operation';
import { queryInteger, queryList, text } from './wire';

const RUNS = { numRuns: 1000 } as const;

const removeLines = defineOperation({
  method: 'DELETE',
  path: '/api/carts/:cartId/items/:lineItemId',
  domain: 'cart',
  summary: 'test operation',
  query: z.object({ quantity: z.optional(queryInteger(1, 99)), tags: z.optional(queryList(text(10))) }),
  body: z.object({ note: z.optional(z.string().check(z.trim(), z.maxLength(5))), code: text(10) }),
  response: z.object({ ok: z.boolean() }),
  features: ['featureCartCheckout'],
});

const accepted = acceptedOperation;

describe('calling an operation', () => {
  it('fills the path parameters encoded, sends the query as strings and the body as its schema makes it', async () => {
    const backend = fakeBackend({ 'DELETE /api/carts/c%2F1/items/l%201': { body: { ok: true } } });
    const result = await call(backend.api, removeLines, {
      params: { cartId: 'c/1', lineItemId: 'l 1' },
      query: { quantity: 2, tags: ['a', 'b'] },
      body: { note: '  kurz ', code: 'X1' },
    });
    expect(result).toEqual({ ok: true });
    expect(backend.requests[0]).toMatchObject({ query: { quantity: '2', tags: ['a', 'b'] }, body: { note: 'kurz', code: 'X1' } });
  });

  it('rejects a blank path parameter, a bad query and a bad body locally, without a request', async () => {
    const backend = fakeBackend({});
    const attempts = [
      call(backend.api, removeLines, { params: { cartId: ' ', lineItemId: 'l' }, body: { code: 'X' } }),
      call(backend.api, removeLines, { params: { cartId: 'c', lineItemId: 'l' }, query: { quantity: 100 }, body: { code: 'X' } }),
      call(backend.api, removeLines, { params: { cartId: 'c', lineItemId: 'l' }, body: { code: '   ' } }),
    ];
    for (const attempt of attempts) {
      await expect(attempt).rejects.toMatchObject({ kind: 'rejected-locally', status: 400 });
    }
    expect(backend.requests).toEqual([]);
  });

  it('checks the query as it travels: an empty list has no key, so an optional list left empty is no list', async () => {
    const backend = fakeBackend({ 'DELETE /api/carts/c/items/l': { body: { ok: true } } });
    await call(backend.api, removeLines, { params: { cartId: 'c', lineItemId: 'l' }, query: { tags: [] }, body: { code: 'X' } });
    expect(backend.requests[0]?.query).toEqual({});
  });

  it('names the bad field of a rejected body', async () => {
    const backend = fakeBackend({});
    const error: unknown = await call(backend.api, removeLines, { params: { cartId: 'c', lineItemId: 'l' }, body: { code: 'X', note: 'zu lang' } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.details.issues).toEqual([{ path: 'note', message: expect.any(String) }]);
  });

  it('sends the key of a repeated change, and a new key for each new change', async () => {
    const keys: string[] = [];
    const backend = fakeBackend({ 'POST /api/things': { status: 202 } });
    const api = {
      ...backend.api,
      send: ((method, path, options) => {
        keys.push(options.idempotencyKey ?? 'new');
        return backend.api.send(method, path, options);
      }) as typeof backend.api.send,
    };
    await call(api, accepted, { idempotencyKey: 'intent-1' });
    await call(api, accepted);
    expect(keys).toEqual(['intent-1', 'new']);
  });

  it('answers the status with callWithStatus', async () => {
    const backend = fakeBackend({ 'POST /api/things': { status: 202 } });
    await expect(callWithStatus(backend.api, accepted)).resolves.toEqual({ status: 202, data: undefined });
  });

  it('puts the idempotency key on the wire', async () => {
    const seen: Array<string | undefined> = [];
    const { createApiClient } = await import('./client');
    const api = createApiClient({
      readCookie: () => undefined,
      fetch: async (_url, init) => {
        seen.push((init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]);
        return new Response(null, { status: 202 });
      },
    });
    await call(api, accepted, { idempotencyKey: 'intent-7' });
    expect(seen).toEqual(['intent-7']);
  });
});

describe('path parameters', () => {
  it('are URL-encoded so each stays one segment, and decode back to the trimmed value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (value) => {
        const encoded = expandPath('/x/:id', { id: value }).slice('/x/'.length);
        expect(encoded).not.toMatch(/[/?#]/);
        expect(decodeURIComponent(encoded)).toBe(value.trim());
      }),
      RUNS,
    );
  });

  it('a parameter over several segments keeps its slashes and drops empty segments', () => {
    expect(expandPath('/:path*/_payload.json', { path: '/rezepte//käse/' })).toBe('/rezepte/k%C3%A4se/_payload.json');
  });

  it('an empty or blank one is rejected locally, naming it', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '  \n'), (blank) => {
        let error: unknown;
        try {
          expandPath('/api/customers/addresses/:id', { id: blank });
        } catch (e) {
          error = e;
        }
        expect(isApiError(error) && error.kind === 'rejected-locally' && error.message).toBe('The id must not be empty');
      }),
      RUNS,
    );
  });
});
