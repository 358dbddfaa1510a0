import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFakeRemoteDist } from '../testing/test-app';
import { LOCAL_REMOTE_PACKAGES, publishLocalRemotes } from './local-remotes';
import { readReleases } from './releases';

let repoDir: string;
beforeEach(async () => {
  repoDir = await mkdtemp(path.join(tmpdir(), 'storefront-repo-'));
});
afterEach(() => rm(repoDir, { recursive: true, force: true }));

const registryDir = () => path.join(repoDir, 'backend', 'data', 'registry');

async function buildRemotes(packages: readonly string[]): Promise<void> {
  for (const pkg of packages) {
    await writeFakeRemoteDist(path.join(repoDir, pkg, 'dist'), { name: pkg.replace(/^mfe-/, ''), version: '1.0.0', contractVersion: 1 });
  }
}

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
});
