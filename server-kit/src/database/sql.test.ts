import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, freshDatabases } from '../testing/databases.test-support';
import { migrateSql, numberPlaceholders, type SqlDatabase, type SqlMigration } from './sql';

describe('numberPlaceholders', () => {
  it('numbers each ? in order and leaves quoted text alone', () => {
    expect(numberPlaceholders("SELECT a FROM t WHERE b = ? AND c = '?' AND d = ?")).toBe("SELECT a FROM t WHERE b = $1 AND c = '?' AND d = $2");
  });

  it('refuses text with an unclosed quote rather than numbering inside it', () => {
    expect(() => numberPlaceholders("SELECT 'a ?")).toThrow('Unclosed quote');
  });
});

const MIGRATIONS: SqlMigration[] = [
  {
    id: 'test-001',
    sql: {
      sqlite: 'CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL, at INTEGER NOT NULL); CREATE TABLE blobs (id TEXT PRIMARY KEY, bytes BLOB)',
      postgres: 'CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL, at BIGINT NOT NULL); CREATE TABLE blobs (id TEXT PRIMARY KEY, bytes BYTEA)',
    },
  },
];

describe.each(TEST_DATABASES)('the SQL layer on $dialect', (testDatabase) => {
  const open = freshDatabases(testDatabase, MIGRATIONS);

  it('applies each migration once, also when two instances start together', async () => {
    const { db, connect } = await open();
    const later: SqlMigration = { id: 'test-002', sql: 'CREATE TABLE later (id TEXT PRIMARY KEY)' };
    const [first, second] = await Promise.all([migrateSql(db, [...MIGRATIONS, later]), migrateSql(connect(), [...MIGRATIONS, later])]);
    expect([...first, ...second]).toEqual(['test-002']);
    expect(await migrateSql(db, [...MIGRATIONS, later])).toEqual([]);
  });

  it('answers numbers as numbers (milliseconds beyond 32 bits too), text as text and bytes as a Buffer', async () => {
    const { db } = await open();
    const at = 1_790_000_000_123;
    expect(await db.run('INSERT INTO counters (name, value, at) VALUES (?, ?, ?)', ['a', 1, at])).toBe(1);
    await db.run('INSERT INTO blobs (id, bytes) VALUES (?, ?)', ['x', Buffer.from([0, 1, 255])]);
    expect(await db.get('SELECT name, value, at FROM counters WHERE name = ?', ['a'])).toEqual({ name: 'a', value: 1, at });
    expect((await db.get<{ bytes: Buffer }>('SELECT bytes FROM blobs WHERE id = ?', ['x']))?.bytes).toEqual(Buffer.from([0, 1, 255]));
    expect(await db.get('SELECT name FROM counters WHERE name = ?', ['none'])).toBeUndefined();
  });

  it('counts atomically with one upsert … returning, whoever counts', async () => {
    const { db, connect } = await open();
    const other = connect();
    const count = (handle: SqlDatabase) =>
      handle.get<{ value: number }>(
        `INSERT INTO counters (name, value, at) VALUES (?, 1, ?)
         ON CONFLICT (name) DO UPDATE SET value = counters.value + 1, at = excluded.at RETURNING value`,
        ['hits', Date.now()],
      );
    const values = await Promise.all(Array.from({ length: 40 }, (_, index) => count(index % 2 === 0 ? db : other)));
    expect(values.map((row) => row?.value).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('runs locked transactions one at a time across connections, and rolls back one that throws', async () => {
    const { db, connect } = await open();
    const other = connect();
    await db.run('INSERT INTO counters (name, value, at) VALUES (?, 0, 0)', ['c']);
    const increment = (handle: SqlDatabase) =>
      handle.transaction(
        async (tx) => {
          const row = await tx.get<{ value: number }>('SELECT value FROM counters WHERE name = ?', ['c']);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.run('UPDATE counters SET value = ? WHERE name = ?', [(row?.value ?? 0) + 1, 'c']);
        },
        { lock: 'counter' },
      );
    await Promise.all(Array.from({ length: 10 }, (_, index) => increment(index % 2 === 0 ? db : other)));
    await expect(
      db.transaction(async (tx) => {
        await tx.run('UPDATE counters SET value = 999 WHERE name = ?', ['c']);
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await other.get('SELECT value FROM counters WHERE name = ?', ['c'])).toEqual({ value: 10 });
  });

  // On PostgreSQL such a call runs on another connection of the pool.
  it.runIf(testDatabase.dialect === 'sqlite')('lets a call made during a transaction wait for it rather than run inside it', async () => {
    const { db } = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.run('INSERT INTO counters (name, value, at) VALUES (?, 1, 0)', ['t']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = db.get('SELECT value FROM counters WHERE name = ?', ['t']);
    release();
    await transaction;
    expect(await read).toEqual({ value: 1 });
  });

  it('answers the reads a transaction asks for together, one after the other on its connection', async () => {
    const { db } = await open();
    for (const name of ['a', 'b', 'c', 'd']) await db.run('INSERT INTO counters (name, value, at) VALUES (?, 1, 0)', [name]);
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const rows = await db.transaction((tx) => Promise.all(['a', 'b', 'c', 'd'].map((name) => tx.get<{ name: string }>('SELECT name FROM counters WHERE name = ?', [name]))));
      expect(rows.map((row) => row?.name)).toEqual(['a', 'b', 'c', 'd']);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });

  it('answers a ping', async () => {
    const { db } = await open();
    await expect(db.ping()).resolves.toBeUndefined();
  });
});
