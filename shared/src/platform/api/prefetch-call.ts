import { safeParse } from 'zod/mini';
import type { ApiClient, QueryValue } from './client';
import type { OperationRequest } from './operation';
import { fillPath, wireQuery } from './path';

/*
 * Starting a route's data early, in a module of its own: the small chunk that
 * starts a route's data imports only this and the request parts it starts, so
 * it pulls none of `call`'s modules (and their errors) into another chunk. It
 * fills in the path and puts the query as `call` does (path.ts: fillPath,
 * wireQuery) and checks the input by the same schemas; a test holds the two to
 * the same URL for any input.
 */

/**
 * Starts a GET operation's call ahead of its caller, with the input the caller will pass: a route's data
 * while the route's code loads (withRouteData). Takes the operation or its request part (its
 * method, path and the rules of its params and query, without the answer's schema). The caller's own `call`
 * with the same input then takes the answer (ApiClient.prefetch), read and checked as its own. Sends
 * nothing for a change, for input the call would refuse (the caller's call says so), or through a client
 * that cannot keep an answer.
 */
export function prefetchCall(
  api: ApiClient,
  request: OperationRequest,
  input: { readonly params?: Readonly<Record<string, string>>; readonly query?: Readonly<Record<string, unknown>> } = {},
): void {
  if (request.method !== 'GET' || !api.prefetch) return;
  const params = input.params ?? {};
  const query = input.query ?? {};
  if ((request.params && !safeParse(request.params, params).success) || (request.query && !safeParse(request.query, wireQuery(query)).success)) return;
  const path = fillPath(request.path, params);
  if (path === undefined) return;
  api.prefetch(path, query as Readonly<Record<string, QueryValue>>);
}
