import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import { readJsonFile, writeJsonFile } from './json-file';

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
export function readReleases(registryDir: string): Promise<Releases> {
  return readJsonFile(path.join(registryDir, RELEASES_FILE), releasesSchema, {});
}

/** Writes releases.json whole: a reader sees the old or the new file, never half of one. */
export function writeReleases(registryDir: string, releases: Releases): Promise<void> {
  return writeJsonFile(path.join(registryDir, RELEASES_FILE), releases);
}

/** The URL prefix under which the server serves a published remote build. */
export function remoteBaseUrl(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/`;
}

/** One entry of a tenant's remote map (ARCHITECTURE "Tenants, remote versions"): the build's manifest under its version. */
export function remoteMapEntry(name: RemoteName, version: string, contractVersion: number): RemoteMapEntry {
  return { name, version, entry: `${remoteBaseUrl(name, version)}mf-manifest.json`, contractVersion };
}

/**
 * Rollout rules, per tenant and remote (ARCHITECTURE "staged rollouts"):
 * `stable` is the version every visitor gets, `candidate` the one a
 * `percentage` of visitors (by their sticky bucket) gets instead. A remote
 * without a rule follows releases.json, the registry-wide live version.
 */
export const rolloutRuleSchema = z
  .object({
    stable: versionSchema,
    candidate: versionSchema.optional(),
    percentage: z.number().int().min(0).max(100).optional(),
  })
  .strict()
  .refine((rule) => (rule.candidate === undefined) === (rule.percentage === undefined), {
    message: 'candidate and percentage go together',
  });
export type RolloutRule = z.infer<typeof rolloutRuleSchema>;

export const rolloutRulesSchema = z.record(z.string().min(1), z.partialRecord(remoteNameSchema, rolloutRuleSchema));
export type RolloutRules = z.infer<typeof rolloutRulesSchema>;

export const ROLLOUTS_FILE = 'rollouts.json';
