import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { call } from './call';
import { acceptedOperation, fakeBackend } from './harness.test-support';
import { defineOperation } from './operation';
import { prefetchCall } from './prefetch-call';
import { createApiClient } from './client';
import { queryInteger, queryList, text } from './wire';

const listProducts = defineOperation({
  method: 'GET',
  path: '/api/categories/:slug/products',
  domain: 'catalogue',
  summary: 'test operation',
  params: z.object({ slug: z.string().check(z.maxLength(20), z.regex(/^[a-z0-9 /-]*$/)) }),
  query: z.object({ offset: z.optional(queryInteger(0, 1000)), tag: z.optional(queryList(text(10))), sort: z.optional(z.enum(['a', 'b'])) }),
  response: z.object({ total: z.number() }),
  features: ['featureProductDiscovery'],
});

const pageAt = defineOperation({
  method: 'GET',
  path: '/api/pages/:path*',
  domain: 'content',
  summary: 'test operation',
  response: z.object({ total: z.number() }),
  features: [],
  alwaysAvailable: 'test',
});

const accepted = acceptedOperation;

/** A client that records what is started early and what is sent, without a network. */
function recorder() {
  const sent: string[] = [];
  const started: string[] = [];
  const api = createApiClient({
    fetch: (async (url: RequestInfo | URL) => {
      sent.push(String(url));
      return new Response(JSON.stringify({ total: 1 }), { status: 200 });
    }) as typeof fetch,
    readCookie: () => undefined,
  });
  const prefetch = api.prefetch!;
  return { api: { ...api, prefetch: (path: string, query?: Parameters<typeof prefetch>[1]) => (started.push(path), prefetch(path, query)) }, sent, started };
}

describe('starting a call ahead of its caller (prefetchCall)', () => {
  it('starts the request the call makes with the same input, and the call takes its answer', async () => {
    const backend = fakeBackend({ 'GET /api/categories/obst%20bio/products': { body: { total: 3 } } });
    const input = { params: { slug: 'obst bio' }, query: { offset: 24, tag: ['a', 'b'] } };
    prefetchCall(backend.api, listProducts, input);
    await expect(call(backend.api, listProducts, input)).resolves.toEqual({ total: 3 });
    expect(backend.requests).toEqual([{ method: 'GET', path: '/api/categories/obst%20bio/products', query: { offset: '24', tag: ['a', 'b'] }, body: undefined }]);
  });

  it('starts nothing for input the call refuses, for a change, or through a client that cannot keep an answer', async () => {
    const backend = fakeBackend({ 'GET /api/categories/obst/products': { body: { total: 1 } } });
    prefetchCall(backend.api, listProducts, { params: { slug: ' ' } });
    prefetchCall(backend.api, listProducts, { params: { slug: 'obst' }, query: { offset: -1 } });
    prefetchCall(backend.api, listProducts, { params: { slug: 'Obst' } });
    prefetchCall(backend.api, accepted);
    prefetchCall({ ...backend.api, prefetch: undefined }, listProducts, { params: { slug: 'obst' } });
    expect(backend.requests).toEqual([]);
    // The refused call still fails as the caller's own, locally.
    await expect(call(backend.api, listProducts, { params: { slug: ' ' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
  });

  it('starts, for any input, exactly the URL the call then sends, or nothing where the call refuses it', async () => {
    const slug = fc.stringMatching(/^[ a-z0-9/A-Z%-]{0,24}$/);
    const query = fc.record(
      { offset: fc.integer({ min: -5, max: 1200 }), tag: fc.array(fc.stringMatching(/^[a-z ]{0,12}$/), { maxLength: 3 }), sort: fc.constantFrom('a', 'b', 'c') },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(listProducts, pageAt), slug, query, async (operation, value, q) => {
        const { api, sent, started } = recorder();
        const input = operation === listProducts ? { params: { slug: value }, query: q } : { params: { path: value } };
        prefetchCall(api, operation, input as never);
        const own = await call(api, operation as typeof listProducts, input as never).then(
          () => true,
          () => false,
        );
        // Whatever the call sent, it was the one request started early; a refused call sent nothing and nothing started.
        expect(sent).toHaveLength(own ? 1 : 0);
        expect(started).toHaveLength(own ? 1 : 0);
      }),
      { numRuns: 400, interruptAfterTimeLimit: 10_000 },
    );
  });
});
