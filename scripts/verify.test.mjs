// The verify runner stops at the first failing stage and reports the time of each stage it ran.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STAGES, formatDuration, runStages } from './verify.mjs';

const clock = (ticks) => {
  let i = 0;
  return () => ticks[Math.min(i++, ticks.length - 1)];
};

test('runs every stage in order and reports each one and the total', () => {
  const ran = [];
  const { passed, report } = runStages(
    [
      ['lint', 'pnpm lint'],
      ['e2e', 'pnpm e2e'],
    ],
    { run: (command) => (ran.push(command), true), now: clock([0, 0, 5_000, 5_000, 125_000, 125_000]) },
  );
  assert.equal(passed, true);
  assert.deepEqual(ran, ['pnpm lint', 'pnpm e2e']);
  assert.deepEqual(report.slice(1), ['verify: every stage passed', '  lint          5 s', '  e2e    2 min 00 s', '  total  2 min 05 s']);
});

test('stops at the first failing stage, names it, and lists the stages not run', () => {
  const ran = [];
  const { passed, report } = runStages(
    [
      ['lint', 'a'],
      ['typecheck', 'b'],
      ['e2e', 'c'],
    ],
    { run: (command) => (ran.push(command), command !== 'b'), now: clock([0, 0, 1_000, 1_000, 3_000, 3_000]) },
  );
  assert.equal(passed, false);
  assert.deepEqual(ran, ['a', 'b']);
  assert.deepEqual(report.slice(1), [
    'verify: failed in typecheck',
    '  lint              1 s',
    '  typecheck         2 s  (failed)',
    '  e2e           not run',
    '  total             3 s',
  ]);
});

test('formats durations as a person reads them', () => {
  assert.equal(formatDuration(400), '0 s');
  assert.equal(formatDuration(59_400), '59 s');
  assert.equal(formatDuration(65_000), '1 min 05 s');
});

test('the stages are the full check: lint, types, unit tests, build and budgets, e2e, compatibility', () => {
  assert.deepEqual(
    STAGES.map(([, command]) => command),
    ['sh scripts/ensure-system-packages.sh', 'pnpm lint', 'pnpm typecheck', 'node scripts/with-postgres.mjs pnpm test', 'pnpm size', 'pnpm --filter @storefront/e2e e2e', 'pnpm compat'],
  );
});
