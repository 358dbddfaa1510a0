import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.test-support';
import { migrateSql } from '@storefront/server-kit/database/sql';
import { TEST_DATABASES } from '@storefront/server-kit/testing/databases.test-support';
import { databaseRegistryStorage, registryDocumentMigrations } from './database-storage';
import { s3Storage } from './s3-storage';
import { localFolderStorage, type RegistryStorage } from './storage';

/**
 * What any registry storage must do for the release service to be right,
 * run against both implementations: the local folder and an S3-compatible
 * object store (a real S3 server, s3rver, started here). `open` gives a new
 * handle on the same registry each call, as a second server instance would
 * have (for S3 with a client of its own).
 */
function registryStorageContract(name: string, setUp: () => Promise<{ open: () => RegistryStorage; tearDown: () => Promise<void> }>): void {
  describe(`${name} storage`, () => {
    let open: () => RegistryStorage;
    let tearDown: () => Promise<void>;
    beforeEach(async () => {
      ({ open, tearDown } = await setUp());
    });
    afterEach(() => tearDown());

    it('keeps documents whole: nothing before the first write, then exactly the text written', async () => {
      const storage = open();
      expect(await storage.readDocument('rollouts.json')).toBeUndefined();
      await storage.change((change) => change.writeDocument('rollouts.json', '{"a":1}\n'));
      expect(await open().readDocument('rollouts.json')).toBe('{"a":1}\n');
    });

    it('runs changes one at a time, also across handles: no read-modify-write is lost', async () => {
      const increment = (storage: RegistryStorage) =>
        storage.change(async (change) => {
          const count = Number((await change.readDocument('counter.json')) ?? '0');
          await new Promise((resolve) => setTimeout(resolve, 1));
          await change.writeDocument('counter.json', String(count + 1));
        });
      const [first, second] = [open(), open()];
      await Promise.all(Array.from({ length: 20 }, (_, index) => increment(index % 2 === 0 ? first : second)));
      expect(await first.readDocument('counter.json')).toBe('20');
    });

    it('lets the next change run after one that failed', async () => {
      const storage = open();
      await expect(storage.change(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
      await storage.change((change) => change.writeDocument('after.json', 'ok'));
      expect(await storage.readDocument('after.json')).toBe('ok');
    });

    it('stores a build whole under its version, and deletes it', async () => {
      const storage = open();
      expect(await storage.hasBuild('search', '1.0.0')).toBe(false);
      await storage.change((change) =>
        change.writeBuild('search', '1.0.0', new Map([['remoteEntry.js', Buffer.from('entry')], ['mf-manifest.json', Buffer.from('{}')]])),
      );
      expect(await storage.hasBuild('search', '1.0.0')).toBe(true);
      expect((await open().readBuildFile('search', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('entry');
      expect(await storage.readBuildFile('search', '1.0.0', 'missing.js')).toBeUndefined();
      await storage.change((change) => change.writeBuild('search', '1.0.0', new Map([['remoteEntry.js', Buffer.from('other')]])));
      expect(await storage.readBuildFile('search', '1.0.0', 'mf-manifest.json')).toBeUndefined();
      await storage.change((change) => change.deleteBuild('search', '1.0.0'));
      expect(await storage.hasBuild('search', '1.0.0')).toBe(false);
    });

    it('refuses every name that is not one plain segment, before it touches anything', async () => {
      const storage = open();
      const files = new Map([['remoteEntry.js', Buffer.from('entry')]]);
      await storage.change((change) => change.writeBuild('search', '1.0.0', files));
      await storage.change((change) => change.writeBuild('content', '1.0.0', files));
      await storage.change((change) => change.writeDocument('releases.json', '{}'));
      await storage.change((change) => change.appendAuditLine('{"n":1}'));
      const hostile = ['..', '.', '', '../content', '1.0.0/../../content', '..\\content', 'a/b', '/abs', '1.0.0\0', 'C:', '%2e%2e'];
      for (const bad of hostile) {
        await expect(storage.change((change) => change.deleteBuild('search', bad)), `deleteBuild search ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.change((change) => change.deleteBuild(bad, '1.0.0')), `deleteBuild ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.change((change) => change.writeBuild('search', bad, files)), `writeBuild search ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.change((change) => change.writeBuild('search', '2.0.0', new Map([[bad, Buffer.from('x')]]))), `writeBuild file ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.readBuildFile('search', '1.0.0', bad), `readBuildFile ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.readBuildFile('search', bad, 'remoteEntry.js'), `readBuildFile version ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.hasBuild('search', bad), `hasBuild ${bad}`).rejects.toThrow(/not a|invalid/i);
        await expect(storage.change((change) => change.writeDocument(bad === '' ? '../x.json' : bad, '{}')), `writeDocument ${bad}`).rejects.toThrow(/not a|invalid/i);
      }
      const again = open();
      expect((await again.readBuildFile('search', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('entry');
      expect((await again.readBuildFile('content', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('entry');
      expect(await again.hasBuild('search', '2.0.0')).toBe(false);
      expect(await again.readDocument('releases.json')).toBe('{}');
      expect(await again.readAuditLines(10)).toEqual(['{"n":1}']);
    });

    it('appends audit lines in order and reads the last ones', async () => {
      const storage = open();
      expect(await storage.readAuditLines(10)).toEqual([]);
      for (const line of ['{"n":1}', '{"n":2}', '{"n":3}']) await storage.change((change) => change.appendAuditLine(line));
      expect(await open().readAuditLines(2)).toEqual(['{"n":2}', '{"n":3}']);
    });
  });
}

// The scaled setup: documents and audit lines as rows (here on each test database), builds in a folder.
for (const testDatabase of TEST_DATABASES) {
  registryStorageContract(`the database (${testDatabase.dialect}) with a builds folder`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'storefront-storage-'));
    const { db, connect, drop } = await testDatabase.create();
    await migrateSql(db, registryDocumentMigrations);
    const builds = localFolderStorage(dir).builds;
    let first = true;
    return {
      // The first handle on the database made above, each further one a connection of its own (another instance).
      open: () => databaseRegistryStorage(first ? ((first = false), db) : connect(), builds),
      tearDown: async () => {
        await drop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });
}

registryStorageContract('the local folder', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'storefront-storage-'));
  return { open: () => localFolderStorage(dir), tearDown: () => rm(dir, { recursive: true, force: true }) };
});

describe('on an S3-compatible object store', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(() => server.close());

  let registries = 0;
  // Each test its own registry: a key prefix of its own in the one bucket.
  registryStorageContract('the S3', async () => {
    registries += 1;
    const prefix = await server.newRegistryPrefix(`contract-${registries}`);
    return { open: () => s3Storage({ bucket: server.bucket, prefix, region: 'us-east-1', client: server.client() }), tearDown: async () => undefined };
  });
});
