#!/usr/bin/env node
// `pnpm verify`: the whole check, the README's test command and CI's. Runs each stage in turn, stops at the
// first that fails, and ends with the time each stage took, so a slow CI run says where its time went.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The stages, in order: [name, command]. */
export const STAGES = [
  ['system packages', 'sh scripts/ensure-system-packages.sh'],
  ['lint', 'pnpm lint'],
  ['typecheck', 'pnpm typecheck'],
  ['unit tests', 'node scripts/with-postgres.mjs pnpm test'],
  ['build and byte budgets', 'pnpm size'],
  ['end-to-end', 'pnpm --filter @storefront/e2e e2e'],
  ['compatibility matrix', 'pnpm compat'],
];

/** "1 min 05 s" or "42 s". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * Runs the stages with `run(command)` (true when it passed) until one fails; answers whether all passed
 * and the lines of the time report.
 */
export function runStages(stages, { run, now = Date.now }) {
  const times = [];
  const started = now();
  let failed;
  for (const [name, command] of stages) {
    const start = now();
    const passed = run(command);
    times.push([name, now() - start, passed]);
    if (!passed) {
      failed = name;
      break;
    }
  }
  const width = Math.max('total'.length, ...stages.map(([name]) => name.length));
  const report = [
    '',
    failed ? `verify: failed in ${failed}` : 'verify: every stage passed',
    ...times.map(([name, ms, passed]) => `  ${name.padEnd(width)}  ${formatDuration(ms).padStart(10)}${passed ? '' : '  (failed)'}`),
    ...stages.slice(times.length).map(([name]) => `  ${name.padEnd(width)}  ${'not run'.padStart(10)}`),
    `  ${'total'.padEnd(width)}  ${formatDuration(now() - started).padStart(10)}`,
  ];
  return { passed: !failed, report };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { passed, report } = runStages(STAGES, {
    run: (command) => spawnSync(command, { cwd: REPO_DIR, stdio: 'inherit', shell: true }).status === 0,
  });
  console.log(report.join('\n'));
  process.exit(passed ? 0 : 1);
}
