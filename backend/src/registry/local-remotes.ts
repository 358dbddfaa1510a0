import path from 'node:path';
import { isFile } from '../http/static-files';
import { PublishError, publishRemote, type PublishedRemote } from './publish';

/** The remote packages of this repository, each building into its own dist folder. */
export const LOCAL_REMOTE_PACKAGES = ['mfe-content', 'mfe-catalogue', 'mfe-search', 'mfe-account', 'mfe-cart-checkout'];

/**
 * Publishes the builds of all local remotes and makes them live. All of them
 * are checked first, so a missing build publishes nothing and the registry
 * never mixes fresh and stale remotes by accident.
 */
export async function publishLocalRemotes(repoDir: string, registryDir: string): Promise<PublishedRemote[]> {
  const dists = LOCAL_REMOTE_PACKAGES.map((pkg) => path.join(repoDir, pkg, 'dist'));
  const missing: string[] = [];
  for (const dist of dists) if (!(await isFile(path.join(dist, 'remote-meta.json')))) missing.push(dist);
  if (missing.length > 0) {
    throw new PublishError(
      `Cannot publish the local remotes: no remote build in\n  ${missing.join('\n  ')}\n` +
        'Build them first: pnpm -r --filter "./mfe-*" build (or pnpm build in the repository root).',
    );
  }
  const published: PublishedRemote[] = [];
  for (const dist of dists) published.push(await publishRemote(dist, registryDir));
  return published;
}
