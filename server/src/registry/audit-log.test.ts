import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAuditLog, recordAudit, verifyAuditLog } from './audit-log';
import { AUDIT_FILE, localFolderStorage, type RegistryStorage } from './storage';

let dir: string;
let storage: RegistryStorage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storefront-audit-'));
  storage = localFolderStorage(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const file = () => path.join(dir, AUDIT_FILE);
const lines = async () => (await readFile(file(), 'utf8')).trim().split('\n');
const write = (rows: readonly string[]) => writeFile(file(), `${rows.join('\n')}\n`);

async function threeEntries(): Promise<void> {
  await recordAudit(storage, { actor: 'operator:anna', action: 'sign-in' });
  await recordAudit(storage, { actor: 'team:search', action: 'publish', remote: 'search', version: '1.2.0' });
  await recordAudit(storage, { actor: 'operator:anna', action: 'sign-out' });
}

describe('the audit log\'s hash chain', () => {
  it('numbers and chains every entry, and verifies an untouched log as intact', async () => {
    await threeEntries();
    const entries = (await lines()).map((line) => JSON.parse(line) as { seq: number; prev: string; hash: string });
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(entries[1]!.prev).toBe(entries[0]!.hash);
    expect(await verifyAuditLog(storage)).toEqual({ intact: true, entries: 3, unchained: 0 });
    expect((await readAuditLog(storage)).map((entry) => entry.action)).toEqual(['sign-out', 'publish', 'sign-in']);
  });

  it('finds a changed entry, a removed one, two swapped, and entries cut off at the end', async () => {
    await threeEntries();
    const original = await lines();
    await write([original[0]!, original[1]!.replace('1.2.0', '1.2.1'), original[2]!]);
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: false, problem: 'line 2 (entry 2) was changed after it was written' });
    await write([original[0]!, original[2]!]);
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: false, problem: expect.stringMatching(/^line 2 is entry 3, entry 2 was expected/) });
    await write([original[1]!, original[0]!, original[2]!]);
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: false, problem: expect.stringMatching(/^line 1 is entry 2/) });
    await write(original.slice(0, 2));
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: false, problem: 'the log ends at entry 2, its head names entry 3: entries were removed at the end' });
    await rm(file());
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: false, problem: expect.stringMatching(/holds no chained entry, but its head names entry 3/) });
  });

  it('covers the lines of a log older than the chain by its first link', async () => {
    const legacy = ['{"at":"2026-11-01T10:00:00.000Z","actor":"cli:ops","action":"publish","remote":"search","version":"1.0.0"}'];
    await write(legacy);
    expect(await verifyAuditLog(storage)).toEqual({ intact: true, entries: 1, unchained: 1 });
    await threeEntries();
    expect(await verifyAuditLog(storage)).toEqual({ intact: true, entries: 4, unchained: 1 });
    const now = await lines();
    await write([legacy[0]!.replace('1.0.0', '0.9.0'), ...now.slice(1)]);
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: false, problem: 'line 2 (entry 1) does not follow the entry before it' });
  });
});
