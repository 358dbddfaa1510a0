import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '@storefront/server-kit/database/database';

const migrations = [
  { id: 'test-001', sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)' },
  { id: 'test-002', sql: 'ALTER TABLE notes ADD COLUMN author TEXT' },
];

describe('database', () => {
  const open: Db[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies each migration once, in order', () => {
    const db = openDatabase(':memory:');
    open.push(db);
    expect(migrate(db, migrations)).toEqual(['test-001', 'test-002']);
    expect(migrate(db, migrations)).toEqual([]);
    db.prepare('INSERT INTO notes (text, author) VALUES (?, ?)').run('Milch', 'Anna');
    expect(db.prepare('SELECT text, author FROM notes').get()).toEqual({ text: 'Milch', author: 'Anna' });
  });

  it('rolls a failing migration back whole and applies nothing of it', () => {
    const db = openDatabase(':memory:');
    open.push(db);
    const broken = [{ id: 'bad-001', sql: 'CREATE TABLE a (id INTEGER); CREATE TABLE a (id INTEGER);' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined();
    expect(db.prepare('SELECT id FROM schema_migrations').all()).toEqual([]);
  });

  it('keeps committed data in a file across a reopen, in WAL mode', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-db-'));
    dirs.push(dir);
    const file = path.join(dir, 'data', 'shop.sqlite');
    const first = openDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    migrate(first, migrations);
    first.prepare('INSERT INTO notes (text) VALUES (?)').run('Butter');
    first.close();
    const second = openDatabase(file);
    open.push(second);
    expect(migrate(second, migrations)).toEqual([]);
    expect(second.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'Butter' }]);
  });
});
