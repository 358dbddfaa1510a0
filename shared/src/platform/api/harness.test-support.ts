import { expect } from 'vitest';
import * as z from 'zod/mini';
import { createFakeFetch, type FakeResponse } from '../testing/fake-fetch';
import { createApiClient, type ApiClient } from './client';

/*
 * Test support for the endpoint tests (imported by *.test.ts only): a real
 * ApiClient over the fake HTTP layer, which fails on any request a test did
 * not declare, and a check of one call against what goes over the wire.
 */

export interface RecordedRequest {
  readonly method: string;
  /** As sent: path parameters stay percent-encoded. */
  readonly path: string;
  /** Each key once; a repeated key as a list, as the server's query parser reads it. */
  readonly query: Record<string, string | string[]>;
  /** The JSON body, parsed; undefined without one. */
  readonly body: unknown;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** A fake backend answering `METHOD /path` keys, recording every request. */
export function fakeBackend(answers: Readonly<Record<string, FakeResponse>>) {
  const requests: RecordedRequest[] = [];
  const handlers = Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [
      key,
      ({ url, init }: { url: URL; init: RequestInit }) => {
        requests.push({
          method: init.method ?? 'GET',
          path: url.pathname,
          query: queryOf(url),
          body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        });
        return answer;
      },
    ]),
  );
  const { fetch } = createFakeFetch(handlers);
  const api: ApiClient = createApiClient({ fetch, baseUrl: 'http://shop.test', readCookie: () => undefined });
  return { api, requests };
}

export interface CallCase<T = unknown> {
  readonly name: string;
  readonly call: (api: ApiClient) => Promise<T>;
  /** `METHOD /path` on the wire, path parameters percent-encoded. */
  readonly request: string;
  /** The backend's answer; by default 200 with `result` as the body. */
  readonly answer?: FakeResponse;
  /** The exact query on the wire (default: none). */
  readonly query?: Record<string, string | string[]>;
  /** The exact JSON body (default: none). */
  readonly body?: unknown;
  /** What the call resolves to. */
  readonly result: T;
  /** The call's query schema: the backend must read the wire query with it… */
  readonly querySchema?: z.ZodMiniType;
  /** …into exactly this. */
  readonly parsedQuery?: unknown;
  /** The call's request schema: the backend must accept the body with it. */
  readonly bodySchema?: z.ZodMiniType;
}

/** Makes the call against a fake backend and checks method, path, query, body and result. */
export async function checkCall<T>(test: CallCase<T>): Promise<void> {
  const backend = fakeBackend({ [test.request]: test.answer ?? { status: 200, body: test.result } });
  await expect(test.call(backend.api)).resolves.toEqual(test.result);
  expect(backend.requests).toHaveLength(1);
  const [sent] = backend.requests as [RecordedRequest];
  expect(`${sent.method} ${sent.path}`).toBe(test.request);
  expect(sent.query).toEqual(test.query ?? {});
  expect(sent.body).toEqual(test.body);
  if (test.querySchema) {
    const parsed = z.safeParse(test.querySchema, sent.query);
    expect(parsed.error?.issues ?? []).toEqual([]);
    if ('parsedQuery' in test) expect(parsed.data).toEqual(test.parsedQuery);
  }
  if (test.bodySchema) {
    const parsed = z.safeParse(test.bodySchema, sent.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  }
}
