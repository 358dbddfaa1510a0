import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { readQuery, type AnswerOf, type Operation, type PathParams, type QueryOf } from '@storefront/shared/platform/api';
import type { ZodMiniType } from 'zod/mini';
import type { Customer } from '@storefront/shared/platform/schemas';
import { HttpError, parseInput } from '../http/errors';

/*
 * The backend's side of an operation (shared/src/platform/api/operation.ts):
 * a handler is registered from its operation, which gives the route its
 * method and path, parses the path parameters, the query and the body with
 * the operation's schemas (bad input is a 400 naming each field), asks for the
 * customer session where the operation needs one, and checks the answer
 * against the operation's answer schema before it leaves. The operation is
 * kept in the route's config, where the feature gate, the idempotency hook and
 * the OpenAPI document read it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation this route serves; absent on routes that are not API operations (pages, files, the payment provider). */
    operation?: Operation;
  }
}

type ParsedBody<O extends Operation> = O extends { readonly bodyMediaType: 'multipart/form-data' }
  ? undefined
  : O extends { readonly body: infer B extends $ZodType }
    ? output<B>
    : undefined;

/** What a handler receives: the request's input parsed by the operation's schemas, and the customer where it needs one. */
export type OperationInput<O extends Operation> = {
  readonly params: O extends { readonly params: infer P extends $ZodType } ? output<P> : PathParams<O>;
  readonly query: QueryOf<O>;
  readonly body: ParsedBody<O>;
} & (O extends { readonly customer: true } ? { readonly customer: Customer } : unknown);

/**
 * A handler answers what the operation's answer schema accepts, or nothing
 * once it has sent the answer itself (a redirect, an answer without a body).
 */
export type OperationHandler<O extends Operation> = (
  input: OperationInput<O>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<O> | FastifyReply | void>;

export interface OperationRouteOptions {
  /** Route config besides the operation (e.g. the wallet's idempotency conflict answer). */
  readonly config?: Omit<NonNullable<RouteOptions['config']>, 'operation'>;
  /** The largest body the route reads, in bytes, when it is not the server's default (the contact form's files). */
  readonly bodyLimit?: number;
}

/** Fastify's path: `:name*` (several segments) is not Fastify notation; such an operation is served by a wildcard route. */
function fastifyPath(path: string): string {
  if (path.includes('*')) throw new Error(`${path}: an operation over several path segments is described, not registered`);
  return path;
}

/** An answer that breaks its own contract is a bug of this backend: 500, logged with the bad fields. */
function contractBroken(operation: Operation, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): HttpError {
  return new HttpError(500, 'contract', `The answer of ${operation.method} ${operation.path} does not match its schema`, {
    issues: issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  });
}

export interface OperationRouter {
  <O extends Operation>(operation: O, handler: OperationHandler<O>, options?: OperationRouteOptions): void;
}

/** Finds the customer of a request's session, or throws the 401 (the shop API's sessions). */
export type CustomerOf = (request: FastifyRequest, reply: FastifyReply) => Promise<Customer>;

/**
 * Registers handlers from operations on `app`. `customerOf` finds the customer
 * of operations that need one (401 without a live session); only the house
 * that keeps sessions (the shop API) registers such operations.
 */
export function operationRouter(app: FastifyInstance, customerOf?: CustomerOf): OperationRouter {
  return (operation, handler, options = {}) => {
    if (operation.customer && !customerOf) throw new Error(`${operation.method} ${operation.path} needs a session to find its customer`);
    app.route({
      method: operation.method,
      url: fastifyPath(operation.path),
      config: { ...options.config, operation },
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      handler: async (request, reply) => {
        // Who asks before what they ask: without a session a customer's call is a 401, whatever its input.
        const customer = operation.customer && customerOf ? await customerOf(request, reply) : undefined;
        const params = operation.params ? parseInput(operation.params, request.params) : request.params;
        const query = operation.query ? parseInput(operation.query, readQuery(operation.query as ZodMiniType, request.query as Record<string, unknown>)) : undefined;
        const body = operation.body && operation.bodyMediaType === undefined ? parseInput(operation.body, request.body) : undefined;
        if (operation.status) reply.code(operation.status);
        const input = { params, query, body, ...(customer ? { customer } : {}) } as unknown as OperationInput<typeof operation>;
        const answer = await handler(input, request, reply);
        if (reply.sent || answer === reply) return reply;
        // No answer (a 202 or 204, a page that ignores the body): an empty one, which the answer schema must accept too.
        if (answer === undefined) {
          if (reply.statusCode < 300 && !safeParse(operation.response, undefined).success) throw contractBroken(operation, []);
          return reply.send();
        }
        if (reply.statusCode < 300) {
          const checked = safeParse(operation.response, answer);
          if (!checked.success) throw contractBroken(operation, checked.error.issues);
        }
        return answer;
      },
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every operation registered on the app and its plugins, in registration order (see trackOperations). */
    readonly operations: Operation[];
    /** Adds an operation that a wildcard route serves to the registered ones. */
    describeOperation(operation: Operation): void;
  }
}

/**
 * Records every operation registered from now on, for the OpenAPI document
 * and the tests that hold every `/api` route to be one. An operation served
 * by a wildcard route (a page's prerendered payload) is added with `describeOperation`.
 */
export function trackOperations(app: FastifyInstance): void {
  const operations: Operation[] = [];
  app.decorate('operations', { getter: () => operations });
  app.addHook('onRoute', (route) => {
    const operation = route.config?.operation;
    if (operation && !operations.includes(operation)) operations.push(operation);
  });
  app.decorate('describeOperation', (operation: Operation) => {
    if (!operations.includes(operation)) operations.push(operation);
  });
}

export function registeredOperations(app: FastifyInstance): readonly Operation[] {
  return app.operations;
}
