import path from 'node:path';
import { remoteNameSchema, versionSchema } from './releases';

/**
 * The names the registry stores things under, checked at the store itself.
 *
 * A remote, a version and a build's file name each become one segment of a
 * folder path or an object key. A name that is not exactly one plain segment
 * (`..`, `.`, `a/b`, `..\b`, a NUL, an empty name) could make a delete or a
 * write reach another remote's builds, the registry's own documents or a
 * folder outside the registry. So every store checks every name before it
 * touches anything, whatever its caller checked already; the folder store
 * then also proves the resolved path is inside its remote's folder.
 */
export class InvalidRegistryName extends Error {
  override readonly name = 'InvalidRegistryName';
}

/** A build file or document name: one segment of letters, digits and `._+-`, never starting with a dot. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._+-]{0,199}$/;

export function checkRemoteSegment(remote: string): string {
  if (!remoteNameSchema.safeParse(remote).success) throw new InvalidRegistryName(`"${printable(remote)}" is not a remote name`);
  return remote;
}

export function checkVersionSegment(version: string): string {
  if (!versionSchema.safeParse(version).success) throw new InvalidRegistryName(`"${printable(version)}" is not a semantic version such as 1.2.3`);
  return version;
}

export function checkFileSegment(file: string): string {
  if (!PLAIN_SEGMENT.test(file)) throw new InvalidRegistryName(`"${printable(file)}" is not a plain file name`);
  return file;
}

/**
 * The path of `segments` under `root`, proved to stay inside it after
 * resolution (a second check behind the segment rules above: nothing that
 * resolves elsewhere is ever handed to the file system).
 */
export function pathWithin(root: string, ...segments: string[]): string {
  const base = path.resolve(root);
  const resolved = path.resolve(base, ...segments);
  const relative = path.relative(base, resolved);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).length !== segments.length) {
    throw new InvalidRegistryName(`${segments.map(printable).join('/')} is not inside the registry`);
  }
  return resolved;
}

/** A name as it may go into a message: control characters shown as escapes, at most 80 characters. */
function printable(value: string): string {
  return JSON.stringify(value.slice(0, 80)).slice(1, -1);
}
