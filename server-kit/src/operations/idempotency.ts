import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, XSRF_COOKIE } from '@storefront/shared/platform/api';
import type { SqlExecutor, SqlMigration } from '../database/sql';
import { HttpError, invalidField } from '../http/errors';
import { CART_COOKIE, SESSION_COOKIE } from '../security/cookies';
import { MUTATING_METHODS } from '../http/methods';

/**
 * The first answer to each Idempotency-Key, so a repeated call (a retry after a
 * lost response, a double click) gets that answer again and changes nothing.
 * `response_status` is NULL while the first call is still running.
 */
export const idempotencyMigrations: SqlMigration[] = [
  {
    id: 'idempotency-001',
    sql: {
      sqlite: `
        CREATE TABLE IF NOT EXISTS idempotency_keys (
          identity TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, idempotency_key TEXT NOT NULL,
          fingerprint TEXT NOT NULL, created_at INTEGER NOT NULL,
          response_status INTEGER, response_headers TEXT, response_body BLOB,
          PRIMARY KEY (identity, method, path, idempotency_key)
        );
        CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys(created_at)`,
      postgres: `
        CREATE TABLE IF NOT EXISTS idempotency_keys (
          identity TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, idempotency_key TEXT NOT NULL,
          fingerprint TEXT NOT NULL, created_at BIGINT NOT NULL,
          response_status INTEGER, response_headers TEXT, response_body BYTEA,
          PRIMARY KEY (identity, method, path, idempotency_key)
        );
        CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys(created_at)`,
    },
  },
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer to a reused Idempotency-Key whose request differs, for a call
     * family with error codes of its own (the wallet's 1005, doc 2 §8) instead
     * of the generic 422. Such a route compares keys across its resources (its
     * URL pattern): the key of one gift card's unlinking reused for another card
     * is a conflict too, not a new call.
     */
    idempotencyConflict?: () => HttpError;
  }
}

/** Printable ASCII without spaces; UUIDs (what the shared client sends) fit easily. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a first answer is kept. A retry comes within seconds; a day covers an offline phone too. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claim whose answer never came (a crashed handler, an aborted connection) stops blocking after this. */
const ABANDONED_CLAIM_MS = 60_000;
/** The answer headers that make up the answer; the rest (date, security headers) are written fresh. */
const REPLAYED_HEADERS = ['content-type', 'set-cookie', 'cache-control', 'location'] as const;
export const REPLAY_HEADER = 'idempotent-replayed';


interface Claim {
  readonly identity: string;
  readonly method: string;
  readonly path: string;
  readonly key: string;
  readonly fingerprint: string;
}

interface StoredRow {
  fingerprint: string;
  created_at: number;
  response_status: number | null;
  response_headers: string | null;
  response_body: Buffer | null;
}

type ClaimResult =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly status: number; readonly headers: Record<string, string | string[]>; readonly body: Buffer }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'inProgress' };

/**
 * Who sent the call: the session, else the anonymous cart, else the browser
 * by its XSRF token (every browser has its own before its first changing
 * call), else nobody in particular. Keys are only compared within one
 * identity, so one visitor is never answered with another's response (a
 * login's session cookie, a first cart call's cart cookie).
 */
function identityOf(cookies: Readonly<Record<string, string | undefined>>): string {
  const sid = cookies[SESSION_COOKIE];
  if (sid) return `sid:${createHash('sha256').update(sid).digest('base64url')}`;
  const cart = cookies[CART_COOKIE];
  if (cart) return `cart:${createHash('sha256').update(cart).digest('base64url')}`;
  const browser = cookies[XSRF_COOKIE];
  if (browser) return `browser:${createHash('sha256').update(browser).digest('base64url')}`;
  return 'anonymous';
}

/**
 * The identity the visitor has after this answer, when the answer gives them
 * a new session, cart or XSRF cookie (login, logout, the first cart call): a repeat sent
 * with the new cookie must still find the first answer.
 */
