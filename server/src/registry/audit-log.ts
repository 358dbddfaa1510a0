import { createHash } from 'node:crypto';
import type { RemoteName } from '@storefront/shared/platform/contracts';
import type { RegistryChange, RegistryStorage } from './storage';

/**
 * The registry's audit log: who changed what and when, who signed in to the
 * operations page, whose token was refused, who read the log. Every entry is
 * a link of a hash chain: it carries its number, the hash of the entry before
 * it and its own hash over both. The chain's head (the last number and hash)
 * is kept in a document of its own, written in the same locked change. So an
 * entry changed, taken out or put in afterwards breaks the chain, and entries
 * cut off at the end or a log deleted whole no longer meet the head: the
 * operations page verifies it on every view and says where it breaks.
 *
 * This makes tampering visible, it does not prevent it: whoever can write the
 * registry's folder or bucket can rewrite log and head together. A shop that
 * needs more ships each line to a write-once store as well (docs/security.md).
 */

/** Who made a change: a team (`team:search`), an operator (`operator:anna`), the CLI (`cli:<user>`) or the registry itself (`system`). */
export type Actor = string;

export type AuditAction =
  | 'publish'
  | 'republish'
  | 'delete'
  | 'rollout'
  | 'promote'
  | 'rollback'
  | 'withdraw'
  | 'refuse'
  | 'sign-in'
  | 'sign-out'
  | 'sign-in-refused'
  | 'token-refused'
  | 'audit-read';

export interface AuditEntry {
  readonly at: string;
  readonly actor: Actor;
  readonly action: AuditAction;
  /** The remote a change was about; none for a sign-in, a refused token or a read of the log. */
  readonly remote?: RemoteName;
  readonly tenant?: string;
  readonly version?: string;
  readonly before?: unknown;
  readonly after?: unknown;
  /** Why: the reason of a withdrawal or a refusal, where a refused sign-in came from. */
  readonly reason?: string;
}

/** An entry as the log keeps it: a link of the chain. */
export interface ChainedAuditEntry extends AuditEntry {
  readonly seq: number;
  readonly prev: string;
  readonly hash: string;
}

export const AUDIT_HEAD_DOCUMENT = 'audit-head.json';

interface AuditHead {
  readonly seq: number;
  readonly hash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash of an entry: over its fields but `hash`, in the order they were written. */
function hashOf(entry: Omit<ChainedAuditEntry, 'hash'>): string {
  return sha256(JSON.stringify(entry));
}

/**
 * Where the chain starts: a log written before entries were chained has its
 * lines hashed into the first link, so those lines are covered too.
 */
function genesisOf(earlierLines: readonly string[]): string {
  return `genesis:${sha256(earlierLines.join('\n'))}`;
}

function isChained(value: unknown): value is ChainedAuditEntry {
  const entry = value as Partial<ChainedAuditEntry> | null;
  return typeof entry?.seq === 'number' && typeof entry.prev === 'string' && typeof entry.hash === 'string';
}

/** Appends an entry as the next link; to be called inside a change, which holds the registry's lock. */
export async function appendAudit(change: RegistryChange, entry: Omit<AuditEntry, 'at'>): Promise<ChainedAuditEntry> {
  const headText = await change.readDocument(AUDIT_HEAD_DOCUMENT);
  let head: AuditHead;
  if (headText !== undefined) head = JSON.parse(headText) as AuditHead;
  else {
    // The first chained entry: whatever the log holds already becomes the chain's start.
    const earlier = await change.readAuditLines(Number.MAX_SAFE_INTEGER);
    head = { seq: 0, hash: genesisOf(earlier) };
  }
  const link = { at: new Date().toISOString(), ...entry, seq: head.seq + 1, prev: head.hash };
  const chained: ChainedAuditEntry = { ...link, hash: hashOf(link) };
  await change.appendAuditLine(JSON.stringify(chained));
  await change.writeDocument(AUDIT_HEAD_DOCUMENT, `${JSON.stringify({ seq: chained.seq, hash: chained.hash } satisfies AuditHead)}\n`);
  return chained;
}

/** Writes one entry on its own (a sign-in, a refused token, a read of the log), under the registry's lock. */
export function recordAudit(storage: RegistryStorage, entry: Omit<AuditEntry, 'at'>): Promise<ChainedAuditEntry> {
  return storage.change((change) => appendAudit(change, entry));
}

/** The audit log, newest first. */
export async function readAuditLog(storage: RegistryStorage, limit = 100): Promise<AuditEntry[]> {
  return (await storage.readAuditLines(limit)).map((line) => JSON.parse(line) as AuditEntry).reverse();
}

export type AuditVerdict =
  | { readonly intact: true; readonly entries: number; readonly unchained: number }
  | { readonly intact: false; readonly entries: number; readonly problem: string };

/**
 * Walks the whole chain: every link's number follows the one before, names
 * its hash, and hashes to what it says; the last link is the head. Lines
 * before the first chained entry (a log older than the chain) are counted as
 * unchained, covered by the first link's genesis hash.
 */
export async function verifyAuditLog(storage: RegistryStorage): Promise<AuditVerdict> {
  const lines = await storage.readAuditLines(Number.MAX_SAFE_INTEGER);
  const headText = await storage.readDocument(AUDIT_HEAD_DOCUMENT);
  const head = headText === undefined ? undefined : (JSON.parse(headText) as AuditHead);
  const broken = (problem: string) => ({ intact: false as const, entries: lines.length, problem });
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      return undefined;
    }
  });
  const firstChained = parsed.findIndex(isChained);
  if (firstChained === -1) {
    if (head) return broken(`the log holds no chained entry, but its head names entry ${head.seq}: entries were removed`);
    return { intact: true, entries: lines.length, unchained: lines.length };
  }
  let previous = { seq: 0, hash: genesisOf(lines.slice(0, firstChained)) };
  for (let index = firstChained; index < parsed.length; index += 1) {
    const entry = parsed[index];
    const position = `line ${index + 1}`;
    if (!isChained(entry)) return broken(`${position} is not a chained entry`);
    if (entry.seq !== previous.seq + 1) return broken(`${position} is entry ${entry.seq}, entry ${previous.seq + 1} was expected: entries are missing or were moved`);
    if (entry.prev !== previous.hash) return broken(`${position} (entry ${entry.seq}) does not follow the entry before it`);
    const { hash, ...link } = entry;
    if (hashOf(link) !== hash) return broken(`${position} (entry ${entry.seq}) was changed after it was written`);
    previous = { seq: entry.seq, hash };
  }
  if (!head || head.seq !== previous.seq || head.hash !== previous.hash) {
    return broken(`the log ends at entry ${previous.seq}, its head names entry ${head?.seq ?? 'none'}: entries were removed at the end`);
  }
  return { intact: true, entries: lines.length, unchained: firstChained };
}
