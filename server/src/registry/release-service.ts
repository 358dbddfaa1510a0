import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CONTRACT_VERSION, type RemoteName } from '@storefront/shared/platform/contracts';
import { describeIssues } from '@storefront/server-kit/describe-issues';
import { TENANT_IDS } from '@storefront/server-kit/tenants/tenants';
import { RELEASES_FILE, ROLLOUTS_FILE, releasesSchema, remoteNameSchema, rolloutRulesSchema, versionSchema, type Releases, type RolloutRules } from './releases';
import type { RegistryStorage } from './storage';

/**
 * The one place the registry changes: publishing a version, deleting one
 * (release-versions.ts), and the rollout rules (roll out, promote, roll back,
 * withdraw: release-rules.ts). The HTTP API (`/registry/…`), the operations
 * page and the CLI commands all call these functions; each change runs under
 * the registry's lock and writes its audit entry (who, what, when, before and
 * after) before the lock is released. This module holds what they share: the
 * registry's state, its refusals and the checks of what a change names.
 */

/** A refused change of the registry: the HTTP status, the error code and the message the caller shows. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409,
    readonly errorCode: string,
    message: string,
    readonly customPayload?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** `sha384-<base64>`, the Subresource Integrity form the browser checks a script with. */
export function integrityOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const integritySchema = z.string().regex(/^sha384-[A-Za-z0-9+/]+=*$/);

/** A published version: its contract, who published it when, and the hash of each of its files. */
export const versionRecordSchema = z.object({
  contractVersion: z.number().int().positive(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  files: z.record(z.string(), integritySchema),
});
export type VersionRecord = z.infer<typeof versionRecordSchema>;

/** The file of the published versions' records. */
export const VERSIONS_FILE = 'versions.json';
/** Every published version's record, by remote and version. */
export const versionsSchema = z.partialRecord(remoteNameSchema, z.record(versionSchema, versionRecordSchema));
export type Versions = z.infer<typeof versionsSchema>;

function parseDocument<T>(name: string, text: string | undefined, schema: z.ZodType<T>, missing: T): T {
  if (text === undefined) return missing;
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${name} is invalid: ${describeIssues(result.error.issues).join('; ')}`);
  return result.data;
}

/** A registry document as it is written: indented JSON with a final newline. */
export const documentText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The registry's documents: the releases, the published versions and the rollout rules. */
export interface RegistryState {
  readonly releases: Releases;
  readonly versions: Versions;
  readonly rules: RolloutRules;
}

/** Reads the registry's documents; a missing one is empty, an invalid one throws. */
export async function readRegistryState(source: Pick<RegistryStorage, 'readDocument'>): Promise<RegistryState> {
  const [releases, versions, rules] = await Promise.all([
    source.readDocument(RELEASES_FILE),
    source.readDocument(VERSIONS_FILE),
    source.readDocument(ROLLOUTS_FILE),
  ]);
  return {
    releases: parseDocument(RELEASES_FILE, releases, releasesSchema, {}),
    versions: parseDocument(VERSIONS_FILE, versions, versionsSchema, {}),
    rules: parseDocument(ROLLOUTS_FILE, rules, rolloutRulesSchema, {}),
  };
}

/** What the build preset writes into every remote build (RemoteMetaPlugin, shared/build/preset-plugins.mjs). */
export const remoteMetaSchema = z.object({ name: remoteNameSchema, version: versionSchema, contractVersion: z.number().int().positive() });
export type RemoteMeta = z.infer<typeof remoteMetaSchema>;

/** A tenant the registry knows, else 404 `unknownTenant`. */
export function checkTenant(tenant: string): void {
  if (!TENANT_IDS.includes(tenant)) throw new ReleaseError(404, 'unknownTenant', `Unknown tenant "${tenant}"; tenants: ${TENANT_IDS.join(', ')}`);
}

/** A remote the registry knows, else 404 `unknownRemote`. */
export function checkRemote(remote: string): RemoteName {
  const parsed = remoteNameSchema.safeParse(remote);
  if (!parsed.success) throw new ReleaseError(404, 'unknownRemote', `Unknown remote "${remote}"; remotes: ${remoteNameSchema.options.join(', ')}`);
  return parsed.data;
}

/**
 * The contract version of a published version: from its record, or, for a
 * build stored before records were kept, from its own remote-meta.json. The
 * rollout rules check it, and so does the guard of the remote map.
 */
export async function publishedContractOf(storage: RegistryStorage, state: RegistryState, remote: RemoteName, version: string): Promise<number | undefined> {
  const recorded = state.versions[remote]?.[version]?.contractVersion;
  if (recorded !== undefined) return recorded;
  const metaFile = await storage.readBuildFile(remote, version, 'remote-meta.json');
  if (!metaFile) return undefined;
  const meta = remoteMetaSchema.safeParse(JSON.parse(metaFile.toString('utf8')));
  return meta.success && meta.data.name === remote && meta.data.version === version ? meta.data.contractVersion : undefined;
}

/** A version as publishing takes it: strict semantic versioning (releases.ts), else 400 `invalidVersion`. */
export function checkVersion(version: string): string {
  if (!versionSchema.safeParse(version).success) throw new ReleaseError(400, 'invalidVersion', `"${JSON.stringify(version.slice(0, 80)).slice(1, -1)}" is not a semantic version such as 1.2.3`);
  return version;
}

/** Why a version cannot be served by this shell: built against another contract major. */
export function contractMismatch(remote: RemoteName, version: string, contractVersion: number): string | undefined {
  return contractVersion === CONTRACT_VERSION
    ? undefined
    : `${remote}@${version} is built for contract ${contractVersion}; the shell speaks contract ${CONTRACT_VERSION}`;
}
