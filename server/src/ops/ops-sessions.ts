import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor, SqlMigration } from '@storefront/server-kit/database/sql';

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
  open(operator: string, now: number): Promise<{ readonly id: string; readonly formToken: string }>;
  /** The live session of this id, marked as used now; undefined for an unknown, ended or expired one. */
  find(id: string | undefined, now: number): Promise<OpsSession | undefined>;
  /** Ends a session (sign-out, or the one a new sign-in replaces). */
  end(id: string | undefined): Promise<void>;
}

/** A session ends this long after it began, however busy. */
export const OPS_SESSION_MAX_MS = 8 * 60 * 60_000;
/** And once it was not used for this long. */
export const OPS_SESSION_IDLE_MS = 30 * 60_000;

export const opsSessionMigrations: SqlMigration[] = [
  {
    id: 'ops-sessions-001',
    sql: `CREATE TABLE IF NOT EXISTS ops_sessions (
      id_hash TEXT PRIMARY KEY, operator TEXT NOT NULL, form_token TEXT NOT NULL, created_at BIGINT NOT NULL, last_seen_at BIGINT NOT NULL
    )`,
  },
];

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** The sessions in the server's database (its table made by `opsSessionMigrations`): any instance on it knows them. */
export function createOpsSessions(db: SqlExecutor): OpsSessions {
  return {
    async open(operator, now) {
      await db.run('DELETE FROM ops_sessions WHERE created_at < ? OR last_seen_at < ?', [now - OPS_SESSION_MAX_MS, now - OPS_SESSION_IDLE_MS]);
      const id = randomBytes(32).toString('base64url');
      const formToken = randomBytes(32).toString('base64url');
      await db.run('INSERT INTO ops_sessions (id_hash, operator, form_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)', [
        hashOf(id),
        operator,
        formToken,
        now,
        now,
      ]);
      return { id, formToken };
    },
    async find(id, now) {
      if (!id) return undefined;
      const idHash = hashOf(id);
      // Used now, if it is still live: one statement, so an expired session is never revived by a use.
      const row = await db.get<{ operator: string; form_token: string }>(
        `UPDATE ops_sessions SET last_seen_at = ? WHERE id_hash = ? AND created_at >= ? AND last_seen_at >= ? RETURNING operator, form_token`,
        [now, idHash, now - OPS_SESSION_MAX_MS, now - OPS_SESSION_IDLE_MS],
      );
      if (!row) {
        await db.run('DELETE FROM ops_sessions WHERE id_hash = ?', [idHash]);
        return undefined;
      }
      return { operator: row.operator, formToken: row.form_token };
    },
    async end(id) {
      if (id) await db.run('DELETE FROM ops_sessions WHERE id_hash = ?', [hashOf(id)]);
    },
  };
}
