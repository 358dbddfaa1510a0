import { GetObjectCommand, ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.test-support';
import { SERVER_DIR } from '../config';
import { createTestApp, multipartBuild, writeFakeRemoteDist } from '../testing/test-app.test-support';
import { DEVELOPMENT_REGISTRY_TOKENS } from './release-registry';
import { readAuditLog } from './audit-log';
import { s3Storage, type S3StorageOptions } from './s3-storage';
import type { RegistryStorage } from './storage';

/**
 * The registry on a real S3-compatible server (s3rver, started here) beyond
 * the storage contract (storage.test.ts): several server instances on one
 * bucket, a dead lock holder, a build that broke off half-way, and the backend
 * serving published builds from the object store.
 */
let server: TestS3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(() => server.close());

let registries = 0;
async function newRegistry(): Promise<{ prefix: string; open: (options?: Partial<S3StorageOptions>) => RegistryStorage; client: S3Client }> {
  registries += 1;
  const prefix = await server.newRegistryPrefix(`s3-${registries}`);
  // Each handle with a client of its own: a server instance of its own.
  return { prefix, client: server.client(), open: (options = {}) => s3Storage({ bucket: server.bucket, prefix, region: 'us-east-1', client: server.client(), ...options }) };
}

async function keysUnder(client: S3Client, prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsCommand({ Bucket: server.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const text = async (client: S3Client, key: string) =>
  (await (await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: key }))).Body?.transformToString()) ?? '';

describe('several server instances on one bucket', () => {
  it('lose no update when they race read-modify-write changes, and number the audit lines without a gap', async () => {
    const { open } = await newRegistry();
    const instances = [open(), open(), open()];
    const increment = (storage: RegistryStorage, by: number) =>
      storage.change(async (change) => {
        const count = Number((await change.readDocument('counter.json')) ?? '0');
        // Long enough for another instance's change to slip in, were the lock not held across instances.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await change.writeDocument('counter.json', String(count + 1));
        await change.appendAuditLine(JSON.stringify({ by, count: count + 1 }));
      });
    await Promise.all(Array.from({ length: 30 }, (_, index) => increment(instances[index % 3] as RegistryStorage, index % 3)));
    expect(await instances[0]?.readDocument('counter.json')).toBe('30');
    const lines = (await open().readAuditLines(100)).map((line) => JSON.parse(line) as { count: number });
    // One line per change, oldest first, in the order the changes held the lock.
    expect(lines.map((line) => line.count)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('keeps a change of one instance waiting while another holds the lock', async () => {
    const { open } = await newRegistry();
    const [first, second] = [open(), open()];
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    let firstHolds: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (firstHolds = resolve));
    const firstChange = first.change(async (change) => {
      order.push('first starts');
      firstHolds();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      await change.writeDocument('who.json', 'first');
      order.push('first ends');
    });
    await holding;
    const secondChange = second.change(async (change) => {
      order.push('second starts');
      await change.writeDocument('who.json', 'second');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['first starts']);
    releaseFirst();
    await Promise.all([firstChange, secondChange]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(await second.readDocument('who.json')).toBe('second');
  });

  it('takes over the lock of a holder that died, and leaves no contender behind', async () => {
    const { open, prefix, client } = await newRegistry();
    // A contender object nobody refreshes: its instance died holding the lock.
    await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: `${prefix}lock-dead0instance`, Body: '{}' }));
    const storage = open({ staleLockMs: 1_000 });
    const started = Date.now();
    await storage.change((change) => change.writeDocument('after.json', 'ok'));
    // Not before it was stale (the store's timestamps are whole seconds).
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await storage.readDocument('after.json')).toBe('ok');
    expect((await keysUnder(client, prefix)).filter((key) => key.startsWith(`${prefix}lock-`))).toEqual([]);
  });
});

describe('builds in the object store', () => {
  it('shows a build only once its manifest names it: files of a writer that broke off are never read, and are cleared by the next write', async () => {
    const { open, prefix, client } = await newRegistry();
    const storage = open();
    // A writer died after two files of a new generation, before the manifest.
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: `${prefix}builds/search/1.0.0/broken/${file}`, Body: 'half' }));
    }
    expect(await storage.hasBuild('search', '1.0.0')).toBe(false);
    expect(await storage.readBuildFile('search', '1.0.0', 'remoteEntry.js')).toBeUndefined();

    await storage.change((change) => change.writeBuild('search', '1.0.0', new Map([['remoteEntry.js', Buffer.from('one')]])));
    expect((await storage.readBuildFile('search', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('one');
    await storage.change((change) => change.writeBuild('search', '1.0.0', new Map([['remoteEntry.js', Buffer.from('two')], ['a.js', Buffer.from('a')]])));
    expect((await storage.readBuildFile('search', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('two');
    const manifest = JSON.parse(await text(client, `${prefix}builds/search/1.0.0/build.json`)) as { generation: string; files: string[] };
    expect(manifest.files.sort()).toEqual(['a.js', 'remoteEntry.js']);
    // Only the manifest and the generation it names are left.
    expect(await keysUnder(client, `${prefix}builds/search/1.0.0/`)).toEqual(
      [`${prefix}builds/search/1.0.0/build.json`, `${prefix}builds/search/1.0.0/${manifest.generation}/a.js`, `${prefix}builds/search/1.0.0/${manifest.generation}/remoteEntry.js`].sort(),
    );
  });
});

describe('the backend on the object store', () => {
  const SEARCH_TEAM = DEVELOPMENT_REGISTRY_TOKENS.teams.search as string;
  const OPERATOR = DEVELOPMENT_REGISTRY_TOKENS.operators['operator'] as string;

  it('takes an upload through the release API, serves its files checked against their hashes, and puts it in a tenant\'s remote map', async () => {
    const { open, prefix, client } = await newRegistry();
    const testApp = await createTestApp({ app: { registryStorage: open() } });
    try {
      // A chunk large enough to be worth a compressed copy.
      const chunk = `export const products = [${Array.from({ length: 200 }, (_, index) => `"Bio-Apfel ${index}"`).join(',')}];\n`;
      const { payload, headers } = multipartBuild('search', '1.0.0', CONTRACT_VERSION, [['products.0123abcd.js', chunk]]);
      const uploaded = await testApp.app.inject({ method: 'POST', url: '/registry/releases', payload, headers: { ...headers, authorization: `Bearer ${SEARCH_TEAM}` } });
      expect(uploaded.statusCode).toBe(201);

      const entry = await testApp.app.inject({ method: 'GET', url: '/remotes/search/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('var storefront_search = {}; // 1.0.0\n');
      // The brotli copy made at publish time, from the object store too.
      const compressed = await testApp.app.inject({ method: 'GET', url: '/remotes/search/1.0.0/products.0123abcd.js', headers: { 'accept-encoding': 'br' } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(chunk);
      expect((await testApp.app.inject({ method: 'GET', url: '/remotes/search/1.0.0/missing.0123abcd.js' })).statusCode).toBe(404);
      // Nothing of the registry went to the folder.
      expect(await keysUnder(client, `${prefix}builds/search/1.0.0/`)).toContain(`${prefix}builds/search/1.0.0/build.json`);

      // Staged until an operator gives a tenant the version; then the tenant's remote map names it.
      const revision = (await testApp.app.inject({ method: 'GET', url: '/registry/rollouts', headers: { authorization: `Bearer ${OPERATOR}` } })).json().revisions.biogarten.search;
      const rolledBack = await testApp.app.inject({
        method: 'POST',
        url: '/registry/rollouts/biogarten/search/rollback',
        payload: { version: '1.0.0', revision },
        headers: { authorization: `Bearer ${OPERATOR}` },
      });
      expect(rolledBack.statusCode).toBe(200);
      const config = await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host: 'bio.localhost' } });
      expect(config.json().clientRuntimeConfig.remotes).toContainEqual(
        expect.objectContaining({ name: 'search', version: '1.0.0', entry: '/remotes/search/1.0.0/mf-manifest.json', contractVersion: CONTRACT_VERSION }),
      );
      expect((await readAuditLog(open())).map((line) => `${line.actor} ${line.action}`)).toEqual(['operator:operator rollback', 'team:search publish']);

      // A file changed in the bucket behind the registry's back is never sent.
      const manifest = JSON.parse(await text(client, `${prefix}builds/search/1.0.0/build.json`)) as { generation: string };
      await client.send(
        new PutObjectCommand({ Bucket: server.bucket, Key: `${prefix}builds/search/1.0.0/${manifest.generation}/remoteEntry.js`, Body: 'alert("tampered");\n' }),
      );
      const tampered = await testApp.app.inject({ method: 'GET', url: '/remotes/search/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
      expect(tampered.statusCode).toBe(502);
      expect(tampered.json()).toMatchObject({ errorCode: 'integrity' });
    } finally {
      await testApp.close();
    }
  });
});

describe('the registry commands on the object store', () => {
  it('publish, roll back and list the audit log in the store REGISTRY_STORE=s3 names', async () => {
    const { open, prefix } = await newRegistry();
    const dist = await mkdtemp(path.join(tmpdir(), 'storefront-s3-dist-'));
    try {
      await writeFakeRemoteDist(dist, { name: 'search', version: '1.4.0', contractVersion: CONTRACT_VERSION });
      const run = promisify(execFile);
      const env = {
        ...process.env,
        REGISTRY_STORE: 's3',
        REGISTRY_S3_BUCKET: server.bucket,
        REGISTRY_S3_PREFIX: prefix,
        REGISTRY_S3_ENDPOINT: server.endpoint,
        REGISTRY_S3_FORCE_PATH_STYLE: 'true',
        REGISTRY_S3_ACCESS_KEY_ID: 'S3RVER',
        REGISTRY_S3_SECRET_ACCESS_KEY: 'S3RVER',
        // A folder that must stay untouched: the commands go to the object store.
        REGISTRY_DIR: path.join(dist, 'not-the-registry'),
      };
      const tsx = path.join(SERVER_DIR, 'node_modules', '.bin', 'tsx');
      const publish = await run(tsx, [path.join(SERVER_DIR, 'src', 'registry', 'publish-cli.ts'), '--staged', dist], { env });
      expect(publish.stdout).toContain(`Published search@1.4.0 (contract ${CONTRACT_VERSION}) to s3://${server.bucket}/${prefix} at ${server.endpoint}; staged`);
      const cli = path.join(SERVER_DIR, 'src', 'registry', 'rollout-cli.ts');
      expect((await run(tsx, [cli, 'rollback', 'biogarten', 'search', '1.4.0'], { env })).stdout).toContain('biogarten: search stable 1.4.0.');
      expect((await run(tsx, [cli, 'audit'], { env })).stdout).toMatch(/^\S+ cli:\S+ rollback biogarten search@1\.4\.0\n\S+ cli:\S+ publish search@1\.4\.0\n$/);
      expect((await open().readBuildFile('search', '1.4.0', 'remoteEntry.js'))?.toString()).toContain('storefront_search');
      await expect(rm(path.join(dist, 'not-the-registry'))).rejects.toMatchObject({ code: 'ENOENT' });
      // A store set up half is named, not a stack trace.
      const { REGISTRY_S3_BUCKET: _bucket, ...withoutBucket } = env;
      await expect(run(tsx, [cli, 'audit'], { env: withoutBucket })).rejects.toMatchObject({
        stderr: expect.stringMatching(/^Invalid environment:\n {2}REGISTRY_S3_BUCKET: required with REGISTRY_STORE=s3\n$/),
      });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  }, 120_000);
});
