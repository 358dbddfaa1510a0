import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type ListObjectsCommandOutput,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { z } from 'zod';
import { describeIssues } from '@storefront/server-kit/describe-issues';
import { checkFileSegment, checkRemoteSegment, checkVersionSegment } from './registry-names';
import { lockedChanges, withBuilds, type BuildFiles, type RegistryChange, type RegistryStorage } from './storage';

/**
 * The registry in an S3-compatible object store (AWS S3, MinIO, Ceph RGW, …),
 * so that several server instances behind a CDN serve one registry.
 *
 * ```
 * <prefix>releases.json, versions.json, rollouts.json   documents, each one object, replaced whole
 * <prefix>builds/<remote>/<version>/build.json          the build's manifest: { generation, files }
 * <prefix>builds/<remote>/<version>/<generation>/<file> the files of one stored build
 * <prefix>audit/<999999999999 - n>-<random>             audit line n, one object a line (newest sorts first)
 * <prefix>lock-<random>                                 the write lock's contenders (below)
 * ```
 *
 * - **A document** is one PUT: S3 replaces an object atomically, a reader gets
 *   the old text or the new one.
 * - **A build** is written under a new generation first, then its manifest,
 *   the one object readers look at, names that generation (one PUT); what is not
 *   named by a manifest is never read. Files of an earlier generation (a
 *   replaced build, a writer that died half-way) are deleted after the switch.
 * - **An audit line** is an object of its own, numbered under the lock; keys
 *   sort newest first (S3 lists keys in ascending order), so appending and
 *   reading the last lines list only what they need.
 * - **The write lock** across instances needs no conditional write: a
 *   contender puts an object of its own (`lock-<random>`) and then lists them.
 *   When it sees no other live contender it holds the lock; otherwise it deletes
 *   its object, waits a random while and tries again. Of two contenders at
 *   least the later one's listing sees the earlier one's object (strong
 *   read-after-write consistency of PUT and LIST, which S3 has since 2020 and
 *   MinIO always had), so two never hold it at once. The holder rewrites its
 *   object every few seconds; a contender untouched for `STALE_LOCK_MS` (its
 *   holder died) is deleted by the next contender. Ages are measured between
 *   the store's own timestamps, so the instances' clocks do not matter.
 *   `PutObject` with `If-None-Match: *` would do with one request less, but
 *   the S3 server the tests run (s3rver) ignores conditional writes, and code
 *   the tests cannot exercise is not shipped.
 */

export interface S3StorageOptions {
  readonly bucket: string;
  /** Key prefix of the registry in the bucket (`registry/`), '' for the bucket's root. */
  readonly prefix?: string;
  /** The store's URL for S3-compatible stores (`http://minio:9000`); AWS without it. */
  readonly endpoint?: string;
  readonly region: string;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which most S3-compatible stores need. */
  readonly forcePathStyle?: boolean;
  /** Without them the SDK's default chain (AWS_* variables, the instance's role, …). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** A client of one's own (tests); the options above are then not used for the connection. */
  readonly client?: S3Client;
  /** How long a lock contender may stay untouched before it is taken over (default STALE_LOCK_MS; tests shorten it). */
  readonly staleLockMs?: number;
}

/** A contender untouched for this long is a dead holder's: taken over. */
export const STALE_LOCK_MS = 30_000;
/** How often the holder rewrites its contender object, far below STALE_LOCK_MS. */
const LOCK_REFRESH_MS = 5_000;
/** A change waits this long for the lock at most (longer than STALE_LOCK_MS: a dead holder's lock is taken over first). */
const LOCK_WAIT_MS = 90_000;
const AUDIT_SEQUENCE_MAX = 999_999_999_999;
/** Parallel reads of audit lines. */
const READ_CONCURRENCY = 16;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A build's manifest: the generation its files are under, and their names. */
const buildManifestSchema = z.object({ generation: z.string().regex(/^[a-z0-9-]+$/), files: z.array(z.string()) });
type BuildManifest = z.infer<typeof buildManifestSchema>;

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3Client(options: Omit<S3StorageOptions, 'bucket' | 'prefix' | 'client'>): S3Client {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only where S3 requires them: the CRC trailers the SDK adds by default are
    // not understood by every S3-compatible store, and each object here is small and one PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
  };
  return new S3Client(config);
}

