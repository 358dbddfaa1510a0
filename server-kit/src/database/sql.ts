import pg from 'pg';
import { openDatabase, type Db, type Migration } from './database';

/**
 * One way to run SQL on both databases a house may have: SQLite (the embedded
 * default, better-sqlite3) and PostgreSQL (`DATABASE_URL`, node-postgres).
 * Code writes one SQL text with `?` placeholders; this layer numbers them for
 * PostgreSQL (`$1`, `$2`, …). What differs between the two is only the schema
 * (a migration may give one text per dialect: `BIGINT` and `BYTEA` there,
 * `INTEGER` and `BLOB` here). `sql.test.ts` runs every call on both.
 *
 * The SQL both understand is the common core plus `INSERT … ON CONFLICT … DO
 * UPDATE/NOTHING` and `RETURNING`. A counter, a claim or a compare-and-set is
 * one such statement, atomic on its own, so most callers need no transaction
 * (and two instances on one PostgreSQL never interleave inside it).
 */
export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | Buffer | null;

export interface SqlExecutor {
  readonly dialect: Dialect;
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export interface SqlDatabase extends SqlExecutor {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back
   * when it throws. With `lock`, no other transaction holding the same lock
   * runs meanwhile, on any instance (PostgreSQL: an advisory lock of the
   * transaction; SQLite: every writer waits for `BEGIN IMMEDIATE` anyway).
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: { readonly lock?: string }): Promise<T>;
  /** A cheap round trip (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A schema step. One text for both dialects, or one each where their types differ. */
export interface SqlMigration {
  readonly id: string;
  readonly sql: string | { readonly sqlite: string; readonly postgres: string };
}

/** The SQLite text of migrations, for a database the synchronous `migrate` keeps (the shop API's, beside its own steps). */
export function sqliteMigrations(migrations: readonly SqlMigration[]): Migration[] {
  return migrations.map((migration) => ({ id: migration.id, sql: typeof migration.sql === 'string' ? migration.sql : migration.sql.sqlite }));
}

/** `?` → `$1`, `$2`, … outside quoted text (the SQL of this code base has no `?` inside quotes; a check keeps it so). */
export function numberPlaceholders(sql: string): string {
  let index = 0;
  let quote: string | undefined;
  let out = '';
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '?') {
      out += `$${++index}`;
      continue;
    }
    out += char;
  }
  if (quote) throw new Error(`Unclosed quote in SQL: ${sql}`);
  return out;
}

/** Whose turn it is on one handle: shared by every wrapper of it, so none runs a call inside another's transaction. */
interface Turn {
  queue: Promise<unknown>;
  inTransaction: boolean;
}
const turns = new WeakMap<Db, Turn>();
function turnOf(db: Db): Turn {
  let turn = turns.get(db);
  if (!turn) turns.set(db, (turn = { queue: Promise.resolve(), inTransaction: false }));
  return turn;
}

/**
 * SQLite through a better-sqlite3 handle: the embedded default, one process
 * on one file (several instances share PostgreSQL, never a SQLite file: a
 * second handle in the same process would wait synchronously for a
 * transaction that cannot end while it waits). Its calls are synchronous; a
 * transaction, which awaits its work, holds the handle for itself: every
 * other call of this wrapper waits until it ends. So a handle given here is
 * used through this wrapper only while a transaction may be open (single
 * statements may share it with synchronous code: each runs whole).
 */
