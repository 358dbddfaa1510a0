import { createHash } from 'node:crypto';
import type { Db } from '@storefront/server-kit/database/database';
import { ATTEMPT_LEDGER_TABLES } from '@storefront/server-kit/security/attempt-ledger';

/**
 * A digest of every row of every table (but those named in `except`): equal digests mean nothing was changed.
 * The attempt ledger's counts are left out: every guarded request counts there, refused or not, and they are
 * no data of the shop.
 */
export function databaseDigest(db: Db, except: readonly string[] = []): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all();
  for (const { name } of tables) {
    if (except.includes(name) || (ATTEMPT_LEDGER_TABLES as readonly string[]).includes(name)) continue;
    hash.update(name);
    hash.update(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()));
  }
  return hash.digest('hex');
}
