import { createHash, randomBytes } from 'node:crypto';
import { migrate, type Db, type Migration } from '@storefront/server-kit/database/database';

/**
 * The operators' sessions of the operations page (`/ops`). Signing in with an
 * operator token opens a session of its own: the cookie carries a random id,
 * never the token, so a cookie that leaks is no API token, ends with sign-out
 * and expires. Each session has a form token the page's forms send back
 * (the page's own XSRF protection). Ids are stored as hashes.
 */
export interface OpsSession {
  readonly operator: string;
  readonly formToken: string;
}

export interface OpsSessions {
  /** Opens a session for the operator; answers its id (the cookie's value) and its form token. */
  open(operator: string, now: number): { readonly id: string; readonly formToken: string };
  /** The live session of this id, marked as used now; undefined for an unknown, ended or expired one. */
  find(id: string | undefined, now: number): OpsSession | undefined;
  /** Ends a session (sign-out, or the one a new sign-in replaces). */
  end(id: string | undefined): void;
}

/** A session ends this long after it began, however busy. */
export const OPS_SESSION_MAX_MS = 8 * 60 * 60_000;
/** And once it was not used for this long. */
export const OPS_SESSION_IDLE_MS = 30 * 60_000;

export const opsSessionMigrations: Migration[] = [
  {
    id: 'ops-sessions-001',
    sql: `
      CREATE TABLE IF NOT EXISTS ops_sessions (
        id_hash TEXT PRIMARY KEY,
        operator TEXT NOT NULL,
        form_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
    `,
  },
];

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

export function createOpsSessions(db: Db): OpsSessions {
  migrate(db, opsSessionMigrations);
  const insert = db.prepare<[string, string, string, number, number]>(
    'INSERT INTO ops_sessions (id_hash, operator, form_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string], { operator: string; form_token: string; created_at: number; last_seen_at: number }>(
    'SELECT operator, form_token, created_at, last_seen_at FROM ops_sessions WHERE id_hash = ?',
  );
  const seen = db.prepare<[number, string]>('UPDATE ops_sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare<[string]>('DELETE FROM ops_sessions WHERE id_hash = ?');
  const removeExpired = db.prepare<[number, number]>('DELETE FROM ops_sessions WHERE created_at < ? OR last_seen_at < ?');

  return {
    open(operator, now) {
      removeExpired.run(now - OPS_SESSION_MAX_MS, now - OPS_SESSION_IDLE_MS);
      const id = randomBytes(32).toString('base64url');
      const formToken = randomBytes(32).toString('base64url');
      insert.run(hashOf(id), operator, formToken, now, now);
      return { id, formToken };
    },
    find(id, now) {
      if (!id) return undefined;
      const idHash = hashOf(id);
      const row = find.get(idHash);
      if (!row) return undefined;
      if (now - row.created_at > OPS_SESSION_MAX_MS || now - row.last_seen_at > OPS_SESSION_IDLE_MS) {
        remove.run(idHash);
        return undefined;
      }
      seen.run(now, idHash);
      return { operator: row.operator, formToken: row.form_token };
    },
    end(id) {
      if (id) remove.run(hashOf(id));
    },
  };
}
