// Several server instances on one PostgreSQL (DATABASE_URL) and one builds folder serve one shop: what an
// operator changes through one is what every other serves from its next request, a visitor's bucket means
// the same version on each, an /ops session works on any, and refused tokens count together. SQLite is the
// embedded default of one process; the many-instance setup is PostgreSQL's, so this suite runs there.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { TEST_DATABASES } from '@storefront/server-kit/testing/databases.test-support';
import { DEVELOPMENT_REGISTRY_TOKENS } from './registry/release-registry';
import { readAuditLog, verifyAuditLog } from './registry/audit-log';
import { databaseRegistryStorage } from './registry/database-storage';
import { RELEASES_FILE } from './registry/releases';
import { localFolderStorage } from './registry/storage';
import { buildServer } from './server-app';
import { absentShopApi, multipartBuild, writeFakeShellDist } from './testing/test-app.test-support';
import { postgresDatabase } from '@storefront/server-kit/database/sql';

const SEARCH_TEAM = DEVELOPMENT_REGISTRY_TOKENS.teams.search as string;
const OPERATOR = DEVELOPMENT_REGISTRY_TOKENS.operators['operator'] as string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(TEST_DATABASES.filter((database) => database.dialect === 'postgres'))('three server instances on one $dialect', (testDatabase) => {
  let instances: FastifyInstance[];
  let databaseUrl: string;
  let root: string;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    const created = await testDatabase.create();
    drop = created.drop;
    databaseUrl = created.url ?? '';
    root = await mkdtemp(path.join(tmpdir(), 'storefront-instances-'));
    const registryDir = path.join(root, 'builds');
    const shellDist = path.join(root, 'shell-dist');
    await mkdir(registryDir, { recursive: true });
    await writeFakeShellDist(shellDist);
    // One after the other, as a deploy starts them; each runs the migrations it finds missing.
    instances = [];
    for (let index = 0; index < 3; index += 1) {
      instances.push(await buildServer({ shopApi: absentShopApi(), registryDir, shellDist, environment: 'development', databaseUrl }));
    }
  });
  afterEach(async () => {
    for (const instance of instances) await instance.close();
    await drop();
    await rm(root, { recursive: true, force: true });
  });

  const upload = (instance: FastifyInstance, version: string) => {
    const { payload, headers } = multipartBuild('search', version, CONTRACT_VERSION);
    return instance.inject({ method: 'POST', url: '/registry/releases', payload, headers: { ...headers, ...auth(SEARCH_TEAM) } });
  };
  const searchVersion = async (instance: FastifyInstance, bucket: number) =>
    (await instance.inject({ method: 'GET', url: '/tenant/config', headers: { cookie: `sf-bucket=${bucket}` } }))
      .json<{ clientRuntimeConfig: { remotes: Array<{ name: string; version: string }> } }>()
      .clientRuntimeConfig.remotes.find((remote) => remote.name === 'search')?.version;

  it('serves a rollout made through one instance from every instance, the same version for the same bucket', async () => {
    const [first, second, third] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    expect((await upload(first, '1.0.0')).statusCode).toBe(201);
    expect((await upload(second, '1.1.0')).statusCode).toBe(201);
    // The builds are in the shared folder, the versions' records in the database: each instance knows both.
    expect(Object.keys((await third.inject({ method: 'GET', url: '/registry/releases', headers: auth(OPERATOR) })).json().versions.search)).toEqual(['1.0.0', '1.1.0']);
    const db = postgresDatabase(databaseUrl, { poolSize: 1 });
    await databaseRegistryStorage(db, localFolderStorage(path.join(root, 'builds')).builds).change((change) =>
      change.writeDocument(RELEASES_FILE, JSON.stringify({ search: { version: '1.0.0', contractVersion: CONTRACT_VERSION } })),
    );
    await db.close();

    const revision = (await second.inject({ method: 'GET', url: '/registry/rollouts', headers: auth(OPERATOR) })).json().revisions.frischmarkt.search;
    const rolledOut = await second.inject({
      method: 'POST',
      url: '/registry/rollouts/frischmarkt/search/rollout',
      payload: { version: '1.1.0', percentage: 10, revision },
      headers: auth(OPERATOR),
    });
    expect(rolledOut.statusCode).toBe(200);
    // No wait: the next request of every instance reads the rules as committed.
    for (const bucket of [0, 5, 9, 10, 50, 99]) {
      const versions = await Promise.all(instances.map((instance) => searchVersion(instance, bucket)));
      expect(new Set(versions).size, `bucket ${bucket}: ${versions.join(', ')}`).toBe(1);
    }
    const onCandidate = [];
    for (let bucket = 0; bucket < 100; bucket += 1) if ((await searchVersion(instances[bucket % 3] as FastifyInstance, bucket)) === '1.1.0') onCandidate.push(bucket);
    expect(onCandidate).toHaveLength(10);

    // A stale revision read on one instance is refused on another: one compare-and-set for all.
    const stale = await third.inject({ method: 'POST', url: '/registry/rollouts/frischmarkt/search/promote', payload: { revision }, headers: auth(OPERATOR) });
    expect(stale.statusCode).toBe(409);
    const audit = await first.inject({ method: 'GET', url: '/registry/audit', headers: auth(OPERATOR) });
    expect(audit.json().entries.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['publish', 'rollout']));
  }, 60_000);

  it('keeps one audit chain when instances change the registry at the same moment', async () => {
    const uploads = await Promise.all(['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5'].map((version, index) => upload(instances[index % 3] as FastifyInstance, version)));
    expect(uploads.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const db = postgresDatabase(databaseUrl, { poolSize: 1 });
    const storage = databaseRegistryStorage(db, localFolderStorage(path.join(root, 'builds')).builds);
    const published = (await readAuditLog(storage, 100)).filter((entry) => entry.action === 'publish');
    expect(published.map((entry) => entry.version).sort()).toEqual(['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5']);
    // Each entry follows the one before it: no two instances appended on the same head.
    expect(await verifyAuditLog(storage)).toMatchObject({ intact: true, entries: 6 });
    await db.close();
  }, 60_000);

  it('knows an /ops session on every instance, and ends it on every instance', async () => {
    const [first, second, third] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const signIn = await first.inject({ method: 'POST', url: '/ops/login', payload: new URLSearchParams({ token: OPERATOR }).toString(), headers: form });
    expect(signIn.statusCode).toBe(303);
    const cookie = `sf-ops=${signIn.cookies.find((item) => item.name === 'sf-ops')?.value}`;
    const page = await second.inject({ method: 'GET', url: '/ops', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const signOut = await third.inject({ method: 'POST', url: '/ops/logout', payload: new URLSearchParams({ formToken }).toString(), headers: { ...form, cookie } });
    expect(signOut.statusCode).toBe(303);
    expect((await first.inject({ method: 'GET', url: '/ops', headers: { cookie } })).headers.location).toBe('/ops/login');
  });

  it('counts refused tokens across instances: guessing on three gains nothing over guessing on one', async () => {
    const statuses = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const instance = instances[guess % 3] as FastifyInstance;
      statuses.push((await instance.inject({ method: 'GET', url: '/registry/releases', headers: auth(`wrong-token-${guess}-0123456789`) })).statusCode);
    }
    // Five free failures, the sixth earns a wait, and the seventh (on another instance) is held to it.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
