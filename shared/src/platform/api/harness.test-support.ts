import { expect } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import { createFakeFetch, type FakeResponse } from '../testing/fake-fetch.test-support';
import { call } from './call';
import { createApiClient, type ApiClient } from './client';
import { readQuery } from './wire';
import { defineOperation, ignoredAnswerSchema, type CallArgs, type CallInput, type Operation } from './operation';

/*
 * Test support for the endpoint tests (imported by *.test.ts only): a real
 * ApiClient over the fake HTTP layer, which fails on any request a test did
 * not declare, and a check of one call against what goes over the wire.
 */

/** An operation whose answer is only its status (202 without a body worth reading): for tests of calls that change something. */
export const acceptedOperation = defineOperation({
  method: 'POST',
  path: '/api/things',
  domain: 'platform',
  summary: 'test operation',
  response: ignoredAnswerSchema,
  status: 202,
  features: [],
  alwaysAvailable: 'test',
});

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

export interface CallCase<O extends Operation = Operation> {
  readonly name: string;
  readonly operation: O;
  /** What the caller passes (params, query, body); typed by the operation when the case names one. */
  readonly input?: Operation extends O ? Readonly<Record<string, unknown>> : CallInput<O>;
  /** `METHOD /path` on the wire, path parameters percent-encoded. */
  readonly request: string;
  /** The backend's answer; by default 200 with `result` as the body. */
  readonly answer?: FakeResponse;
  /** The exact query on the wire (default: none). */
  readonly query?: Record<string, string | string[]>;
  /** What the backend reads from that query with the operation's query schema (default: not checked). */
  readonly parsedQuery?: unknown;
  /** The exact JSON body (default: none). */
  readonly body?: unknown;
  /** What the call resolves to. */
  readonly result: unknown;
}

/**
 * Calls the operation against a fake backend and checks method, path, query,
 * body and result, and that the backend reads the query and the body on the
 * wire with the operation's own schemas.
 */
export async function checkCall<O extends Operation>(test: CallCase<O>): Promise<void> {
  const backend = fakeBackend({ [test.request]: test.answer ?? { status: 200, body: test.result } });
  const args = (test.input === undefined ? [] : [test.input]) as CallArgs<O>;
  await expect(call(backend.api, test.operation, ...args)).resolves.toEqual(test.result);
  expect(backend.requests).toHaveLength(1);
  const [sent] = backend.requests as [RecordedRequest];
  expect(`${sent.method} ${sent.path}`).toBe(test.request);
  expect(sent.query).toEqual(test.query ?? {});
  expect(sent.body).toEqual(test.body);
  if (test.operation.query) {
    const parsed = safeParse(test.operation.query, readQuery(test.operation.query as ZodMiniType, sent.query));
    expect(parsed.error?.issues ?? []).toEqual([]);
    if ('parsedQuery' in test) expect(parsed.data).toEqual(test.parsedQuery);
  }
  if (test.operation.body && sent.body !== undefined) {
    const parsed = safeParse(test.operation.body, sent.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  }
}