export function sqliteDatabase(db: Db): SqlDatabase {
  const turn = turnOf(db);
  /** Runs `task` after the open transaction, if any; at once otherwise. */
  const exclusive = <T>(task: () => Promise<T> | T): Promise<T> => {
    if (!turn.inTransaction) {
      try {
        return Promise.resolve(task());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    const run = turn.queue.then(task);
    turn.queue = run.catch(() => undefined);
    return run;
  };
  const params = (values: readonly SqlValue[] = []) => values as unknown[];
  const direct: SqlExecutor = {
    dialect: 'sqlite',
    all: async <T>(sql: string, values?: readonly SqlValue[]) => db.prepare(sql).all(...params(values)) as T[],
    get: async <T>(sql: string, values?: readonly SqlValue[]) => db.prepare(sql).get(...params(values)) as T | undefined,
    run: async (sql, values) => db.prepare(sql).run(...params(values)).changes,
  };
  return {
    dialect: 'sqlite',
    all: (sql, values) => exclusive(() => direct.all(sql, values)),
    get: (sql, values) => exclusive(() => direct.get(sql, values)),
    run: (sql, values) => exclusive(() => direct.run(sql, values)),
    transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const run = turn.queue.then(async () => {
        turn.inTransaction = true;
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(direct);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        } finally {
          turn.inTransaction = false;
        }
      });
      turn.queue = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      await exclusive(() => db.prepare('SELECT 1').get());
    },
    close: async () => {
      await turn.queue;
      if (db.open) db.close();
    },
  };
}

// BIGINT (int8) comes back as a string by default; the columns that use it hold milliseconds, which a number holds exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/** Connections per instance: a page's server work needs few, and N instances share the server's limit. */
const POOL_SIZE = 10;

/** PostgreSQL through a node-postgres pool. */
export function postgresDatabase(url: string, options: { readonly poolSize?: number } = {}): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? POOL_SIZE, connectionTimeoutMillis: 5_000 });
  // An idle client's connection that breaks (the database restarted) is dropped from the pool, not a crash.
  pool.on('error', () => undefined);
  const over = (client: pg.Pool | pg.PoolClient): SqlExecutor => {
    // One connection runs one query at a time: a transaction's queries asked for together (a Promise.all
    // of reads) go one after the other, as node-postgres wants them (queuing on a client is deprecated).
    let queue: Promise<unknown> = Promise.resolve();
    const query = (sql: string, values: readonly SqlValue[]) => {
      if (client instanceof pg.Pool) return client.query(numberPlaceholders(sql), [...values]);
      const run = queue.then(() => client.query(numberPlaceholders(sql), [...values]));
      queue = run.catch(() => undefined);
      return run;
    };
    return {
      dialect: 'postgres',
      all: async <T>(sql: string, values: readonly SqlValue[] = []) => (await query(sql, values)).rows as T[],
      get: async <T>(sql: string, values: readonly SqlValue[] = []) => (await query(sql, values)).rows[0] as T | undefined,
      run: async (sql, values = []) => (await query(sql, values)).rowCount ?? 0,
    };
  };
  return {
    ...over(pool),
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>, transactionOptions: { readonly lock?: string } = {}): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        if (transactionOptions.lock) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [transactionOptions.lock]);
        const result = await work(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/** A `DATABASE_URL` this layer opens: `postgres://` or `postgresql://`. */
export const POSTGRES_URL = /^postgres(ql)?:\/\/\S+$/;

/** PostgreSQL when a URL is given, else SQLite in `file` (':memory:' keeps nothing). */
export function openSqlDatabase(target: { readonly url?: string; readonly file: string }): SqlDatabase {
  return target.url ? postgresDatabase(target.url) : sqliteDatabase(openDatabase(target.file));
}

/**
 * Applies the migrations the database has not seen yet, in order, recorded in
 * `schema_migrations` (the table the SQLite `migrate` keeps too, so the two
 * share one record). All in one transaction under one lock: instances
 * starting together on one PostgreSQL apply each step once.
 */
export async function migrateSql(db: SqlDatabase, migrations: readonly SqlMigration[]): Promise<string[]> {
  return db.transaction(
    async (tx) => {
      await tx.run('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
      const applied = new Set((await tx.all<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
      const ran: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.id)) continue;
        const text = typeof migration.sql === 'string' ? migration.sql : migration.sql[db.dialect];
        for (const statement of splitStatements(text)) await tx.run(statement);
        await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [migration.id, new Date().toISOString()]);
        ran.push(migration.id);
      }
      return ran;
    },
    { lock: 'schema_migrations' },
  );
}

/** A migration's statements (prepared statements take one each); schema text has no `;` inside quotes. */
function splitStatements(text: string): string[] {
  return text
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
