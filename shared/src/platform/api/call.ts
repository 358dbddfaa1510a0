import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ApiClient, ApiResponse, QueryValue } from './client';
import { ApiError } from './errors';
import { requireNonEmpty } from './local-rules';
import type { CallArgs, CallInput, Operation, ResultOf } from './operation';
import { fillPath, pathParameters, wireQuery } from './path';

/*
 * The browser's side of an operation. The shell's client is the transport
 * (credentials, request id, XSRF token, retry, the 401 and session hooks);
 * this part, bundled with whoever calls, checks the input against the
 * operation's own schemas before anything is sent: a request the backend would
 * refuse is rejected locally (doc 2 §5: e.g. an empty discount code).
 */

function rejected(what: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ApiError {
  const listed = issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(root)', message: issue.message }));
  return new ApiError('rejected-locally', 400, `Invalid ${what}: ${listed.map((i) => `${i.path}: ${i.message}`).join('; ')}`, {
    errorCode: `invalid-${what}`,
    issues: listed,
  });
}

/** The path with its parameters filled in: each must not be blank (refused locally by name), and is percent-encoded. */
export function expandPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  for (const { name } of pathParameters(path)) requireNonEmpty(params[name] ?? '', name);
  return fillPath(path, params)!;
}

function check(schema: $ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return value;
  const result = safeParse(schema, value);
  if (!result.success) throw rejected(what, result.error.issues);
  return result.data;
}

type Input = CallInput<Operation> & {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
};

/** Calls an operation and answers its status with the parsed answer (some calls mean different things by 200 and 202). */
export async function callWithStatus<O extends Operation>(api: ApiClient, operation: O, ...args: CallArgs<O>): Promise<ApiResponse<ResultOf<O>>> {
  const input = (args[0] ?? {}) as Input;
  if (operation.params) check(operation.params, input.params ?? {}, 'params');
  const path = expandPath(operation.path, input.params);
  const query = input.query ?? {};
  if (operation.query) check(operation.query, wireQuery(query), 'query');
  let body = input.body;
  // A form upload goes as the browser encodes it; a JSON body as its schema makes it (trimmed, placeholders filled).
  if (operation.bodyMediaType === undefined && operation.body && body !== undefined) body = check(operation.body, body, 'body');
  return api.send(operation.method, path, {
    schema: operation.response as $ZodType<ResultOf<O>>,
    query: query as Readonly<Record<string, QueryValue>>,
    body,
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
  });
}

/** Calls an operation and answers its parsed answer. */
export async function call<O extends Operation>(api: ApiClient, operation: O, ...args: CallArgs<O>): Promise<ResultOf<O>> {
  return (await callWithStatus(api, operation, ...args)).data;
}
