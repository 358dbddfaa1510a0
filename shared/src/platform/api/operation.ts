import * as z from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import type { FeatureFlag } from '../contracts/routes';

/*
 * One API operation is written down once, in one file of its domain: its
 * method and path, the schemas of its query, body and answer, the feature
 * flags that gate it, whether it needs a customer session. The browser calls
 * it (`call`), the backend registers its handler from it (and validates the
 * request and the answer with the same schemas), and the OpenAPI document,
 * the feature gates and the idempotency rules are derived from the
 * registered operations.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that change something: they carry an Idempotency-Key and are never retried without it. */
export const MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a call needs of the shop's features: every entry must hold; an entry
 * that is a list holds when any one of its flags is on (a call several
 * features use, such as the list of stores).
 */
export type FeatureNeed = FeatureFlag | readonly FeatureFlag[];

/** The groups of the API, as the OpenAPI document tags them. */
export type OperationDomain = 'platform' | 'account' | 'catalogue' | 'search' | 'content' | 'distribution' | 'cart' | 'checkout';

export interface Operation {
  readonly method: HttpMethod;
  /**
   * The path in the router's notation: `:name` is one path segment (sent
   * percent-encoded), `:name*` several (each segment encoded, the slashes kept).
   */
  readonly path: string;
  readonly domain: OperationDomain;
  /** The path parameters' own rule (an id's length, a slug's form); without it each must not be blank. */
  readonly params?: $ZodType;
  /** What the call does, in one sentence (the OpenAPI summary). */
  readonly summary: string;
  /** The query as it travels: every value a string, a repeated key a list (see wire.ts). */
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** A body that is not JSON: a file upload, sent as the browser encodes a form. */
  readonly bodyMediaType?: 'multipart/form-data';
  /** The answer. A call whose answer is not read has `ignoredAnswerSchema`. */
  readonly response: $ZodType;
  /** An answer that is not JSON (a page a mail links to). */
  readonly responseMediaType?: 'text/html';
  /** The success status when it is not 200 (201 created, 202 accepted, 204 no content). */
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * The feature flags the call belongs to: with one switched off
   * the call answers 404 `feature-disabled` and changes nothing. Empty only
   * with `alwaysAvailable`.
   */
  readonly features: readonly FeatureNeed[];
  /** Why no feature switches the call off (e.g. the XSRF token every page fetches). */
  readonly alwaysAvailable?: string;
  /** The call needs a customer session: 401 without one. */
  readonly customer?: boolean;
}

/**
 * What an operation's request is, without its answer: the part a route's early data start needs
 * (prefetchCall), kept in a module of its own so that code does not carry the answer's schema.
 */
export type OperationRequest = Pick<Operation, 'method' | 'path' | 'params' | 'query'>;

/** Keeps the literal types of an operation, which `call` and the backend's handlers read. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

type ParamName<Segment extends string> = Segment extends `${infer Name}*${string}`
  ? Name
  : Segment extends `${infer Name}.${string}`
    ? Name
    : Segment;

/** The names of a path's parameters: `/api/customers/favorites/:type/:reference` → 'type' | 'reference'. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | PathParamName<`/${Tail}`>
    : ParamName<Rest>
  : never;

export type PathParams<O extends Operation> = Readonly<Record<PathParamName<O['path']>, string>>;
export type QueryOf<O extends Operation> = O extends { readonly query: infer Q extends $ZodType } ? output<Q> : undefined;
export type BodyOf<O extends Operation> = O extends { readonly bodyMediaType: 'multipart/form-data' }
  ? FormData
  : O extends { readonly body: infer B extends $ZodType }
    ? input<B>
    : undefined;
/** The answer as the caller reads it (after the schema's transforms). */
export type ResultOf<O extends Operation> = output<O['response']>;
/** The answer as the backend writes it. */
export type AnswerOf<O extends Operation> = input<O['response']>;

/** The keys a type may leave out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
/** A list may be read-only. */
type ReadonlyLists<T> = { readonly [K in keyof T]: T[K] extends Array<infer Item> ? readonly Item[] : T[K] };
/**
 * A query as the caller passes it: the parsed types (numbers, flags, lists),
 * and a key the wire may leave out (one with a default) may be left out here too.
 */
type QueryInput<Q extends $ZodType> = ReadonlyLists<
  Omit<output<Q>, OptionalKeys<input<Q>>> & Partial<Pick<output<Q>, OptionalKeys<input<Q>> & keyof output<Q>>>
>;

type ParamsPart<O extends Operation> = [PathParamName<O['path']>] extends [never] ? unknown : { readonly params: PathParams<O> };
type QueryPart<O extends Operation> = O extends { readonly query: infer Q extends $ZodType }
  ? object extends input<Q>
    ? { readonly query?: QueryInput<Q> }
    : { readonly query: QueryInput<Q> }
  : unknown;
type BodyPart<O extends Operation> = O extends { readonly body: $ZodType }
  ? undefined extends BodyOf<O>
    ? { readonly body?: BodyOf<O> }
    : { readonly body: BodyOf<O> }
  : unknown;

export interface CallOptions {
  readonly signal?: AbortSignal;
  /**
   * One shopper intent, one key: a retry of the same change sends the key of
   * its first attempt, so the backend answers it without applying it twice.
   * Without it each call gets a key of its own.
   */
  readonly idempotencyKey?: string;
}

export type CallInput<O extends Operation> = ParamsPart<O> & QueryPart<O> & BodyPart<O> & CallOptions;
/** The input is optional when nothing in it is required. */
export type CallArgs<O extends Operation> = object extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

/** The answer of a call whose body is not read (204, or a body the page ignores). */
export const ignoredAnswerSchema = z.unknown();
