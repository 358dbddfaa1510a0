import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/contracts';
import type { RemoteMapEntry } from '@storefront/shared/schemas';
import { describeIssues } from '../describe-issues';

/**
 * A remote version is a folder name and part of a URL, so it is strict
 * semantic versioning: no slashes, no `..`, nothing to escape.
 */
export const versionSchema = z
  .string()
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/, 'must be a semantic version such as 1.2.3');

export const remoteNameSchema = z.enum(REMOTE_NAMES);

export const releaseSchema = z.object({
  version: versionSchema,
  contractVersion: z.number().int().positive(),
});
export type Release = z.infer<typeof releaseSchema>;

/** releases.json: the live version of each remote. A remote that is not listed has no release. */
export const releasesSchema = z.partialRecord(remoteNameSchema, releaseSchema);
export type Releases = z.infer<typeof releasesSchema>;

export const RELEASES_FILE = 'releases.json';

/** The live releases; an empty registry (no releases.json yet) has none. A damaged file is an error, not "no remotes". */
export async function readReleases(registryDir: string): Promise<Releases> {
  const file = path.join(registryDir, RELEASES_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const result = releasesSchema.safeParse(JSON.parse(text));
  if (!result.success) {
    throw new Error(`${file} is invalid: ${describeIssues(result.error.issues).join('; ')}`);
  }
  return result.data;
}

/**
 * Writes releases.json through a temporary file and a rename, so a reader sees
 * the old or the new file, never half of one.
 */
export async function writeReleases(registryDir: string, releases: Releases): Promise<void> {
  const file = path.join(registryDir, RELEASES_FILE);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(releases, null, 2)}\n`, 'utf8');
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The URL prefix under which the backend serves a published remote build. */
export function remoteBaseUrl(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/`;
}

/** The tenant's remote map (ARCHITECTURE "Tenants, remote versions"): one entry per remote with a live release. */
export function remoteMap(releases: Releases): RemoteMapEntry[] {
  return REMOTE_NAMES.flatMap((name) => {
    const release = releases[name];
    if (!release) return [];
    return [
      {
        name,
        version: release.version,
        entry: `${remoteBaseUrl(name, release.version)}mf-manifest.json`,
        contractVersion: release.contractVersion,
      },
    ];
  });
}