function identityAfter(request: FastifyRequest, setCookie: string | string[] | undefined): string | undefined {
  const cookies: Record<string, string | undefined> = { ...request.cookies };
  let changed = false;
  for (const line of [setCookie ?? []].flat()) {
    const match = /^([^=;\s]+)=([^;]*)/.exec(line);
    // The XSRF token too: it is bound to the session, so a login or logout answer brings a new one.
    if (!match?.[1] || (match[1] !== SESSION_COOKIE && match[1] !== CART_COOKIE && match[1] !== XSRF_COOKIE)) continue;
    cookies[match[1]] = match[2] ? decodeURIComponent(match[2]) : undefined;
    changed = true;
  }
  return changed ? identityOf(cookies) : undefined;
}

/** What the call asked for: the same key with another query or body is a different call. */
function fingerprint(request: FastifyRequest): string {
  const hash = createHash('sha256');
  hash.update(request.url);
  hash.update('\n');
  hash.update(request.body === undefined ? '' : JSON.stringify(request.body));
  return hash.digest('base64url');
}

const KEY_MATCH = 'identity = ? AND method = ? AND path = ? AND idempotency_key = ?';
const keyOf = (claim: Claim) => [claim.identity, claim.method, claim.path, claim.key];
/** How often a claim looks again when the row changed under it (another instance claimed or released it meanwhile). */
const CLAIM_ROUNDS = 3;

/**
 * The records, each step one statement that checks what it changes (a
 * compare-and-set), so two calls with one key on two instances at once never
 * both run: of two inserts one wins, of two take-overs of an abandoned claim
 * one matches the `created_at` it read.
 */
function createIdempotencyStore(db: SqlExecutor, now: () => number) {
  let lastPurge = 0;

  async function claimOnce(claim: Claim, at: number): Promise<ClaimResult | undefined> {
    const inserted = await db.run(
      `INSERT INTO idempotency_keys (identity, method, path, idempotency_key, fingerprint, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (identity, method, path, idempotency_key) DO NOTHING`,
      [...keyOf(claim), claim.fingerprint, at],
    );
    if (inserted === 1) return { kind: 'claimed' };
    const row = await db.get<StoredRow>(`SELECT fingerprint, created_at, response_status, response_headers, response_body FROM idempotency_keys WHERE ${KEY_MATCH}`, keyOf(claim));
    if (!row) return undefined;
    const takeOver = async () => {
      const taken = await db.run(
        `UPDATE idempotency_keys SET fingerprint = ?, created_at = ?, response_status = NULL, response_headers = NULL, response_body = NULL
         WHERE ${KEY_MATCH} AND created_at = ?`,
        [claim.fingerprint, at, ...keyOf(claim), row.created_at],
      );
      return taken === 1 ? ({ kind: 'claimed' } as const) : undefined;
    };
    // An answer older than the retention is gone, though not yet purged: the key is new again.
    if (row.created_at < at - IDEMPOTENCY_RETENTION_MS) return takeOver();
    if (row.fingerprint !== claim.fingerprint) return { kind: 'mismatch' };
    if (row.response_status === null) return row.created_at >= at - ABANDONED_CLAIM_MS ? { kind: 'inProgress' } : takeOver();
    return {
      kind: 'replay',
      status: row.response_status,
      headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string | string[]>,
      body: row.response_body ?? Buffer.alloc(0),
    };
  }

  return {
    /** Claims the key: of two concurrent calls with the same key exactly one runs; the other sees the claim. */
    async claim(claim: Claim): Promise<ClaimResult> {
      const at = now();
      if (at - lastPurge > ABANDONED_CLAIM_MS) {
        lastPurge = at;
        await db.run('DELETE FROM idempotency_keys WHERE created_at < ?', [at - IDEMPOTENCY_RETENTION_MS]);
      }
      for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
        const result = await claimOnce(claim, at);
        if (result) return result;
      }
      return { kind: 'inProgress' };
    },
    /**
     * Stores the answer; under the visitor's new identity too, when the answer gave them one. The copy is
     * written first: should the second write never happen, the first claim is abandoned and runs again,
     * rather than a repeat under the new identity running as a new call.
     */
    async complete(claim: Claim, status: number, headers: Record<string, string | string[]>, body: Buffer, newIdentity?: string): Promise<void> {
      const text = JSON.stringify(headers);
      if (newIdentity && newIdentity !== claim.identity) {
        await db.run(
          `INSERT INTO idempotency_keys
             (identity, method, path, idempotency_key, fingerprint, created_at, response_status, response_headers, response_body)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (identity, method, path, idempotency_key) DO NOTHING`,
          [newIdentity, claim.method, claim.path, claim.key, claim.fingerprint, now(), status, text, body],
        );
      }
      await db.run(`UPDATE idempotency_keys SET response_status = ?, response_headers = ?, response_body = ? WHERE ${KEY_MATCH}`, [
        status,
        text,
        body,
        ...keyOf(claim),
      ]);
    },
    async release(claim: Claim): Promise<void> {
      await db.run(`DELETE FROM idempotency_keys WHERE ${KEY_MATCH} AND response_status IS NULL`, keyOf(claim));
    },
  };
}

