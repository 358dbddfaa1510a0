import { createHash } from 'node:crypto';
import { migrate, type Db, type Migration } from '../database/database';

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
  waitMs(key: string, now: number): number;
  /** Counts a failed attempt under `key`; answers the wait it earned (0 while failures are free). */
  failed(key: string, now: number, policy: FailurePolicy): number;
  /** A successful attempt: the key's failures are forgotten. */
  succeeded(key: string): void;
  /** Counts a call under `key` in a fixed window of `windowMs`; answers the calls so far and when the window ends. */
  countCall(key: string, windowMs: number, now: number): { readonly calls: number; readonly resetInMs: number };
  /** The calls under `key` in its current window, without counting one. */
  readCalls(key: string, windowMs: number, now: number): { readonly calls: number; readonly resetInMs: number };
}

/** Failures nobody repeated for this long are forgotten: the next one is free again. */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60_000;
/** Rows nobody needs any more are removed now and then, at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The ledger's tables: counts every guarded request writes, not data of the shop. */
export const ATTEMPT_LEDGER_TABLES = ['attempt_failures', 'call_windows'] as const;

export const attemptLedgerMigrations: Migration[] = [
  {
    id: 'attempt-ledger-001',
    sql: `
      CREATE TABLE IF NOT EXISTS attempt_failures (
        key_hash TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        blocked_until INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS call_windows (
        key_hash TEXT PRIMARY KEY,
        calls INTEGER NOT NULL,
        window_start INTEGER NOT NULL,
        window_ms INTEGER NOT NULL
      );
    `,
  },
];

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The wait the `failures`-th failure earns under `policy`. */
export function delayAfter(failures: number, policy: FailurePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(failures - policy.freeFailures - 1, 30));
}

export function createAttemptLedger(db: Db): AttemptLedger {
  migrate(db, attemptLedgerMigrations);
  const findFailures = db.prepare<[string], { failures: number; blocked_until: number; last_failure_at: number }>(
    'SELECT failures, blocked_until, last_failure_at FROM attempt_failures WHERE key_hash = ?',
  );
  const writeFailures = db.prepare<[string, number, number, number]>(
    `INSERT INTO attempt_failures (key_hash, failures, blocked_until, last_failure_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (key_hash) DO UPDATE SET failures = excluded.failures, blocked_until = excluded.blocked_until, last_failure_at = excluded.last_failure_at`,
  );
  const forget = db.prepare<[string]>('DELETE FROM attempt_failures WHERE key_hash = ?');
  const findWindow = db.prepare<[string], { calls: number; window_start: number; window_ms: number }>(
    'SELECT calls, window_start, window_ms FROM call_windows WHERE key_hash = ?',
  );
  const writeWindow = db.prepare<[string, number, number, number]>(
    `INSERT INTO call_windows (key_hash, calls, window_start, window_ms) VALUES (?, ?, ?, ?)
     ON CONFLICT (key_hash) DO UPDATE SET calls = excluded.calls, window_start = excluded.window_start, window_ms = excluded.window_ms`,
  );
  const sweepFailures = db.prepare<[number, number]>('DELETE FROM attempt_failures WHERE last_failure_at < ? AND blocked_until < ?');
  const sweepWindows = db.prepare<[number]>('DELETE FROM call_windows WHERE window_start + window_ms < ?');
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    sweepFailures.run(now - FORGET_FAILURES_AFTER_MS, now);
    sweepWindows.run(now);
  };

  const windowOf = (keyHash: string, windowMs: number, now: number) => {
    const row = findWindow.get(keyHash);
    return row && row.window_start + row.window_ms > now ? row : undefined;
  };

  return {
    waitMs(key, now) {
      const row = findFailures.get(hashOf(key));
      return row ? Math.max(0, row.blocked_until - now) : 0;
    },
    failed: (key, now, policy) =>
      // One transaction: two instances counting the same key at once both count.
      db.transaction(() => {
        sweep(now);
        const keyHash = hashOf(key);
        const row = findFailures.get(keyHash);
        const earlier = row && now - row.last_failure_at <= FORGET_FAILURES_AFTER_MS ? row.failures : 0;
        const failures = earlier + 1;
        const delay = delayAfter(failures, policy);
        writeFailures.run(keyHash, failures, now + delay, now);
        return delay;
      })(),
    succeeded(key) {
      forget.run(hashOf(key));
    },
    countCall: (key, windowMs, now) =>
      db.transaction(() => {
        sweep(now);
        const keyHash = hashOf(key);
        const current = windowOf(keyHash, windowMs, now);
        const start = current?.window_start ?? now;
        const calls = (current?.calls ?? 0) + 1;
        writeWindow.run(keyHash, calls, start, windowMs);
        return { calls, resetInMs: start + windowMs - now };
      })(),
    readCalls(key, windowMs, now) {
      const current = windowOf(hashOf(key), windowMs, now);
      return current ? { calls: current.calls, resetInMs: current.window_start + current.window_ms - now } : { calls: 0, resetInMs: windowMs };
    },
  };
}
