import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFakeRemoteDist } from '../testing/test-app.test-support';
import { SEEDED_ROLLOUT_RULES } from './seeded-rollouts';
import { LOCAL_REMOTE_PACKAGES, publishLocalRemotes } from './local-remotes';
import { readReleases } from './releases';
import { readRolloutRules, resolveRemoteMap, writeRolloutRules } from './rollouts';

let repoDir: string;
beforeEach(async () => {
  repoDir = await mkdtemp(path.join(tmpdir(), 'storefront-repo-'));
});
afterEach(() => rm(repoDir, { recursive: true, force: true }));

const registryDir = () => path.join(repoDir, 'server', 'data', 'registry');

async function buildRemotes(packages: readonly string[], version = '1.0.0'): Promise<void> {
  for (const pkg of packages) {
    await writeFakeRemoteDist(path.join(repoDir, pkg, 'dist'), { name: pkg.replace(/^mfe-/, ''), version, contractVersion: 1 });
  }
}

/** What build-remote.mjs leaves for a remote that still maintains an earlier release. */
function buildMaintainedRelease(pkg: string, version: string): Promise<void> {
  return writeFakeRemoteDist(path.join(repoDir, pkg, 'dist-releases', version), { name: pkg.replace(/^mfe-/, ''), version, contractVersion: 1 });
}

const versionsOf = async (tenant: string, bucket = 50) =>
  Object.fromEntries((await resolveRemoteMap(registryDir(), tenant, bucket)).map((entry) => [entry.name, entry.version]));

describe('publishLocalRemotes', () => {
  it('publishes the builds of all five remotes and makes them live', async () => {
    await buildRemotes(LOCAL_REMOTE_PACKAGES);
    const published = await publishLocalRemotes(repoDir, registryDir());
    expect(published.map((r) => r.name)).toEqual(['content', 'catalogue', 'search', 'account', 'cart-checkout']);
    expect(Object.keys(await readReleases(registryDir())).sort()).toEqual(['account', 'cart-checkout', 'catalogue', 'content', 'search']);
  });

  it('names every missing build and publishes nothing', async () => {
    await buildRemotes(['mfe-content', 'mfe-search', 'mfe-account']);
    const failure = publishLocalRemotes(repoDir, registryDir());
    await expect(failure).rejects.toThrow(/mfe-catalogue[\\/]dist[\s\S]*mfe-cart-checkout[\\/]dist[\s\S]*pnpm/);
    expect(await stat(registryDir()).then(() => true, () => false)).toBe(false);
  });

  it('publishes a maintained earlier release staged: downloadable, but nobody gets it without a rule', async () => {
    await buildRemotes(LOCAL_REMOTE_PACKAGES);
    await buildRemotes(['mfe-search'], '1.1.0');
    await buildMaintainedRelease('mfe-search', '1.0.0');
    const published = await publishLocalRemotes(repoDir, registryDir());
    expect(published.filter((remote) => remote.name === 'search').map((r) => [r.version, r.live])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);
    expect((await readReleases(registryDir())).search?.version).toBe('1.1.0');
    expect(await stat(path.join(registryDir(), 'search', '1.0.0', 'remoteEntry.js')).then(() => true)).toBe(true);
    expect(await versionsOf('frischmarkt')).toMatchObject({ search: '1.1.0', content: '1.0.0' });
  });

  it('seeds the rules that make the two tenants differ in remote versions, for every visitor', async () => {
    await buildRemotes(LOCAL_REMOTE_PACKAGES);
    await buildRemotes(['mfe-search'], '1.1.0');
    await buildMaintainedRelease('mfe-search', '1.0.0');
    await publishLocalRemotes(repoDir, registryDir(), SEEDED_ROLLOUT_RULES);
    for (const bucket of [0, 50, 99]) {
      expect((await versionsOf('frischmarkt', bucket)).search).toBe('1.0.0');
      expect((await versionsOf('biogarten', bucket)).search).toBe('1.1.0');
    }
    expect(await versionsOf('biogarten')).toEqual({
      content: '1.0.0',
      catalogue: '1.0.0',
      search: '1.1.0',
      account: '1.0.0',
      'cart-checkout': '1.0.0',
    });
  });

  it("leaves an operator's rule alone on the next build, and skips a seeded rule whose version is not published", async () => {
    await buildRemotes(LOCAL_REMOTE_PACKAGES);
    await buildRemotes(['mfe-search'], '1.1.0');
    await buildMaintainedRelease('mfe-search', '1.0.0');
    await publishLocalRemotes(repoDir, registryDir());
    const operatorRules = { frischmarkt: { search: { stable: '1.0.0', candidate: '1.1.0', percentage: 10 } } };
    await writeRolloutRules(registryDir(), operatorRules);
    const seeded = { ...SEEDED_ROLLOUT_RULES, biogarten: { catalogue: { stable: '0.9.0' } } };
    await publishLocalRemotes(repoDir, registryDir(), seeded);
    expect(await readRolloutRules(registryDir())).toEqual(operatorRules);
  });
});

