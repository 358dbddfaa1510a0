import { createHash } from 'node:crypto';
import type { SqlExecutor, SqlMigration } from '../database/sql';

/**
 * The counts behind the anti-automation limits (attempt-limits.ts): failed
 * attempts per key with the delay they earned, and calls per key in a time
 * window. They live in the database, not in the process, so every server
 * instance on the same database counts the same attempts: an attacker who
 * spreads guesses over instances behind a load balancer gains nothing.
 *
 * Keys name an account (an e-mail address, a customer) or a client (an IP
 * address); they are stored as hashes, so the tables are no list of who tried
 * to sign in.
 */

/** How failures of one key slow its next attempts: some are free, then each one doubles the wait. */
export interface FailurePolicy {
  /** Failures that cost nothing: a shopper who mistypes twice is never held up. */
  readonly freeFailures: number;
  /** The wait after the first failure beyond the free ones. */
  readonly firstDelayMs: number;
  /** The longest wait, however many failures came before. */
  readonly maxDelayMs: number;
}

export interface AttemptLedger {
  /** How long attempts under `key` must still wait (0: they may go on). */
  waitMs(key: string, now: number): Promise<number>;
  /** Counts a failed attempt under `key`; answers the wait it earned (0 while failures are free). */
  failed(key: string, now: number, policy: FailurePolicy): Promise<number>;
  /** A successful attempt: the key's failures are forgotten. */
  succeeded(key: string): Promise<void>;
  /** Counts a call under `key` in a fixed window of `windowMs`; answers the calls so far and when the window ends. */
  countCall(key: string, windowMs: number, now: number): Promise<CallCount>;
  /** The calls under `key` in its current window, without counting one. */
  readCalls(key: string, windowMs: number, now: number): Promise<CallCount>;
}

export interface CallCount {
  readonly calls: number;
  readonly resetInMs: number;
}

/** Failures nobody repeated for this long are forgotten: the next one is free again. */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60_000;
/** Rows nobody needs any more are removed now and then, at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The ledger's tables: counts every guarded request writes, not data of the shop. */
export const ATTEMPT_LEDGER_TABLES = ['attempt_failures', 'call_windows'] as const;

// BIGINT for the milliseconds: PostgreSQL's 64-bit integer, and SQLite reads any type with INT in it as its integer.
export const attemptLedgerMigrations: SqlMigration[] = [
  {
    id: 'attempt-ledger-001',
    sql: `
      CREATE TABLE IF NOT EXISTS attempt_failures (
        key_hash TEXT PRIMARY KEY, failures INTEGER NOT NULL, blocked_until BIGINT NOT NULL, last_failure_at BIGINT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS call_windows (
        key_hash TEXT PRIMARY KEY, calls INTEGER NOT NULL, window_start BIGINT NOT NULL, window_ms BIGINT NOT NULL
      )`,
  },
];

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The wait the `failures`-th failure earns under `policy`. */
export function delayAfter(failures: number, policy: FailurePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(failures - policy.freeFailures - 1, 30));
}

/**
 * The ledger on the house's database (its tables made by `attemptLedgerMigrations`). Each count is one
 * upsert that reads and writes the row at once, so instances counting the same key at the same moment
 * both count, with no transaction around it.
 */
export function createAttemptLedger(db: SqlExecutor): AttemptLedger {
  let lastSweep = 0;
  const sweep = async (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.run('DELETE FROM attempt_failures WHERE last_failure_at < ? AND blocked_until < ?', [now - FORGET_FAILURES_AFTER_MS, now]);
    await db.run('DELETE FROM call_windows WHERE window_start + window_ms < ?', [now]);
  };
  const windowOf = async (keyHash: string, now: number): Promise<{ calls: number; window_start: number; window_ms: number } | undefined> => {
    const row = await db.get<{ calls: number; window_start: number; window_ms: number }>(
      'SELECT calls, window_start, window_ms FROM call_windows WHERE key_hash = ?',
      [keyHash],
    );
    return row && row.window_start + row.window_ms > now ? row : undefined;
  };

  return {
    async waitMs(key, now) {
      const row = await db.get<{ blocked_until: number }>('SELECT blocked_until FROM attempt_failures WHERE key_hash = ?', [hashOf(key)]);
      return row ? Math.max(0, row.blocked_until - now) : 0;
    },
    async failed(key, now, policy) {
      await sweep(now);
      const keyHash = hashOf(key);
      // Failures older than FORGET_FAILURES_AFTER_MS count no more: the count starts again at one.
      const row = await db.get<{ failures: number }>(
        `INSERT INTO attempt_failures (key_hash, failures, blocked_until, last_failure_at) VALUES (?, 1, 0, ?)
         ON CONFLICT (key_hash) DO UPDATE SET
           failures = CASE WHEN attempt_failures.last_failure_at >= ? THEN attempt_failures.failures + 1 ELSE 1 END,
           last_failure_at = excluded.last_failure_at
         RETURNING failures`,
        [keyHash, now, now - FORGET_FAILURES_AFTER_MS],
      );
      const delay = delayAfter(row?.failures ?? 1, policy);
      // Never shortens a wait another instance set a moment ago for a later failure.
      if (delay > 0) await db.run('UPDATE attempt_failures SET blocked_until = ? WHERE key_hash = ? AND blocked_until < ?', [now + delay, keyHash, now + delay]);
      return delay;
    },
    async succeeded(key) {
      await db.run('DELETE FROM attempt_failures WHERE key_hash = ?', [hashOf(key)]);
    },
    async countCall(key, windowMs, now) {
      await sweep(now);
      // A window that has ended starts a new one at `now`; the SET's right sides all read the row as it was.
      const row = await db.get<{ calls: number; window_start: number }>(
        `INSERT INTO call_windows (key_hash, calls, window_start, window_ms) VALUES (?, 1, ?, ?)
         ON CONFLICT (key_hash) DO UPDATE SET
           calls = CASE WHEN call_windows.window_start + call_windows.window_ms > ? THEN call_windows.calls + 1 ELSE 1 END,
           window_start = CASE WHEN call_windows.window_start + call_windows.window_ms > ? THEN call_windows.window_start ELSE excluded.window_start END,
           window_ms = excluded.window_ms
         RETURNING calls, window_start`,
        [hashOf(key), now, windowMs, now, now],
      );
      const start = row?.window_start ?? now;
      return { calls: row?.calls ?? 1, resetInMs: start + windowMs - now };
    },
    async readCalls(key, windowMs, now) {
      const current = await windowOf(hashOf(key), now);
      return current ? { calls: current.calls, resetInMs: current.window_start + current.window_ms - now } : { calls: 0, resetInMs: windowMs };
    },
  };
}
