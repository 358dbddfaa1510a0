import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import type { Environment } from '../config';
import { cookieOptions } from '../security/cookies';
import { withDevRemotes, type DevRemote } from './dev-remotes';
import { readJsonFile, writeJsonFile } from './json-file';
import { remoteMetaSchema } from './publish';
import { readReleases, remoteMapEntry, remoteNameSchema, versionSchema, type Releases } from './releases';

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

/** The sticky bucket (0–99) of a visitor: chosen once, so a visitor keeps their remote versions. */
export const BUCKET_COOKIE = 'sf-bucket';
const BUCKET_PATTERN = /^(?:[0-9]|[1-9][0-9])$/;
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The rollout rules; none when the file does not exist. A damaged file is an error, not "no rules". */
export function readRolloutRules(registryDir: string): Promise<RolloutRules> {
  return readJsonFile(path.join(registryDir, ROLLOUTS_FILE), rolloutRulesSchema, {});
}

/** Written whole: a reader sees the old or the new rules, never half. */
export function writeRolloutRules(registryDir: string, rules: RolloutRules): Promise<void> {
  return writeJsonFile(path.join(registryDir, ROLLOUTS_FILE), rules);
}

/** The contract version of a published build, or undefined when that version is not in the registry. */
export async function publishedContractVersion(registryDir: string, name: RemoteName, version: string): Promise<number | undefined> {
  try {
    const meta = remoteMetaSchema.safeParse(JSON.parse(await readFile(path.join(registryDir, name, version, 'remote-meta.json'), 'utf8')));
    return meta.success && meta.data.name === name && meta.data.version === version ? meta.data.contractVersion : undefined;
  } catch {
    return undefined;
  }
}

/** The version a visitor in `bucket` gets under a rule. */
export function versionForBucket(rule: RolloutRule, bucket: number): string {
  return rule.candidate !== undefined && bucket < (rule.percentage ?? 0) ? rule.candidate : rule.stable;
}

/**
 * The remote map of one tenant for one visitor. A rule naming a version that
 * is not published (a typo, a deleted folder) falls back to the release, so a
 * bad rule never leaves a page without its remote. `devRemotes` (development
 * only: the remotes `pnpm dev` watches) come from their dev servers instead.
 */
export async function resolveRemoteMap(
  registryDir: string,
  tenantId: string,
  bucket: number,
  devRemotes: readonly DevRemote[] = [],
): Promise<RemoteMapEntry[]> {
  const [releases, rules] = await Promise.all([readReleases(registryDir), readRolloutRules(registryDir)]);
  return withDevRemotes(await resolveWith(registryDir, releases, rules[tenantId] ?? {}, bucket), devRemotes);
}

async function resolveWith(
  registryDir: string,
  releases: Releases,
  tenantRules: RolloutRules[string],
  bucket: number,
): Promise<RemoteMapEntry[]> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name): Promise<RemoteMapEntry | undefined> => {
      const rule = tenantRules[name];
      if (rule) {
        const version = versionForBucket(rule, bucket);
        const contractVersion = await publishedContractVersion(registryDir, name, version);
        if (contractVersion !== undefined) return remoteMapEntry(name, version, contractVersion);
      }
      const release = releases[name];
      return release ? remoteMapEntry(name, release.version, release.contractVersion) : undefined;
    }),
  );
  return entries.filter((item): item is RemoteMapEntry => item !== undefined);
}

/**
 * The visitor's sticky bucket from the `sf-bucket` cookie; a visitor without
 * one (or with a damaged one) gets a random bucket, set once for a year.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply, environment: Environment): number {
  const current = request.cookies[BUCKET_COOKIE];
  if (current !== undefined && BUCKET_PATTERN.test(current)) return Number(current);
  const bucket = randomInt(0, 100);
  reply.setCookie(BUCKET_COOKIE, String(bucket), { ...cookieOptions(environment, true), maxAge: BUCKET_MAX_AGE_SECONDS });
  return bucket;
}
