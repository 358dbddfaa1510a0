import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTenantConfig } from '@storefront/shared/platform/operations';
import { SERVER_DIR } from '../config';
import { CookieJar, createTestApp, inProcessApiClient, writeFakeRemoteDist, type TestApp } from '../testing/test-app.test-support';
import { promote, rollBack, rollOut } from './rollout-commands';
import { resolveRemoteMap, versionForBucket } from './rollouts';
import { ROLLOUTS_FILE } from './releases';
import { call } from '@storefront/shared/platform/api';

let registryDir: string;
beforeEach(async () => {
  registryDir = await mkdtemp(path.join(tmpdir(), 'storefront-rollouts-'));
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    await writeFakeRemoteDist(path.join(registryDir, 'search', version), { name: 'search', version, contractVersion: 1 });
  }
  await writeFile(path.join(registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: 1 } }));
});
afterEach(() => rm(registryDir, { recursive: true, force: true }));

async function searchVersion(tenant: string, bucket: number): Promise<string | undefined> {
  return (await resolveRemoteMap(registryDir, tenant, bucket)).find((remote) => remote.name === 'search')?.version;
}

describe('rollout rules', () => {
  it('gives the candidate to the buckets below the percentage, the stable version to the rest', () => {
    const rule = { stable: '1.0.0', candidate: '1.1.0', percentage: 5 };
    expect([0, 4, 5, 99].map((bucket) => versionForBucket(rule, bucket))).toEqual(['1.1.0', '1.1.0', '1.0.0', '1.0.0']);
    expect(versionForBucket({ stable: '1.0.0' }, 0)).toBe('1.0.0');
  });

  it('rolls out to N %, promotes and rolls back per tenant, leaving the other tenant on the release', async () => {
    expect(await rollOut(registryDir, 'biogarten', 'search', '1.1.0', 10)).toEqual({ stable: '1.0.0', candidate: '1.1.0', percentage: 10 });
    expect(await searchVersion('biogarten', 9)).toBe('1.1.0');
    expect(await searchVersion('biogarten', 10)).toBe('1.0.0');
    expect(await searchVersion('frischmarkt', 0)).toBe('1.0.0');

    expect(await promote(registryDir, 'biogarten', 'search')).toEqual({ stable: '1.1.0' });
    expect(await searchVersion('biogarten', 99)).toBe('1.1.0');

    await rollOut(registryDir, 'biogarten', 'search', '1.2.0', 50);
    expect(await rollBack(registryDir, 'biogarten', 'search')).toEqual({ stable: '1.1.0' });
    expect(await searchVersion('biogarten', 0)).toBe('1.1.0');
    expect(await rollBack(registryDir, 'biogarten', 'search', '1.0.0')).toEqual({ stable: '1.0.0' });
    expect(await searchVersion('biogarten', 0)).toBe('1.0.0');
    expect(JSON.parse(await readFile(path.join(registryDir, ROLLOUTS_FILE), 'utf8'))).toEqual({ biogarten: { search: { stable: '1.0.0' } } });
  });

  it('refuses unknown tenants, remotes, unpublished versions, bad percentages and a promote without a rollout', async () => {
    await expect(rollOut(registryDir, 'nobody', 'search', '1.1.0', 10)).rejects.toThrow(/Unknown tenant "nobody"/);
    await expect(rollOut(registryDir, 'biogarten', 'basket', '1.1.0', 10)).rejects.toThrow(/Unknown remote "basket"/);
    await expect(rollOut(registryDir, 'biogarten', 'search', '9.9.9', 10)).rejects.toThrow(/search@9.9.9 is not published/);
    await expect(rollOut(registryDir, 'biogarten', 'search', '1.1.0', 101)).rejects.toThrow(/0 to 100/);
    await expect(rollOut(registryDir, 'biogarten', 'search', '1.0.0', 10)).rejects.toThrow(/already the stable version/);
    await expect(promote(registryDir, 'biogarten', 'search')).rejects.toThrow(/nothing to promote/);
    await expect(rollBack(registryDir, 'biogarten', 'search')).rejects.toThrow(/no rollout in progress/);
  });

  it('falls back to the release when a rule names a version that is not published', async () => {
    await writeFile(path.join(registryDir, ROLLOUTS_FILE), JSON.stringify({ biogarten: { search: { stable: '7.0.0' } } }));
    expect(await searchVersion('biogarten', 0)).toBe('1.0.0');
  });

  it('runs as package commands', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, REGISTRY_DIR: registryDir };
    const tsx = path.join(SERVER_DIR, 'node_modules', '.bin', 'tsx');
    const cli = path.join(SERVER_DIR, 'src', 'registry', 'rollout-cli.ts');
    const { stdout } = await run(tsx, [cli, 'rollout', 'biogarten', 'search', '1.1.0', '25'], { env });
    expect(stdout).toContain('biogarten: search stable 1.0.0, 25 % on 1.1.0');
    await expect(run(tsx, [cli, 'promote', 'frischmarkt', 'search'], { env })).rejects.toMatchObject({ stderr: expect.stringContaining('nothing to promote') });
    expect((await run(tsx, [cli, 'promote', 'biogarten', 'search'], { env })).stdout).toContain('stable 1.1.0.');
    // The same release service as the HTTP API: the audit log names the person at the terminal.
    expect((await run(tsx, [cli, 'audit'], { env })).stdout).toMatch(/^\S+ cli:\S+ promote biogarten search@1\.1\.0\n\S+ cli:\S+ rollout biogarten search@1\.1\.0\n$/);
    await expect(run(tsx, [cli, 'delete', 'search', '1.1.0'], { env })).rejects.toMatchObject({ stderr: expect.stringContaining('still served: biogarten (stable)') });
    expect((await run(tsx, [cli, 'delete', 'search', '1.2.0'], { env })).stdout).toContain('Deleted search@1.2.0.');
  }, 90_000);
});

describe('the visitor bucket', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('is set once (sf-bucket, 0–99, a year) and decides the versions of /tenant/config', async () => {
    testApp = await createTestApp();
    for (const version of ['1.0.0', '1.1.0']) {
      await writeFakeRemoteDist(path.join(testApp.registryDir, 'search', version), { name: 'search', version, contractVersion: 1 });
    }
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: 1 } }));
    await writeFile(
      path.join(testApp.registryDir, ROLLOUTS_FILE),
      JSON.stringify({ frischmarkt: { search: { stable: '1.0.0', candidate: '1.1.0', percentage: 30 } } }),
    );
    const first = await testApp.app.inject({ method: 'GET', url: '/tenant/config' });
    const bucket = first.cookies.find((cookie) => cookie.name === 'sf-bucket');
    expect(bucket?.value).toMatch(/^\d{1,2}$/);
    expect(bucket).toMatchObject({ httpOnly: true, maxAge: 31_536_000, path: '/' });

    const jar = new CookieJar();
    jar.set('sf-bucket', '29');
    const api = inProcessApiClient(testApp.app, jar);
    expect((await call(api, getTenantConfig)).clientRuntimeConfig.remotes[0]?.version).toBe('1.1.0');
    jar.set('sf-bucket', '30');
    expect((await call(api, getTenantConfig)).clientRuntimeConfig.remotes[0]?.version).toBe('1.0.0');
    // A damaged bucket is replaced.
    jar.set('sf-bucket', '100');
    const replaced = await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { cookie: jar.header() } });
    expect(Number(replaced.cookies.find((cookie) => cookie.name === 'sf-bucket')?.value)).toBeLessThan(100);
  });
});
