import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, freshDatabases } from '../testing/databases.test-support';
import { FORGET_FAILURES_AFTER_MS, attemptLedgerMigrations, createAttemptLedger, type FailurePolicy } from './attempt-ledger';

const MINUTE = 60_000;
const POLICY: FailurePolicy = { freeFailures: 5, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE };

describe.each(TEST_DATABASES)('the attempt ledger on $dialect', (testDatabase) => {
  const open = freshDatabases(testDatabase, attemptLedgerMigrations);

  it('lets the free failures cost nothing, then doubles the wait, and forgets on success', async () => {
    const { db } = await open();
    const ledger = createAttemptLedger(db);
    const at = 1_790_000_000_000;
    for (let failure = 0; failure < 5; failure += 1) expect(await ledger.failed('account|anna', at, POLICY)).toBe(0);
    expect(await ledger.failed('account|anna', at, POLICY)).toBe(MINUTE);
    expect(await ledger.failed('account|anna', at, POLICY)).toBe(2 * MINUTE);
    expect(await ledger.waitMs('account|anna', at + 1000)).toBe(2 * MINUTE - 1000);
    expect(await ledger.waitMs('account|ben', at)).toBe(0);
    await ledger.succeeded('account|anna');
    expect(await ledger.waitMs('account|anna', at)).toBe(0);
    // Keys are kept as hashes: no address in the table.
    expect(JSON.stringify(await db.all('SELECT * FROM attempt_failures'))).not.toContain('anna');
  });

  it('starts counting again once the failures are older than a day', async () => {
    const { db } = await open();
    const ledger = createAttemptLedger(db);
    const at = 1_790_000_000_000;
    for (let failure = 0; failure < 6; failure += 1) await ledger.failed('client|1.2.3.4', at, POLICY);
    expect(await ledger.failed('client|1.2.3.4', at + FORGET_FAILURES_AFTER_MS + 1, POLICY)).toBe(0);
  });

  it('counts calls in a window and starts a new window when it ended', async () => {
    const { db } = await open();
    const ledger = createAttemptLedger(db);
    const at = 1_790_000_000_000;
    expect(await ledger.readCalls('calls|x', MINUTE, at)).toEqual({ calls: 0, resetInMs: MINUTE });
    expect(await ledger.countCall('calls|x', MINUTE, at)).toEqual({ calls: 1, resetInMs: MINUTE });
    expect(await ledger.countCall('calls|x', MINUTE, at + 10_000)).toEqual({ calls: 2, resetInMs: MINUTE - 10_000 });
    expect(await ledger.readCalls('calls|x', MINUTE, at + 20_000)).toEqual({ calls: 2, resetInMs: MINUTE - 20_000 });
    expect(await ledger.countCall('calls|x', MINUTE, at + MINUTE)).toEqual({ calls: 1, resetInMs: MINUTE });
  });

  it('counts every attempt two instances make at once under one key', async () => {
    const { db, connect } = await open();
    const [first, second] = [createAttemptLedger(db), createAttemptLedger(connect())];
    const at = 1_790_000_000_000;
    await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? first : second).countCall('calls|shared', MINUTE, at)));
    expect((await second.readCalls('calls|shared', MINUTE, at)).calls).toBe(30);
    const waits = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? first : second).failed('account|shared', at, POLICY)));
    // Five free failures, then 1, 2 and 4 minutes: each failure counted once, whichever instance saw it.
    expect(waits.sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, MINUTE, 2 * MINUTE, 4 * MINUTE]);
    expect(await first.waitMs('account|shared', at)).toBe(4 * MINUTE);
  });
});
