import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { describeIssues } from '../describe-issues';
import { isFile } from '../http/static-files';
import { readReleases, releaseSchema, remoteNameSchema, writeReleases } from './releases';

/** What the build preset writes into every remote build (shared/build/rspack-preset.mjs). */
export const remoteMetaSchema = releaseSchema.extend({ name: remoteNameSchema });
export type RemoteMeta = z.infer<typeof remoteMetaSchema>;

/** Files the shell needs from every release; a dist without them is not a remote build. */
const REQUIRED_FILES = ['remoteEntry.js', 'mf-manifest.json'];

export class PublishError extends Error {
  override readonly name = 'PublishError';
}

export async function readRemoteMeta(distDir: string): Promise<RemoteMeta> {
  const file = path.join(distDir, 'remote-meta.json');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new PublishError(`Cannot read ${file}: ${reason}. Is ${distDir} the dist folder of a remote build?`);
  }
  const result = remoteMetaSchema.safeParse(raw);
  if (!result.success) {
    throw new PublishError(`${file} is invalid: ${describeIssues(result.error.issues).join('; ')}`);
  }
  return result.data;
}

/** The published remote and the folder its build was copied to. */
export type PublishedRemote = RemoteMeta & { readonly dir: string };

/**
 * Publishes a remote build and makes it live: copies `distDir` to
 * `<registry>/<name>/<version>/` (replacing a build of the same version) and
 * then points releases.json at it. The copy is complete before the release
 * names it, so the shell never gets an entry whose files are missing.
 */
export async function publishRemote(
  distDir: string,
  registryDir: string,
  options: { readonly release?: boolean } = {},
): Promise<PublishedRemote> {
  const meta = await readRemoteMeta(distDir);
  for (const file of REQUIRED_FILES) {
    if (!(await isFile(path.join(distDir, file)))) {
      throw new PublishError(`${distDir} has no ${file}: it is not a complete remote build.`);
    }
  }

  const remoteDir = path.join(registryDir, meta.name);
  const target = path.join(remoteDir, meta.version);
  const staging = path.join(remoteDir, `.${meta.version}.${randomBytes(6).toString('hex')}.tmp`);
  await mkdir(remoteDir, { recursive: true });
  try {
    await cp(distDir, staging, { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  // Staged (release: false): downloadable and ready for a tenant's rollout rule, but nobody gets it yet.
  if (options.release ?? true) {
    const releases = await readReleases(registryDir);
    releases[meta.name] = { version: meta.version, contractVersion: meta.contractVersion };
    await writeReleases(registryDir, releases);
  }
  return { ...meta, dir: target };
}
