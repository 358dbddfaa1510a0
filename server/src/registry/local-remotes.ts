import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@storefront/shared/platform/contracts';
import { isFile } from '@storefront/server-kit/http/static-files';
import { PublishError, publishRemote, type PublishedRemote } from './publish';
import { ROLLOUTS_FILE, type RolloutRule, type RolloutRules } from './releases';
import { documentText, publishedContractOf, readRegistryState } from './release-service';
import { localFolderStorage, type RegistryStorage } from './storage';

/** The remote packages of this repository, each building into its own dist folder. */
export const LOCAL_REMOTE_PACKAGES = ['mfe-content', 'mfe-catalogue', 'mfe-search', 'mfe-account', 'mfe-cart-checkout'];

/**
 * Where a remote package builds the earlier releases it still maintains
 * (shared/build/build-remote.mjs): dist-releases/<version>/.
 */
const RELEASES_DIR = 'dist-releases';

/** A published build; `live` when it became the remote's release, else staged for a rollout rule. */
export type LocalPublication = PublishedRemote & { readonly live: boolean };

async function maintainedReleaseDists(packageDir: string): Promise<string[]> {
  const dir = path.join(packageDir, RELEASES_DIR);
  const versions = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return versions.sort().map((version) => path.join(dir, version));
}

/**
 * Publishes the builds of all local remotes: each current version live, each
 * maintained earlier release staged. This is the development registry of a
 * working tree, which rebuilds the same version numbers with new code: a
 * changed build replaces the stored one (audited as `republish`), which the
 * release API and `registry:publish` never do. All current builds are checked first, so
 * a missing build publishes nothing and the registry never mixes fresh and
 * stale remotes by accident. Then the seeded rollout rules are applied where
 * the tenant has no rule of its own for that remote.
 */
export async function publishLocalRemotes(
  repoDir: string,
  registry: string | RegistryStorage,
  seededRules: RolloutRules = {},
): Promise<LocalPublication[]> {
  const storage = typeof registry === 'string' ? localFolderStorage(registry) : registry;
  const dists = LOCAL_REMOTE_PACKAGES.map((pkg) => path.join(repoDir, pkg, 'dist'));
  const missing: string[] = [];
  for (const dist of dists) if (!(await isFile(path.join(dist, 'remote-meta.json')))) missing.push(dist);
  if (missing.length > 0) {
    throw new PublishError(
      `Cannot publish the local remotes: no remote build in\n  ${missing.join('\n  ')}\n` +
        'Build them first: pnpm -r --filter "./mfe-*" build (or pnpm build in the repository root).',
    );
  }
  const published: LocalPublication[] = [];
  for (const pkg of LOCAL_REMOTE_PACKAGES) {
    const packageDir = path.join(repoDir, pkg);
    published.push({ ...(await publishRemote(path.join(packageDir, 'dist'), registry, { replaceChanged: true })), live: true });
    for (const dist of await maintainedReleaseDists(packageDir)) {
      published.push({ ...(await publishRemote(dist, registry, { release: false, replaceChanged: true })), live: false });
    }
  }
  await applySeededRules(storage, seededRules);
  return published;
}

/** Adds each seeded rule whose tenant has no rule for that remote yet and whose versions are published. */
async function applySeededRules(storage: RegistryStorage, seededRules: RolloutRules): Promise<void> {
  await storage.change(async (change) => {
    const state = await readRegistryState(change);
    const rules: RolloutRules = { ...state.rules };
    let changed = false;
    for (const [tenant, remotes] of Object.entries(seededRules)) {
      for (const [remote, rule] of Object.entries(remotes) as Array<[RemoteName, RolloutRule | undefined]>) {
        if (!rule || rules[tenant]?.[remote]) continue;
        const versions = [rule.stable, ...(rule.candidate ? [rule.candidate] : [])];
        const published = await Promise.all(versions.map((version) => publishedContractOf(storage, state, remote, version)));
        if (published.some((contractVersion) => contractVersion === undefined)) continue;
        rules[tenant] = { ...rules[tenant], [remote]: rule };
        changed = true;
      }
    }
    if (changed) await change.writeDocument(ROLLOUTS_FILE, documentText(rules));
  });
}
