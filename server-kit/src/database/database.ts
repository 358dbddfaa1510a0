import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * One step of the schema. Ids are unique and never change once released: the
 * database records which ids it has applied, and applies the rest in order.
 */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/** An in-memory database (tests) when `file` is ':memory:', else a file whose folder is created. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL: readers never block the writer; FULL: a commit is on disk before the call returns,
  // so an acknowledged change survives a killed process (and a power cut).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Db, migrations: readonly Migration[]): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare<[], { id: string }>('SELECT id FROM schema_migrations').all().map((row) => row.id));
  const record = db.prepare<[string, string]>('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, new Date().toISOString());
    })();
    ran.push(migration.id);
  }
  return ran;
}

/** A JSON column's value; the stored text was written by this backend from a checked object. */
export function fromJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