function payloadBytes(payload: unknown): Buffer | undefined {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  return undefined;
}

function answerHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/**
 * The global Idempotency-Key hook for POST, PUT, PATCH and DELETE. A call
 * without the header runs as usual. With it, the first call runs and its
 * answer (status, content type, cookies, cache policy, body) is stored under
 * key + method + path + visitor; a repeat gets that answer back with
 * `Idempotent-Replayed: true` and changes nothing; the same key with another
 * body is a 422 (or the route's own `idempotencyConflict`); a repeat while the first is still running is a 409. Answers
 * of 5xx are not kept: nothing was changed (every change is one transaction),
 * so the retry may run again. Routes that are no API operation (the payment
 * provider, the test controls) run every time.
 */
export function installIdempotency(app: FastifyInstance, db: SqlExecutor, options: { now?: () => number } = {}): void {
  const store = createIdempotencyStore(db, options.now ?? Date.now);
  const claims = new WeakMap<FastifyRequest, Claim>();
  /** The Set-Cookie of the first answer, for each request answered by a replay (none: null). */
  const replayedCookies = new WeakMap<FastifyRequest, string | string[] | null>();

  // preHandler: after the XSRF check (onRequest) and after the body is parsed.
  app.addHook('preHandler', async (request, reply) => {
    // Every mutating API operation honours the key. A route that is no operation of the API does not: the local
    // payment provider stands for another party whose calls prove themselves inside the handler (the page's
    // token, the webhook's signature), which a stored answer would skip, and the test controls.
    const operation = request.routeOptions.config.operation;
    if (!operation || !MUTATING_METHODS.has(operation.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw invalidField(IDEMPOTENCY_HEADER, 'must be 1 to 200 visible ASCII characters');
    }
    const conflict = request.routeOptions.config.idempotencyConflict;
    const claim: Claim = {
      identity: identityOf(request.cookies),
      method: request.method,
      path: conflict ? request.routeOptions.url ?? path : path,
      key,
      fingerprint: fingerprint(request),
    };
    const result = await store.claim(claim);
    if (result.kind === 'mismatch') {
      if (conflict) throw conflict();
      throw new HttpError(
        422,
        'idempotencyKeyReused',
        'This Idempotency-Key was already used for a different request; send a new key for a new request.',
      );
    }
    if (result.kind === 'inProgress') {
      throw new HttpError(409, 'idempotencyRequestInProgress', 'A request with this Idempotency-Key is still being processed; retry shortly.');
    }
    if (result.kind === 'replay') {
      replayedCookies.set(request, result.headers['set-cookie'] ?? null);
      for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
      reply.header(REPLAY_HEADER, 'true');
      // An empty first answer (202, 204) is sent empty again: a Buffer would add a content type it did not have.
      return reply.code(result.status).send(result.body.length > 0 ? result.body : undefined);
    }
    claims.set(request, claim);
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (replayedCookies.has(request)) {
      // The first answer's cookies and no others: the session check may have reported the session the
      // first call ended (a logout retried after its answer was lost) as expired, which that answer did not say.
      const cookies = replayedCookies.get(request);
      reply.removeHeader('set-cookie');
      if (cookies) reply.header('set-cookie', cookies);
      return payload;
    }
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const body = payloadBytes(payload);
    if (reply.statusCode >= 500 || body === undefined) await store.release(claim);
    else {
      const headers = answerHeaders(reply);
      await store.complete(claim, reply.statusCode, headers, body, identityAfter(request, headers['set-cookie']));
    }
    return payload;
  });

  // A call that never answered (aborted connection) gives its key back at once.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (claim) await store.release(claim);
  });
}
