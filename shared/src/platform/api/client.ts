import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { RETRY_STATUSES } from '../constants';
import { ApiError, BACKEND_UNAVAILABLE_MESSAGE, backendErrorBodySchema, paymentErrorSchema, retailGatewayErrorSchema } from './errors';
import { randomId, requestId } from './ids';
import { MUTATING_METHODS, type HttpMethod } from './operation';
import { fetchCsrfToken } from '../operations/fetch-csrf-token';

export type { HttpMethod };

/** Statuses retried once, for non-mutating methods only. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set(RETRY_STATUSES);
/**
 * A change is retried, with the key of its first attempt, when its answer was
 * lost (network error, timeout) or the way to the backend failed (502, 503,
 * 504): the backend applies one key once. A 409 or another 4xx is an answer and
 * never retried.
 */
export const MUTATION_RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
/** Attempts of one change at most, the first included. */
export const MUTATION_ATTEMPTS = 4;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const SESSION_EXPIRED_COOKIE = 'sessionExpired';
/** The readable cookie a customer's session sets (the session cookie itself is httpOnly). */
export const LOGGED_IN_COOKIE = 'loggedIn';
/** How long an answer started ahead of its caller (ApiClient.prefetch) may be taken, counted from its start. */
export const EARLY_ANSWER_MS = 10_000;


export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface RequestOptions<T> {
  /** The answer's schema; any zod 4 schema (classic or mini). */
  readonly schema: $ZodType<T>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** The Idempotency-Key of a change that repeats an earlier attempt (see CallOptions); else a new one. */
  readonly idempotencyKey?: string;
}

export interface ApiResponse<T> {
  readonly status: number;
  readonly data: T;
}

export interface ApiClientOptions {
  /** Prefix for every path, e.g. '' on the shop's own origin or 'http://localhost:3000' in a dev host. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** Reads a cookie of the current document; injectable for tests. */
  readonly readCookie?: (name: string) => string | undefined;
  /** The client only reports a 401; the shell decides what it means (doc 1 §4). */
  readonly onUnauthorized?: (path: string) => void;
  /** Reported when a response leaves the sessionExpired cookie behind. */
  readonly onSessionExpired?: () => void;
  /**
   * How long one attempt may take before its answer counts as lost (default 10 s); not for an upload, nor for
   * a call with its own signal: its caller decides when it ends.
   */
  readonly timeoutMs?: number;
  /** How long after its first attempt a change may still be retried (default 20 s). */
  readonly retryBudgetMs?: number;
  /** The first retry waits up to twice this, each further one twice as long (default 250 ms). */
  readonly retryDelayMs?: number;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T>;
  /** Like request, with the status: some calls mean different things by 200 and 202. */
  send<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<ApiResponse<T>>;
  /**
   * Starts a GET its caller is about to make (a route's data while the route's code loads, `prefetchCall`):
   * the next GET of exactly this URL takes its answer instead of asking again, once, within EARLY_ANSWER_MS
   * of the start and while the `loggedIn` cookie is as it was; any change (POST, PUT, PATCH, DELETE) drops
   * every such answer, and a call with its own signal asks for itself. The answer is read as the taker's own
   * (its schema, its errors, the 401 and session hooks), so nothing tells the two apart. Optional: a client
   * without it (an older shell's) simply lets each call ask.
   */
  prefetch?(path: string, query?: RequestOptions<unknown>['query']): void;
}

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** A bad gateway (502) on any call, and 501 or more on a content call, count as "backend not available" (doc 1 §8). */
function isUnavailableStatus(path: string, status: number): boolean {
  return status === 502 || (status >= 501 && path.startsWith('/api/content'));
}

