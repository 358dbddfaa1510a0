import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry, RemoteRelease } from '@storefront/shared/platform/schemas';

/** A remote map entry with the registry's additions: the entry's integrity and, in a rollout, the stable version. */
export type ServedRemote = RemoteMapEntry & RemoteRelease;
import type { Environment } from '@storefront/server-kit/environment';
import { cookieOptions } from '@storefront/server-kit/security/cookies';
import { withDevRemotes, type DevRemote } from './dev-remotes';
import { readJsonFile, writeJsonFile } from './json-file';
import { ROLLOUTS_FILE, remoteMapEntry, rolloutRulesSchema, type RolloutRule, type RolloutRules } from './releases';
import { contractMismatch, publishedContractOf, readRegistryState, remoteMetaSchema, type RegistryState } from './release-service';
import { localFolderStorage, type RegistryStorage } from './storage';


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

/** A rolled-out version the remote map did not serve, because this shell cannot run it; the caller withdraws it. */
export interface RefusedCandidate {
  readonly tenant: string;
  readonly remote: RemoteName;
  readonly version: string;
  readonly reason: string;
}

/** The files of a build whose hashes travel in the remote map: the shell checks these two before running any code. */
const CHECKED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

function entryIntegrity(state: RegistryState, name: RemoteName, version: string): Record<string, string> | undefined {
  const files = state.versions[name]?.[version]?.files;
  if (!files) return undefined;
  return Object.fromEntries(CHECKED_FILES.flatMap((file) => (files[file] ? [[file, files[file]]] : [])));
}

/**
 * The remote map of one tenant for one visitor, with each entry's integrity.
 * Last known good:
 * - a version built for another contract major is never served: a rolled-out
 *   one is reported in `refused` (the caller takes it out of the rollout and
 *   audits why), the visitor gets the stable version;
 * - a rule naming a version that is not published (a typo, a deleted folder),
 *   or a stable version this shell cannot run, falls back to the release;
 * - a visitor given a rolled-out version also gets the stable one (`stable`),
 *   which the page loads when the rolled-out one fails.
 * `devRemotes` (development only: the remotes `pnpm dev` watches) come from their dev servers instead.
 */
export async function resolveRemoteMap(
  registry: string | RegistryStorage,
  tenantId: string,
  bucket: number,
  devRemotes: readonly DevRemote[] = [],
  refused: RefusedCandidate[] = [],
): Promise<ServedRemote[]> {
  const storage = typeof registry === 'string' ? localFolderStorage(registry) : registry;
  const state = await readRegistryState(storage);
  const tenantRules = state.rules[tenantId] ?? {};
  const servable = async (name: RemoteName, version: string): Promise<ServedRemote | undefined> => {
    const contractVersion = await publishedContractOf(storage, state, name, version);
    if (contractVersion === undefined || contractMismatch(name, version, contractVersion)) return undefined;
    const integrity = entryIntegrity(state, name, version);
    return { ...remoteMapEntry(name, version, contractVersion), ...(integrity ? { integrity } : {}) };
  };
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name): Promise<ServedRemote | undefined> => {
      const release = state.releases[name];
      const fromRelease = async () => (release ? ((await servable(name, release.version)) ?? remoteMapEntry(name, release.version, release.contractVersion)) : undefined);
      const rule = tenantRules[name];
      if (!rule) return fromRelease();
      const stable = (await servable(name, rule.stable)) ?? (await fromRelease());
      if (versionForBucket(rule, bucket) === rule.stable || rule.candidate === undefined) return stable;
      const candidate = await servable(name, rule.candidate);
      if (!candidate) {
        const contractVersion = await publishedContractOf(storage, state, name, rule.candidate);
        const reason = contractVersion === undefined ? `${name}@${rule.candidate} is not published` : contractMismatch(name, rule.candidate, contractVersion);
        if (reason) refused.push({ tenant: tenantId, remote: name, version: rule.candidate, reason });
        return stable;
      }
      if (!stable) return candidate;
      const stableIntegrity = entryIntegrity(state, name, stable.version);
      return { ...candidate, stable: { version: stable.version, entry: stable.entry, ...(stableIntegrity ? { integrity: stableIntegrity } : {}) } };
    }),
  );
  return withDevRemotes(
    entries.filter((item): item is ServedRemote => item !== undefined),
    devRemotes,
  );
}

/**
 * Deals new visitors their buckets from a shuffled deck of all 100: each
 * bucket is as likely as with a plain random number, but every 100 new
 * visitors of this instance cover every bucket once, so a 10 % rollout reaches
 * 10 % of the next hundred visitors, not "about 10 % give or take 6".
 */
export function createBucketDealer(): () => number {
  let deck: number[] = [];
  return () => {
    if (deck.length === 0) {
      deck = Array.from({ length: 100 }, (_, bucket) => bucket);
      for (let i = deck.length - 1; i > 0; i -= 1) {
        const j = randomInt(0, i + 1);
        [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
      }
    }
    return deck.pop() as number;
  };
}

const dealBucket = createBucketDealer();

/**
 * The visitor's sticky bucket (0–99) from the `sf-bucket` cookie; a visitor
 * without one (or with a damaged one) is dealt a bucket, set once for a year.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply, environment: Environment, deal: () => number = dealBucket): number {
  const current = request.cookies[BUCKET_COOKIE];
  if (current !== undefined && BUCKET_PATTERN.test(current)) return Number(current);
  const bucket = deal();
  reply.setCookie(BUCKET_COOKIE, String(bucket), { ...cookieOptions(environment, true), maxAge: BUCKET_MAX_AGE_SECONDS });
  return bucket;
}