export function s3Storage(options: S3StorageOptions): RegistryStorage {
  const client = options.client ?? createS3Client(options);
  const { bucket } = options;
  const prefix = options.prefix ?? '';
  const staleLockMs = options.staleLockMs ?? STALE_LOCK_MS;
  const key = (...parts: string[]) => `${prefix}${parts.join('/')}`;
  // Keys are no paths, but a key of `..` or `a/b` would still name another remote's objects (a prefix delete of
  // `builds/search/` takes every version), and some S3-compatible stores map keys onto folders: so every name is
  // one plain segment, checked before any request (registry-names.ts).
  const buildPrefix = (remote: string, version: string) => key('builds', checkRemoteSegment(remote), checkVersionSegment(version), '');
  const manifestKey = (remote: string, version: string) => `${buildPrefix(remote, version)}build.json`;
  const documentKey = (name: string) => key(checkFileSegment(name));

  async function getObject(objectKey: string): Promise<Buffer | undefined> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  const putObject = (objectKey: string, body: Buffer | string, contentType = 'application/octet-stream') =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: body, ContentType: contentType }));

  const deleteObject = (objectKey: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));

  // Listing is ListObjects (version 1) paged by marker, which every S3-compatible store answers alike.
  // (ListObjectsV2's continuation tokens are opaque to the client; s3rver makes them with a cipher
  // Node 20's OpenSSL no longer has, so a truncated V2 listing fails there.)

  /** Every object under a prefix (all pages). */
  async function listAll(listPrefix: string): Promise<Array<{ key: string; lastModified: number }>> {
    const objects: Array<{ key: string; lastModified: number }> = [];
    let marker: string | undefined;
    for (;;) {
      const page: ListObjectsCommandOutput = await client.send(
        new ListObjectsCommand({ Bucket: bucket, Prefix: listPrefix, ...(marker ? { Marker: marker } : {}) }),
      );
      for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, lastModified: object.LastModified?.getTime() ?? 0 });
      const last = objects.at(-1)?.key;
      if (!page.IsTruncated || !last || last === marker) return objects;
      marker = page.NextMarker ?? last;
    }
  }

  /** The first `count` keys under a prefix, in the store's (ascending) key order. */
  async function listFirst(listPrefix: string, count: number): Promise<string[]> {
    const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: listPrefix, MaxKeys: count }));
    return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  }

  async function deleteAll(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) throw new Error(`The object store kept ${failed.length} object(s) it was asked to delete: ${failed.map((item) => `${item.Key} (${item.Code})`).join(', ')}`);
    }
  }

  async function readManifest(remote: string, version: string): Promise<BuildManifest | undefined> {
    const bytes = await getObject(manifestKey(remote, version));
    if (!bytes) return undefined;
    const manifest = buildManifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    if (!manifest.success) throw new Error(`${manifestKey(remote, version)} is invalid: ${describeIssues(manifest.error.issues).join('; ')}`);
    return manifest.data;
  }

  const readDocument = async (name: string) => (await getObject(documentKey(name)))?.toString('utf8');

  // ------------------------------------------------------------------ the lock

  // Beside the documents, not in a "folder" of their own: stores that emulate S3 on a file system
  // (s3rver) remove a folder when its last object goes, racing a contender's PUT into it.
  const lockPrefix = key('lock-');
  const holderOf = () => JSON.stringify({ host: hostname(), pid: process.pid, at: new Date().toISOString() });

  async function acquireLock(): Promise<() => Promise<void>> {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      const mine = `${lockPrefix}${randomBytes(12).toString('hex')}`;
      await putObject(mine, holderOf(), 'application/json');
      const contenders = await listAll(lockPrefix);
      // The store's own clock: my object was written just now, a contender much older than it is a dead holder's.
      const now = contenders.find((contender) => contender.key === mine)?.lastModified ?? Date.now();
      const others = contenders.filter((contender) => contender.key !== mine);
      const stale = others.filter((contender) => now - contender.lastModified > staleLockMs);
      if (stale.length > 0) await deleteAll(stale.map((contender) => contender.key));
      if (others.length === stale.length) {
        let refreshing = Promise.resolve();
        const timer = setInterval(() => {
          refreshing = refreshing.then(() => putObject(mine, holderOf(), 'application/json').then(() => undefined, () => undefined));
        }, LOCK_REFRESH_MS);
        timer.unref();
        return async () => {
          clearInterval(timer);
          await refreshing;
          await deleteObject(mine);
        };
      }
      // Someone else holds it or contends: step back so that one of us gets through.
      await deleteObject(mine);
      if (Date.now() - started > Math.max(LOCK_WAIT_MS, 3 * staleLockMs)) {
        throw new Error(`The registry s3://${bucket}/${prefix} stays locked (${others.map((other) => other.key).join(', ')}); is a change hanging?`);
      }
      await sleep(5 + Math.random() * Math.min(250, 10 * 2 ** Math.min(attempt, 5)));
    }
  }

  // ------------------------------------------------------------------ audit

  const auditPrefix = key('audit', '');
  const sequenceOf = (auditKey: string) => AUDIT_SEQUENCE_MAX - Number(auditKey.slice(auditPrefix.length).split('-')[0]);

  async function readAll(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    const results: Array<Buffer | undefined> = new Array(keys.length);
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const index = next++;
        results[index] = await getObject(keys[index] ?? '');
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, keys.length) }, worker));
    return results;
  }

  /** The last `limit` lines, oldest first: keys sort newest first, so the first keys are the newest lines. */
  async function readAuditLines(limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    const keys = limit <= 1000 ? await listFirst(auditPrefix, limit) : (await listAll(auditPrefix)).map((object) => object.key).slice(0, limit);
    const lines = await readAll(keys);
    return lines.flatMap((bytes) => (bytes ? [bytes.toString('utf8')] : [])).reverse();
  }

  // ------------------------------------------------------------------ a change

  const change: RegistryChange = {
    readDocument,
    readAuditLines,
    async writeDocument(name, text) {
      await putObject(documentKey(name), text, 'application/json; charset=utf-8');
    },
    async writeBuild(remote, version, files) {
      for (const file of files.keys()) checkFileSegment(file);
      const generation = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
      const generationPrefix = `${buildPrefix(remote, version)}${generation}/`;
      const entries = [...files];
      for (let start = 0; start < entries.length; start += 8) {
        await Promise.all(entries.slice(start, start + 8).map(([file, bytes]) => putObject(`${generationPrefix}${file}`, bytes)));
      }
      // The switch: from here on readers see this generation, whole.
      await putObject(manifestKey(remote, version), JSON.stringify({ generation, files: entries.map(([file]) => file) }), 'application/json');
      const leftovers = (await listAll(buildPrefix(remote, version)))
        .map((object) => object.key)
        .filter((objectKey) => objectKey !== manifestKey(remote, version) && !objectKey.startsWith(generationPrefix));
      await deleteAll(leftovers);
    },
    async deleteBuild(remote, version) {
      // The manifest first: the build is gone for readers at once, whatever happens to the files after.
      await deleteObject(manifestKey(remote, version));
      await deleteAll((await listAll(buildPrefix(remote, version))).map((object) => object.key));
    },
    async appendAuditLine(line) {
      // Under the lock: the newest line's number is the last one taken. The random part keeps a line
      // written by a holder whose lock was taken over from replacing another.
      const [newest] = await listFirst(auditPrefix, 1);
      const sequence = (newest ? sequenceOf(newest) : 0) + 1;
      const inverted = String(AUDIT_SEQUENCE_MAX - sequence).padStart(12, '0');
      await putObject(`${auditPrefix}${inverted}-${randomBytes(4).toString('hex')}`, line, 'application/json; charset=utf-8');
    },
  };


  const builds: BuildFiles = {
    async readBuildFile(remote, version, file) {
      checkFileSegment(file);
      const manifest = await readManifest(remote, version);
      if (!manifest?.files.includes(file)) return undefined;
      return getObject(`${buildPrefix(remote, version)}${manifest.generation}/${file}`);
    },
    hasBuild: async (remote, version) => (await getObject(manifestKey(remote, version))) !== undefined,
    writeBuild: change.writeBuild,
    deleteBuild: change.deleteBuild,
  };
  // The in-process queue first (no requests for changes of this instance), then the lock across instances.
  return withBuilds({ readDocument, readAuditLines, change: lockedChanges(acquireLock, change) }, builds);
}
