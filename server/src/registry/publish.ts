import os from 'node:os';
import path from 'node:path';
import { isFile } from '@storefront/server-kit/http/static-files';
import { ReleaseError } from './release-service';
import { publishBuild, type PublishResult } from './release-versions';
import { type Actor } from './audit-log';
import { localFolderStorage, readBuildFolder, type RegistryStorage } from './storage';

export { remoteMetaSchema, type RemoteMeta } from './release-service';

/** A problem the publish and rollout commands report as a message, not a stack trace. */
export class PublishError extends Error {
  override readonly name = 'PublishError';
}

/** Who runs a registry command on this machine, for the audit log. */
export function cliActor(): Actor {
  let user = process.env['USER'] ?? 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No passwd entry (a container): the environment's name stays.
  }
  return `cli:${user}`;
}

/** The published remote and the folder its build is in. */
export type PublishedRemote = PublishResult & { readonly dir: string };

/**
 * Publishes a remote build folder (its dist) through the release service, as
 * `POST /registry/releases` does: a new immutable version, its file hashes
 * recorded, live at once unless `release: false` (staged for a rollout rule).
 */
export async function publishRemote(
  distDir: string,
  registry: string | RegistryStorage,
  options: { readonly release?: boolean; readonly replaceChanged?: boolean; readonly actor?: Actor } = {},
): Promise<PublishedRemote> {
  if (!(await isFile(path.join(distDir, 'remote-meta.json')))) {
    throw new PublishError(`Cannot read ${path.join(distDir, 'remote-meta.json')}: it does not exist. Is ${distDir} the dist folder of a remote build?`);
  }
  const storage = typeof registry === 'string' ? localFolderStorage(registry) : registry;
  try {
    const published = await publishBuild(storage, await readBuildFolder(distDir), options.actor ?? cliActor(), {
      ...(options.release === undefined ? {} : { release: options.release }),
      ...(options.replaceChanged ? { replaceChanged: true } : {}),
    });
    const registryDir = typeof registry === 'string' ? registry : '(registry)';
    return { ...published, dir: path.join(registryDir, published.name, published.version) };
  } catch (error) {
    if (error instanceof ReleaseError) throw new PublishError(`${distDir}: ${error.message}`);
    throw error;
  }
}
