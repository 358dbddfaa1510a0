import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach } from 'vitest';
import { openDatabase } from '../database/database';
import { migrateSql, postgresDatabase, sqliteDatabase, type Dialect, type SqlDatabase, type SqlMigration } from '../database/sql';

/**
 * The databases a suite that stores state runs on: SQLite always, and
 * PostgreSQL when `TEST_DATABASE_URL` names a server (`pnpm test` under
 * `scripts/with-postgres.mjs`, as `pnpm verify` runs it). In CI a missing
 * server is a failure, never a quietly skipped half.
 */
export interface TestDatabase {
  readonly dialect: Dialect;
  /** A fresh, empty database; `connect()` opens another connection to it, as a second instance would. */
  create(): Promise<CreatedDatabase>;
}

export interface CreatedDatabase {
  readonly db: SqlDatabase;
  readonly connect: () => SqlDatabase;
  readonly url?: string;
  readonly drop: () => Promise<void>;
}

/** For a suite: `open()` gives each test a fresh database with `migrations` applied, dropped after the test. */
export function freshDatabases(testDatabase: TestDatabase, migrations: readonly SqlMigration[]): () => Promise<CreatedDatabase> {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });
  return async () => {
    const created = await testDatabase.create();
    drop = created.drop;
    await migrateSql(created.db, migrations);
    return created;
  };
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const sqlite: TestDatabase = {
  dialect: 'sqlite',
  async create() {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-sqlite-'));
    const file = path.join(dir, 'state.sqlite');
    const handle = openDatabase(file);
    // SQLite is one process's database: a second "instance" is a second wrapper of the same handle (sql.ts).
    const db = sqliteDatabase(handle);
    return {
      db,
      connect: () => sqliteDatabase(handle),
      drop: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A database of its own per test on the server: suites running in parallel never see each other's rows or locks. */
const postgres = (serverUrl: string): TestDatabase => ({
  dialect: 'postgres',
  async create() {
    const name = `test_${randomBytes(8).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened: SqlDatabase[] = [];
    const connect = () => {
      const db = postgresDatabase(url.href, { poolSize: 4 });
      opened.push(db);
      return db;
    };
    return {
      db: connect(),
      connect,
      url: url.href,
      drop: async () => {
        for (const db of opened) await db.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  },
});

const missingPostgres: TestDatabase = {
  dialect: 'postgres',
  create: () => Promise.reject(new Error('TEST_DATABASE_URL is not set: run the suite under node scripts/with-postgres.mjs (pnpm verify does).')),
};

export const TEST_DATABASES: readonly TestDatabase[] = TEST_DATABASE_URL
  ? [sqlite, postgres(TEST_DATABASE_URL)]
  : process.env.CI
    ? [sqlite, missingPostgres]
    : [sqlite];
