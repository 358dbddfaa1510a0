import { randomBytes } from 'node:crypto';
import type { Db, Migration } from '../db/database';

export interface SessionRepository {
  /** Opens a session for the customer and returns its unguessable id. */
  create(customerId: string): Promise<string>;
  /** The customer of a session, if the session exists. */
  customerId(sessionId: string): Promise<string | undefined>;
  delete(sessionId: string): Promise<void>;
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
];

export function createSessionRepository(db: Db): SessionRepository {
  const insert = db.prepare('INSERT INTO sessions (id, customer_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string], { customer_id: string }>('SELECT customer_id FROM sessions WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
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
    async delete(sessionId) {
      remove.run(sessionId);
    },
  };
}
