import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CONTRACT_VERSION, type RemoteName } from '@storefront/shared/platform/contracts';
import { describeIssues } from '../../kit/describe-issues';
import { COMPRESSIBLE_FILE, ENCODING_SUFFIX, compressedCopies } from '../../kit/http/compression';
import { TENANT_IDS } from '../../kit/tenants/tenants';
import { RELEASES_FILE, releasesSchema, remoteNameSchema, versionSchema, type Releases } from './releases';
import { ROLLOUTS_FILE, rolloutRulesSchema, type RolloutRule, type RolloutRules } from './rollouts';
import { appendAudit, type Actor } from './audit-log';
import type { RegistryStorage } from './storage';

/**
 * The one place the registry changes: publishing a version, deleting one, and
 * the rollout rules (roll out, promote, roll back, withdraw). The HTTP API
 * (`/registry/…`), the operations page and the CLI commands all call these
 * functions; each change runs under the registry's lock and writes its audit
 * entry (who, what, when, before and after) before the lock is released.
 */

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

export const VERSIONS_FILE = 'versions.json';
export const versionsSchema = z.partialRecord(remoteNameSchema, z.record(versionSchema, versionRecordSchema));
export type Versions = z.infer<typeof versionsSchema>;

function parseDocument<T>(name: string, text: string | undefined, schema: z.ZodType<T>, missing: T): T {
  if (text === undefined) return missing;
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${name} is invalid: ${describeIssues(result.error.issues).join('; ')}`);
  return result.data;
}

const documentText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The revision of one tenant's rule for one remote: a hash of the rule in
 * effect (its own, or the release it follows). The compare-and-set is on this:
 * an operator's change is refused when that rule changed since they looked,
 * never because someone changed another tenant or remote meanwhile.
 */
export function ruleRevision(state: Pick<RegistryState, 'rules' | 'releases'>, tenant: string, remote: RemoteName): string {
  return createHash('sha256').update(JSON.stringify(currentRule(state, tenant, remote) ?? null)).digest('hex').slice(0, 16);
}

/** Every tenant's rule revision for every remote, as the API lists them. */
export function ruleRevisions(state: Pick<RegistryState, 'rules' | 'releases'>): Record<string, Record<RemoteName, string>> {
  return Object.fromEntries(
    TENANT_IDS.map((tenant) => [tenant, Object.fromEntries(remoteNameSchema.options.map((remote) => [remote, ruleRevision(state, tenant, remote)]))]),
  ) as Record<string, Record<RemoteName, string>>;
}

export interface RegistryState {
  readonly releases: Releases;
  readonly versions: Versions;
  readonly rules: RolloutRules;
}

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

// ---------------------------------------------------------------- publishing

/** What the build preset writes into every remote build (shared/build/rspack-preset.mjs). */
export const remoteMetaSchema = z.object({ name: remoteNameSchema, version: versionSchema, contractVersion: z.number().int().positive() });
export type RemoteMeta = z.infer<typeof remoteMetaSchema>;

/** Files the shell needs from every release; an upload without them is not a remote build. */
export const REQUIRED_FILES = ['remote-meta.json', 'remoteEntry.js', 'mf-manifest.json'] as const;
/** A build is flat (the preset emits no folders): a file name is a URL segment, nothing to escape. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** The name of a compressed copy of a build file. */
const COPY_NAME = /\.(?:br|gz)$/;

/**
 * The files of a build with a brotli and a gzip copy of each text file beside
 * it (`remoteEntry.js.br`, `remoteEntry.js.gz`), made once here at the
 * strongest settings so that serving a file never compresses it. The recorded
 * hashes stay those of the files themselves: the copies are checked by what
 * they unpack to when they are sent.
 */
export async function withCompressedCopies(files: ReadonlyMap<string, Buffer>): Promise<Map<string, Buffer>> {
  const all = new Map(files);
  for (const [file, bytes] of files) {
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const copies = await compressedCopies(bytes);
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = copies[encoding];
      if (copy) all.set(`${file}${ENCODING_SUFFIX[encoding]}`, copy);
    }
  }
  return all;
}

export function readBuildMeta(files: ReadonlyMap<string, Buffer>): RemoteMeta {
  const metaFile = files.get('remote-meta.json');
  if (!metaFile) throw new ReleaseError(400, 'incompleteBuild', 'The build has no remote-meta.json: it is not a remote build.');
  let raw: unknown;
  try {
    raw = JSON.parse(metaFile.toString('utf8'));
  } catch (error) {
    throw new ReleaseError(400, 'invalidBuild', `remote-meta.json is not JSON: ${(error as Error).message}`);
  }
  const result = remoteMetaSchema.safeParse(raw);
  if (!result.success) throw new ReleaseError(400, 'invalidBuild', `remote-meta.json is invalid: ${describeIssues(result.error.issues).join('; ')}`);
  return result.data;
}

export interface PublishOptions {
  /** Make it the registry-wide release at once (default), or only stage it for a rollout rule. */
  readonly release?: boolean;
  /** The only remote this actor may publish (a team's token is scoped to its remote). */
  readonly scope?: RemoteName;
  /**
   * Development only (`registry:publish-local` after `pnpm build`): a working
   * tree rebuilds the same version with new code, so a changed build replaces
   * the stored one, audited as `republish`. Never offered over HTTP.
   */
  readonly replaceChanged?: boolean;
}

export interface PublishResult extends RemoteMeta {
  readonly files: Readonly<Record<string, string>>;
  /** `published` new, `unchanged` the same bytes were published before, `replaced` (development only). */
  readonly outcome: 'published' | 'unchanged' | 'replaced';
}

/**
 * Publishes a build as a new immutable version: checks it is a complete remote
 * build, records the SHA-384 of every file, stores the files, and (unless
 * staged) makes it the release. The same version again is refused unless it
 * is byte for byte the same build (then nothing changes: a retried upload).
 */
export async function publishBuild(
  storage: RegistryStorage,
  files: ReadonlyMap<string, Buffer>,
  actor: Actor,
  options: PublishOptions = {},
): Promise<PublishResult> {
  const meta = readBuildMeta(files);
  if (options.scope && options.scope !== meta.name) {
    throw new ReleaseError(403, 'outOfScope', `This token publishes ${options.scope} only, the build is ${meta.name}.`);
  }
  for (const file of REQUIRED_FILES) {
    if (!files.has(file)) throw new ReleaseError(400, 'incompleteBuild', `The build has no ${file}: it is not a complete remote build.`);
  }
  // The compressed copies are the registry's to make (withCompressedCopies): an upload brings none.
  const badNames = [...files.keys()].filter((file) => !FILE_NAME.test(file) || COPY_NAME.test(file));
  if (badNames.length > 0) throw new ReleaseError(400, 'invalidBuild', `Not a file name of a build: ${badNames.join(', ')}`);
  const hashes: Record<string, string> = {};
  for (const [file, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) hashes[file] = integrityOf(bytes);
  const release = options.release ?? true;

  return storage.change(async (change) => {
    const state = await readRegistryState(change);
    const existing = state.versions[meta.name]?.[meta.version];
    const sameFiles = existing !== undefined && JSON.stringify(existing.files) === JSON.stringify(hashes);
    let outcome: PublishResult['outcome'] = 'published';
    if (existing && sameFiles) {
      outcome = 'unchanged';
      // A version published before the registry made compressed copies gets them now; its files stay the same bytes.
      if (!(await storage.readBuildFile(meta.name, meta.version, `remoteEntry.js${ENCODING_SUFFIX.br}`))) {
        await change.writeBuild(meta.name, meta.version, await withCompressedCopies(files));
      }
    } else if (existing || (await storage.hasBuild(meta.name, meta.version))) {
      if (!options.replaceChanged) {
        throw new ReleaseError(409, 'versionExists', `${meta.name}@${meta.version} is published already; a version is never overwritten, publish a new version.`, {
          remote: meta.name,
          version: meta.version,
        });
      }
      outcome = 'replaced';
    }
    if (outcome !== 'unchanged') {
      await change.writeBuild(meta.name, meta.version, await withCompressedCopies(files));
      const record: VersionRecord = { contractVersion: meta.contractVersion, publishedAt: new Date().toISOString(), publishedBy: actor, files: hashes };
      const versions: Versions = { ...state.versions, [meta.name]: { ...state.versions[meta.name], [meta.version]: record } };
      await change.writeDocument(VERSIONS_FILE, documentText(versions));
      await appendAudit(change, {
        actor,
        action: outcome === 'replaced' ? 'republish' : 'publish',
        remote: meta.name,
        version: meta.version,
        ...(existing ? { before: { files: existing.files } } : {}),
        after: { contractVersion: meta.contractVersion, release, files: hashes },
      });
    }
    if (release && state.releases[meta.name]?.version !== meta.version) {
      const releases: Releases = { ...state.releases, [meta.name]: { version: meta.version, contractVersion: meta.contractVersion } };
      await change.writeDocument(RELEASES_FILE, documentText(releases));
      if (outcome === 'unchanged') {
        await appendAudit(change, { actor, action: 'publish', remote: meta.name, version: meta.version, before: state.releases[meta.name], after: releases[meta.name] });
      }
    }
    return { ...meta, files: hashes, outcome };
  });
}

/** Where a version is in use: the release, or a tenant's stable or rolled-out version. */
function usesOf(state: RegistryState, remote: RemoteName, version: string): string[] {
  const uses: string[] = [];
  if (state.releases[remote]?.version === version) uses.push('the registry release');
  for (const [tenant, remotes] of Object.entries(state.rules)) {
    const rule = remotes[remote];
    if (rule?.stable === version) uses.push(`${tenant} (stable)`);
    if (rule?.candidate === version) uses.push(`${tenant} (rollout)`);
  }
  return uses;
}

/** Deletes a published version nobody is served; one in use is refused (409 `versionInUse`, naming the uses). */
export async function deleteVersion(storage: RegistryStorage, remoteName: string, version: string, actor: Actor): Promise<void> {
  const remote = checkRemote(remoteName);
  // A version is one folder of its remote: anything else (`..`, `.`, `../content/1.0.0`) would delete what is not this version.
  checkVersion(version);
  await storage.change(async (change) => {
    const state = await readRegistryState(change);
    const record = state.versions[remote]?.[version];
    if (!record && !(await storage.hasBuild(remote, version))) throw new ReleaseError(404, 'versionNotFound', `${remote}@${version} is not published.`);
    const uses = usesOf(state, remote, version);
    if (uses.length > 0) {
      throw new ReleaseError(409, 'versionInUse', `${remote}@${version} is still served: ${uses.join(', ')}. Roll it back first.`, { uses });
    }
    const { [version]: _deleted, ...others } = state.versions[remote] ?? {};
    await change.writeDocument(VERSIONS_FILE, documentText({ ...state.versions, [remote]: others }));
    await change.deleteBuild(remote, version);
    await appendAudit(change, { actor, action: 'delete', remote, version, ...(record ? { before: record } : {}) });
  });
}

// ---------------------------------------------------------------- rollout rules

export function checkTenant(tenant: string): void {
  if (!TENANT_IDS.includes(tenant)) throw new ReleaseError(404, 'unknownTenant', `Unknown tenant "${tenant}"; tenants: ${TENANT_IDS.join(', ')}`);
}

export function checkRemote(remote: string): RemoteName {
  const parsed = remoteNameSchema.safeParse(remote);
  if (!parsed.success) throw new ReleaseError(404, 'unknownRemote', `Unknown remote "${remote}"; remotes: ${remoteNameSchema.options.join(', ')}`);
  return parsed.data;
}

/**
 * The contract version of a published version: from its record, or, for a
 * build stored before records were kept, from its own remote-meta.json.
 */
async function contractOf(storage: RegistryStorage, state: RegistryState, remote: RemoteName, version: string): Promise<number | undefined> {
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

async function checkPublished(storage: RegistryStorage, state: RegistryState, remote: RemoteName, version: string): Promise<number> {
  checkVersion(version);
  const contract = await contractOf(storage, state, remote, version);
  if (contract === undefined) {
    throw new ReleaseError(404, 'versionNotFound', `${remote}@${version} is not published; publish it first (registry:publish --staged <dist>)`);
  }
  return contract;
}

/** Why a version cannot be served by this shell: built against another contract major. */
export function contractMismatch(remote: RemoteName, version: string, contractVersion: number): string | undefined {
  return contractVersion === CONTRACT_VERSION
    ? undefined
    : `${remote}@${version} is built for contract ${contractVersion}; the shell speaks contract ${CONTRACT_VERSION}`;
}

/** The rule a tenant has for a remote, or the one it implicitly follows: the release. */
function currentRule(state: Pick<RegistryState, 'rules' | 'releases'>, tenant: string, remote: RemoteName): RolloutRule | undefined {
  const rule = state.rules[tenant]?.[remote];
  if (rule) return rule;
  const release = state.releases[remote];
  return release ? { stable: release.version } : undefined;
}

export interface RuleChange {
  readonly tenant: string;
  readonly remote: RemoteName;
  readonly before: RolloutRule | undefined;
  readonly rule: RolloutRule;
  /** The rule's revision after the change. */
  readonly revision: string;
}

/**
 * Changes one tenant's rule for one remote under the lock. With `expectedRevision`
 * (the HTTP API and the operations page always send the rule's revision they
 * showed), a change of that rule made meanwhile by anyone else is a 409
 * `revisionConflict`: the operator sees the new state and decides again,
 * nothing is lost.
 */
async function changeRule(
  storage: RegistryStorage,
  tenant: string,
  remoteName: string,
  actor: Actor,
  expectedRevision: string | undefined,
  action: 'rollout' | 'promote' | 'rollback' | 'withdraw',
  decide: (current: RolloutRule | undefined, state: RegistryState) => Promise<{ rule: RolloutRule; reason?: string; version?: string }>,
): Promise<RuleChange> {
  checkTenant(tenant);
  const remote = checkRemote(remoteName);
  return storage.change(async (change) => {
    const state = await readRegistryState(change);
    const current = ruleRevision(state, tenant, remote);
    if (expectedRevision !== undefined && expectedRevision !== current) {
      throw new ReleaseError(409, 'revisionConflict', `The rule of ${remote} for ${tenant} was changed meanwhile; look at it again and decide again.`, {
        expected: expectedRevision,
        current,
      });
    }
    const before = currentRule(state, tenant, remote);
    let decision: Awaited<ReturnType<typeof decide>>;
    try {
      decision = await decide(before, state);
    } catch (error) {
      // A refusal for an incompatible version is something an operator must be able to look up later.
      if (error instanceof ReleaseError && error.errorCode === 'contractMismatch') {
        await appendAudit(change, { actor, action: 'refuse', tenant, remote, ...(before ? { before } : {}), reason: error.message, ...(error.customPayload ?? {}) });
      }
      throw error;
    }
    const rules: RolloutRules = { ...state.rules, [tenant]: { ...state.rules[tenant], [remote]: decision.rule } };
    await change.writeDocument(ROLLOUTS_FILE, documentText(rules));
    await appendAudit(change, {
      actor,
      action,
      tenant,
      remote,
      ...(decision.version ? { version: decision.version } : {}),
      ...(before ? { before } : {}),
      after: decision.rule,
      ...(decision.reason ? { reason: decision.reason } : {}),
    });
    return { tenant, remote, before, rule: decision.rule, revision: ruleRevision({ rules, releases: state.releases }, tenant, remote) };
  });
}

/**
 * Gives `percentage` % of the tenant's visitors (buckets 0 … percentage−1)
 * `version`; the others keep the stable version. A version built for another
 * contract major is refused, and the refusal is audited.
 */
export function rollOutVersion(
  storage: RegistryStorage,
  input: { tenant: string; remote: string; version: string; percentage: number; actor: Actor; revision?: string },
): Promise<RuleChange> {
  return changeRule(storage, input.tenant, input.remote, input.actor, input.revision, 'rollout', async (current, state) => {
    const remote = checkRemote(input.remote);
    const { version, percentage } = input;
    if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) throw new ReleaseError(400, 'invalidPercentage', 'The percentage must be a whole number from 0 to 100');
    const contract = await checkPublished(storage, state, remote, version);
    const mismatch = contractMismatch(remote, version, contract);
    if (mismatch) throw new ReleaseError(409, 'contractMismatch', `Refused: ${mismatch}.`, { version, contractVersion: contract });
    if (!current) throw new ReleaseError(409, 'noStableVersion', `${remote} has no stable version for ${input.tenant} yet; publish a release first`);
    if (current.stable === version) throw new ReleaseError(409, 'alreadyStable', `${remote}@${version} is already the stable version for ${input.tenant}`);
    return { rule: { stable: current.stable, candidate: version, percentage }, version };
  });
}

/** Makes the version being rolled out the stable version for every visitor of the tenant. */
export function promoteCandidate(storage: RegistryStorage, input: { tenant: string; remote: string; actor: Actor; revision?: string }): Promise<RuleChange> {
  return changeRule(storage, input.tenant, input.remote, input.actor, input.revision, 'promote', async (current) => {
    if (!current?.candidate) throw new ReleaseError(409, 'noRollout', `${input.remote} has no rollout in progress for ${input.tenant}; nothing to promote`);
    return { rule: { stable: current.candidate }, version: current.candidate };
  });
}

/**
 * Ends a rollout (everybody on the stable version), or, with `version`, sets
 * the stable version itself back to that published, compatible version.
 */
export function rollBackRule(
  storage: RegistryStorage,
  input: { tenant: string; remote: string; version?: string; actor: Actor; revision?: string },
): Promise<RuleChange> {
  return changeRule(storage, input.tenant, input.remote, input.actor, input.revision, 'rollback', async (current, state) => {
    const remote = checkRemote(input.remote);
    if (input.version !== undefined) {
      const contract = await checkPublished(storage, state, remote, input.version);
      const mismatch = contractMismatch(remote, input.version, contract);
      if (mismatch) throw new ReleaseError(409, 'contractMismatch', `Refused: ${mismatch}.`, { version: input.version, contractVersion: contract });
      return { rule: { stable: input.version }, version: input.version };
    }
    if (!current?.candidate) throw new ReleaseError(409, 'noRollout', `${remote} has no rollout in progress for ${input.tenant}; name the version to go back to`);
    return { rule: { stable: current.stable } };
  });
}

/**
 * Takes a version out of a tenant's rollout by the registry itself (last known
 * good): everybody gets the stable version again, and the audit log says why.
 * Nothing happens when that version is no longer rolled out there (another
 * instance withdrew it first, an operator moved on): undefined then.
 */
export async function withdrawCandidate(
  storage: RegistryStorage,
  input: { tenant: string; remote: RemoteName; version: string; reason: string },
): Promise<RuleChange | undefined> {
  try {
    return await changeRule(storage, input.tenant, input.remote, 'system', undefined, 'withdraw', async (current) => {
      if (current?.candidate !== input.version) throw new ReleaseError(409, 'noRollout', 'already withdrawn');
      return { rule: { stable: current.stable }, version: input.version, reason: input.reason };
    });
  } catch (error) {
    if (error instanceof ReleaseError && error.errorCode === 'noRollout') return undefined;
    throw error;
  }
}

/** Ensures the contract of a rule's versions is known, for the guard of the remote map. */
export { contractOf as publishedContractOf };
