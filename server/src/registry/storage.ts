import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkFileSegment, checkRemoteSegment, checkVersionSegment, pathWithin } from './registry-names';

/**
 * Where the registry keeps its documents (releases, versions and their file
 * hashes, rollout rules), its audit log and the published builds. Everything
 * the release service changes goes through `change`, which holds the
 * registry's one write lock: two writers (two operators, a CLI and the API,
 * two server instances on one shared folder) never interleave, so a
 * compare-and-set read inside it is still true when the write lands.
 *
 * Two implementations: the local folder below (the default) and an
 * S3-compatible object store (`s3-storage.ts`), which several server instances
 * share. `storage.test.ts` states the contract both pass.
 */
export interface RegistryStorage {
  /** A JSON document by name (`releases.json`, …), undefined when it does not exist. */
  readDocument(name: string): Promise<string | undefined>;
  /** The bytes of one file of a published build; undefined when it does not exist. */
  readBuildFile(remote: string, version: string, file: string): Promise<Buffer | undefined>;
  /**
   * Whether a build is stored under this version: in the folder, its folder
   * (also one copied in by hand, without a record); in the object store, its
   * manifest.
   */
  hasBuild(remote: string, version: string): Promise<boolean>;
  /** The last `limit` audit lines, oldest first. */
  readAuditLines(limit: number): Promise<string[]>;
  /** Runs `work` alone: no other change of this registry runs meanwhile. */
  change<T>(work: (change: RegistryChange) => Promise<T>): Promise<T>;
  /**
   * The published builds on their own, without the registry's lock: for a registry whose documents are
   * kept elsewhere (in the database, `database-storage.ts`), which locks its changes itself. A build is
   * stored and deleted whole either way.
   */
  readonly builds: BuildFiles;
}

/** A storage from its documents' part and its builds: the reads of build files are the builds'. */
export function withBuilds(documents: Pick<RegistryStorage, 'readDocument' | 'readAuditLines' | 'change'>, builds: BuildFiles): RegistryStorage {
  return { ...documents, readBuildFile: builds.readBuildFile, hasBuild: builds.hasBuild, builds };
}

/** The files of the published builds. */
export interface BuildFiles {
  readBuildFile(remote: string, version: string, file: string): Promise<Buffer | undefined>;
  hasBuild(remote: string, version: string): Promise<boolean>;
  writeBuild(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<void>;
  deleteBuild(remote: string, version: string): Promise<void>;
}

/** What a change may do while it holds the lock. */
export interface RegistryChange {
  readDocument(name: string): Promise<string | undefined>;
  /** The last `limit` audit lines, oldest first (the audit chain reads its start from them, audit-log.ts). */
  readAuditLines(limit: number): Promise<string[]>;
  /** Replaces a document whole: a reader sees the old or the new text, never half. */
  writeDocument(name: string, text: string): Promise<void>;
  /** Stores a build under its version: all files or none become visible. */
  writeBuild(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<void>;
  deleteBuild(remote: string, version: string): Promise<void>;
  appendAuditLine(line: string): Promise<void>;
}

export const AUDIT_FILE = 'audit.jsonl';
const LOCK_FILE = '.registry.lock';
/** A lock older than this is taken over: its holder died mid-change (a change takes milliseconds). */
const STALE_LOCK_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
    throw error;
  }
}

/**
 * A store's `change`: the changes of this process one after the other (an
 * in-process queue, no lock traffic for them), each holding the store's lock
 * across processes or instances while it runs.
 */
export function lockedChanges(
  acquireLock: () => Promise<() => Promise<void>>,
  change: RegistryChange,
): <T>(work: (change: RegistryChange) => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: (change: RegistryChange) => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const release = await acquireLock();
      try {
        return await work(change);
      } finally {
        await release();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/** A registry in a folder: `<dir>/<document>`, `<dir>/<remote>/<version>/<file>`, `<dir>/audit.jsonl`. */
export function localFolderStorage(dir: string): RegistryStorage {
  /** The lock file: other processes on the same folder (the in-process queue is lockedChanges'). */
  async function acquireLockFile(): Promise<() => Promise<void>> {
    await mkdir(dir, { recursive: true });
    const lock = path.join(dir, LOCK_FILE);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await open(lock, 'wx');
        await handle.writeFile(String(process.pid));
        await handle.close();
        return () => rm(lock, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
        if (age > STALE_LOCK_MS) await rm(lock, { force: true });
        else if (attempt > 500) throw new Error(`The registry ${dir} stays locked (${lock}); is a change hanging?`, { cause: error });
        else await sleep(10);
      }
    }
  }

  // Every name is checked and every path proved inside the registry before the file system sees it (registry-names.ts).
  const documentPath = (name: string) => pathWithin(dir, checkFileSegment(name));
  const buildPath = (remote: string, version: string, ...file: string[]) =>
    pathWithin(dir, checkRemoteSegment(remote), checkVersionSegment(version), ...file.map(checkFileSegment));

  const readDocument = async (name: string) => (await readOptional(documentPath(name)))?.toString('utf8');
  const readAuditLines = async (limit: number) => {
    const text = (await readOptional(path.join(dir, AUDIT_FILE)))?.toString('utf8') ?? '';
    return limit <= 0 ? [] : text.split('\n').filter((line) => line !== '').slice(-limit);
  };

  const change: RegistryChange = {
    readDocument,
    readAuditLines,
    async writeDocument(name, text) {
      const file = documentPath(name);
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, text, 'utf8');
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async writeBuild(remote, version, files) {
      const target = buildPath(remote, version);
      for (const file of files.keys()) checkFileSegment(file);
      const staging = path.join(path.dirname(target), `.${version}.${randomBytes(6).toString('hex')}.tmp`);
      await mkdir(staging, { recursive: true });
      try {
        for (const [file, bytes] of files) await writeFile(path.join(staging, file), bytes);
        await rm(target, { recursive: true, force: true });
        await rename(staging, target);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    deleteBuild: async (remote, version) => rm(buildPath(remote, version), { recursive: true, force: true }),
    // One line per write with O_APPEND: concurrent appends never mix their bytes.
    appendAuditLine: (line) => appendFile(path.join(dir, AUDIT_FILE), `${line}\n`, 'utf8'),
  };

  const builds: BuildFiles = {
    readBuildFile: async (remote, version, file) => readOptional(buildPath(remote, version, file)),
    hasBuild: async (remote, version) => stat(buildPath(remote, version)).then(() => true, () => false),
    writeBuild: change.writeBuild,
    deleteBuild: change.deleteBuild,
  };
  return withBuilds({ readDocument, readAuditLines, change: lockedChanges(acquireLockFile, change) }, builds);
}

/** The files of a build folder (a remote's dist): flat, as the build preset emits them. */
export async function readBuildFolder(distDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(distDir, { withFileTypes: true })) {
    if (entry.isFile()) files.set(entry.name, await readFile(path.join(distDir, entry.name)));
  }
  return files;
}