/** What the attempts of a call brought: the last response and its body, or no response (the answer was lost). */
type Exchange = [Response | undefined, unknown];

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const readCookie = options.readCookie ?? readDocumentCookie;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryBudgetMs = options.retryBudgetMs ?? 20_000;
  const retryDelayMs = options.retryDelayMs ?? 250;

  // GET answers started ahead of their caller (prefetch), by URL and session: the attempts' outcome.
  const early = new Map<string, Promise<Exchange>>();

  /** A call; `keep`: only start it and keep its outcome for the next call of its URL (prefetch). */
  async function send<T>(method: HttpMethod, path: string, request: RequestOptions<T>, keep?: boolean): Promise<ApiResponse<T>> {
    const mutating = MUTATING_METHODS.has(method);
    const headers: Record<string, string> = { Accept: 'application/json' };
    // One key per shopper intent: the caller passes the key of the first attempt
    // when it repeats a change, so the backend answers the repeat without applying it twice.
    if (mutating) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey ?? randomId();
    let body: string | FormData | undefined;
    // A file upload: the browser writes the multipart type with its boundary.
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json; charset=utf-8';
      body = JSON.stringify(request.body);
    }
    const url = buildUrl(baseUrl, path, request.query);
    // A GET takes an answer started ahead for its URL in this session (the loggedIn cookie as it is now), once
    // and while fresh; a change makes every one stale; a call with its own signal asks for itself.
    const key = url + readCookie(LOGGED_IN_COOKIE);
    let started = mutating ? early.clear() : early.get(key);
    early.delete(key);
    if (request.signal || !started) {
      started = (async (): Promise<Exchange> => {
        const begun = Date.now();
        let response: Response | undefined;
        let payload: unknown;
        let tokenRenewed = false;
        for (let attempt = 1; ; attempt++) {
          // Read per attempt: a renewed token (below), or one a login in another tab brought, is sent as it is now.
          const xsrf = readCookie(XSRF_COOKIE);
          try {
            response = await doFetch(url, {
              method,
              // Each attempt is a request of its own, with its own request id; the key stays.
              headers: { ...headers, ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}), [REQUEST_ID_HEADER]: requestId() },
              credentials: 'include',
              // Each attempt has a deadline, unless the caller ends the call itself (its signal) or it is an upload.
              signal: request.signal ?? (body instanceof FormData ? null : AbortSignal.timeout(timeoutMs)),
              body,
            });
            // Read within the deadline: an answer cut off half-way is lost too.
            payload = await readJson(response);
          } catch (error) {
            if (request.signal?.aborted) throw error;
            response = undefined;
          }
          // The server refused the token (a session began or ended in another tab, a token from before a deploy):
          // nothing was changed, so the change goes again under its key once the browser holds a new token.
          if (mutating && !tokenRenewed && response?.status === 403 && isXsrfRefusal(payload)) {
            tokenRenewed = true;
            await doFetch(`${baseUrl}${fetchCsrfToken.path}`, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'include' }).catch(() => undefined);
            continue;
          }
          // Full jitter: the retries of many shoppers after one outage do not arrive together.
          const delay = mutating ? Math.random() * retryDelayMs * 2 ** attempt : 0;
          const retry = mutating
            ? attempt < MUTATION_ATTEMPTS && (!response || MUTATION_RETRY_STATUSES.has(response.status))
            : attempt < 2 && RETRYABLE_STATUSES.has(response?.status ?? 0);
          if (!retry || Date.now() - begun + delay >= retryBudgetMs) break;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
        return [response, payload];
      })();
    }
    if (keep) {
      // Dropped unless taken within EARLY_ANSWER_MS.
      early.set(key, started);
      setTimeout(() => early.delete(key), EARLY_ANSWER_MS);
      return undefined as never;
    }
    const [response, payload] = await started;
    if (!response) throw new ApiError('unavailable', 500, BACKEND_UNAVAILABLE_MESSAGE);

    if (readCookie(SESSION_EXPIRED_COOKIE) !== undefined) options.onSessionExpired?.();
    if (response.status === 401) options.onUnauthorized?.(path);

    if (!response.ok) throw toApiError(path, response, payload);

    const parsed = safeParse(request.schema, payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.') || '(root)',
        message: issue.message,
      }));
      throw new ApiError(
        'contract',
        response.status,
        `Unexpected answer from ${method} ${path}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
        { issues },
      );
    }
    return { status: response.status, data: parsed.data };
  }

  return {
    send,
    request: async (method, path, request) => (await send(method, path, request)).data,
    prefetch: (path, query) => void send('GET', path, { query } as RequestOptions<unknown>, true),
  };
}

/** The backend's answer to a change whose XSRF token it does not accept (doc 1 §7). */
function isXsrfRefusal(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { errorCode?: unknown }).errorCode === 'csrf';
}

function toApiError(path: string, response: Response, payload: unknown): ApiError {
  if (isUnavailableStatus(path, response.status)) {
    return new ApiError('unavailable', 500, BACKEND_UNAVAILABLE_MESSAGE);
  }
  const body = backendErrorBodySchema.safeParse(payload);
  if (!body.success) {
    return new ApiError('http', response.status, response.statusText || `HTTP ${response.status}`);
  }
  const { errorCode, message, customPayload } = body.data;
  const paymentError = paymentErrorSchema.safeParse(customPayload?.['paymentError']);
  if (paymentError.success) {
    return new ApiError('payment', response.status, message, {
      errorCode,
      customPayload,
      paymentError: paymentError.data,
    });
  }
  const retailGateway = retailGatewayErrorSchema.safeParse(customPayload?.['retailGateway']);
  if (retailGateway.success) {
    return new ApiError('retail-gateway', response.status, message, {
      errorCode,
      customPayload,
      retailGateway: retailGateway.data,
    });
  }
  return new ApiError('backend', response.status, message, { errorCode, customPayload });
}
