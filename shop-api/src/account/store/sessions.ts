import { randomBytes } from 'node:crypto';
import type { Db, Migration } from '@storefront/server-kit/database/database';

/** What a session cookie stands for when a request arrives. */
export type SessionLookup =
  | { readonly state: 'active'; readonly customerId: string }
  | { readonly state: 'expired' }
  | { readonly state: 'unknown' };

export interface SessionRepository {
  /** Opens a session for the customer and returns its unguessable id. */
  create(customerId: string): Promise<string>;
  /** The customer of a session, if the session exists (expired ones are deleted as requests arrive, see touch). */
  customerId(sessionId: string): Promise<string | undefined>;
  /**
   * Looks a session up as a request arrives: a live one is marked as seen now,
   * one idle for longer than `idleMs` is deleted and reported expired.
   */
  touch(sessionId: string, now: number, idleMs: number): SessionLookup;
  /** Makes a session idle for longer than any idle time (tests: `POST /__test/expire-session`). */
  expire(sessionId: string): boolean;
  delete(sessionId: string): Promise<void>;
  /** Ends every session of a customer but `keep` (a new password shuts out whoever knew the old one). */
  deleteAllOf(customerId: string, keep?: string): number;
  /** Deletes the sessions last seen before `before` (ms since the epoch); answers how many. */
  deleteIdle(before: number): number;
}

export const sessionMigrations: Migration[] = [
  {
    id: 'sessions-001',
    sql: `
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_customer ON sessions(customer_id);
    `,
  },
  {
    id: 'sessions-002',
    sql: 'CREATE INDEX sessions_last_seen ON sessions(last_seen_at);',
  },
];

/** A session seen this recently is not written again: one write a minute is enough for a 30-minute idle time. */
const TOUCH_GRANULARITY_MS = 60_000;

export function createSessionRepository(db: Db): SessionRepository {
  const insert = db.prepare('INSERT INTO sessions (id, customer_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string], { customer_id: string; last_seen_at: number }>(
    'SELECT customer_id, last_seen_at FROM sessions WHERE id = ?',
  );
  const seen = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const removeIdle = db.prepare<[number]>('DELETE FROM sessions WHERE last_seen_at < ?');
  const removeOfCustomer = db.prepare<[string, string]>('DELETE FROM sessions WHERE customer_id = ? AND id <> ?');

  return {
    async create(customerId) {
      const id = randomBytes(32).toString('base64url');
      const now = Date.now();
      insert.run(id, customerId, now, now);
      return id;
    },
    async customerId(sessionId) {
      return find.get(sessionId)?.customer_id;
    },
    touch(sessionId, now, idleMs) {
      return db.transaction((): SessionLookup => {
        const row = find.get(sessionId);
        if (!row) return { state: 'unknown' };
        if (now - row.last_seen_at > idleMs) {
          remove.run(sessionId);
          return { state: 'expired' };
        }
        if (now - row.last_seen_at >= TOUCH_GRANULARITY_MS) seen.run(now, sessionId);
        return { state: 'active', customerId: row.customer_id };
      })();
    },
    expire(sessionId) {
      return seen.run(0, sessionId).changes > 0;
    },
    async delete(sessionId) {
      remove.run(sessionId);
    },
    deleteAllOf(customerId, keep = '') {
      return removeOfCustomer.run(customerId, keep).changes;
    },
    deleteIdle(before) {
      return removeIdle.run(before).changes;
    },
  };
}
