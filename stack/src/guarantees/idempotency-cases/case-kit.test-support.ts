import type { LightMyRequestResponse } from 'fastify';
import type { ApiClient } from '@storefront/shared/platform/api';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@storefront/server-kit/security/cookies';
import { CookieJar, fetchXsrfToken, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

/**
 * What every case of the Idempotency-Key test (idempotency-every-call.test.ts) is made of: the call, the
 * visitor who sends it, the probe of what a second run would change, and the set-ups the cases share. The
 * cases themselves are in the files beside this one, one per domain, assembled in
 * idempotency-call-cases.test-support.ts.
 */

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call {
  readonly method: Method;
  /** Path and query. */
  readonly url: string;
  /** Sent as JSON when given. */
  readonly body?: unknown;
  /** A file upload: sent as this multipart body instead. */
  readonly multipart?: { readonly contentType: string; readonly payload: Buffer };
}

/** A browser: its cookies and the shared API client, for the set-up and for changes between the calls. */
export interface Visitor {
  readonly jar: CookieJar;
  readonly api: ApiClient;
}

export interface ArrangedCall {
  readonly visitor: Visitor;
  readonly call: Call;
  /**
   * The same path with another body (or, for a call without one, another
   * query): the key of `call` must not run it. Chosen so that running it
   * would move the probe.
   */
  readonly variant: Call;
  /** The state the call changes, read from the shop's database: a second run would move it. */
  probe(): unknown;
  /**
   * For a call whose second run would by itself change nothing (it sets what
   * is set already): a change made between the first call and its repeat,
   * which a second run would undo.
   */
  interfere?(first: LightMyRequestResponse): Promise<void>;
  /** The call only answers (it changes nothing); a second run shows in its answer, after `interfere`. */
  readonly readOnly?: true;
  /** The answer to `variant` under the call's key, where the route has its own (the wallet's 1005); else 422 idempotencyKeyReused. */
  readonly reusedKeyAnswer?: { readonly status: number; readonly errorCode: string | number };
}

export interface IdempotencyCase {
  /** The route as the app registers it: method and URL pattern. */
  readonly route: string;
  /** What this case shows, when a route has more than one. */
  readonly situation?: string;
  arrange(shop: TestApp): Promise<ArrangedCall>;
}

/** A browser that fetched its XSRF token, logged in as the customer with this address when one is given. */
export async function visitorOf(shop: TestApp, email?: string): Promise<Visitor> {
  const jar = new CookieJar();
  await fetchXsrfToken(shop.app, jar);
  if (email) await logIn(shop, jar, email);
  return { jar, api: inProcessApiClient(shop.app, jar) };
}

/**
 * The session a login would give, opened in the store: the login call itself
 * has its own case, and its password hashing would make every case slow.
 */
export async function logIn(shop: TestApp, jar: CookieJar, email: string): Promise<void> {
  const account = await shop.store.customers.findByEmail(email);
  if (!account) throw new Error(`no demo customer ${email}`);
  jar.set(SESSION_COOKIE, await shop.store.sessions.create(account.customer.id));
  jar.set(LOGGED_IN_COOKIE, 'true');
  // The XSRF token is bound to the session: the browser's next /api/csrf gives it one for the new session.
  await fetchXsrfToken(shop.app, jar);
}

export async function customerIdOf(shop: TestApp, email: string): Promise<string> {
  const account = await shop.store.customers.findByEmail(email);
  if (!account) throw new Error(`no demo customer ${email}`);
  return account.customer.id;
}

/** How many lines with this message the app logged. */
export function logged(shop: TestApp, message: string): number {
  return shop.logs.filter((line) => line['msg'] === message).length;
}

export function count(shop: TestApp, sql: string, ...params: unknown[]): number {
  return (shop.store.db.prepare(sql).get(...params) as { n: number }).n;
}

/**
 * The call and its variant under the same key: the call with another body or
 * URL, or, for a call without a body, another query on the same path (its
 * only other input).
 */
export function sending(call: Call, other?: { readonly body: unknown } | { readonly url: string }): Pick<ArrangedCall, 'call' | 'variant'> {
  const variant = other ? { ...call, ...other } : { ...call, url: `${call.url}${call.url.includes('?') ? '&' : '?'}repeat=other` };
  return { call, variant };
}
