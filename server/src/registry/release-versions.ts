import { COMPRESSIBLE_FILE, ENCODING_SUFFIX, compressedCopies } from '@storefront/server-kit/http/compression';
import { describeIssues } from '@storefront/server-kit/describe-issues';
import type { RemoteName } from '@storefront/shared/platform/contracts';
import { RELEASES_FILE, type Releases } from './releases';
import { appendAudit, type Actor } from './audit-log';
import {
  ReleaseError,
  VERSIONS_FILE,
  checkRemote,
  checkVersion,
  documentText,
  integrityOf,
  readRegistryState,
  remoteMetaSchema,
  type RegistryState,
  type RemoteMeta,
  type VersionRecord,
  type Versions,
} from './release-service';
import type { RegistryStorage } from './storage';

/*
 * The registry's versions (release-service.ts): publishing a build as a new
 * immutable version, checked and hashed on its way in, and deleting a version
 * nobody is served.
 */

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

/** The remote, version and contract a build says it is (its remote-meta.json), else 400 `incompleteBuild` or `invalidBuild`. */
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

/** How a build is published: released at once or staged, the one remote the actor may publish, and (development only) over a changed build. */
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

/** What publishing did: the build's remote, version, contract and file hashes, and the outcome. */
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
