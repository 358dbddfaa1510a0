#!/usr/bin/env node
// `pnpm compat`: the compatibility matrix. Teams deploy the shell and each
// remote on their own, so for a while a new shell meets the remotes of the
// previous release, and the remotes of this release meet the previous shell.
// Both pairs run the smoke journeys (e2e/tests/remote-pages.spec.ts: each
// remote's first page with real data); a contract change that breaks an older
// remote fails here, and the failing journey names the remote, the banner the
// pair.
//
// The previous release is built from the git history: `COMPAT_BASE` (any
// commit-ish), by default the commit before this one (`HEAD^1`: main moves by
// one merge per release). It is checked out into a temporary worktree, built
// (shell and remotes), and its remotes published into a registry of their own
// by its own publish command. Needs `pnpm build` of this tree first (the root
// `pnpm verify` runs it after the end-to-end suite). `COMPAT_PORT` (default
// 3390) is the port of the backend the journeys run against.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.COMPAT_PORT ?? '3390';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return result.status === 0;
}

function output(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function fail(message) {
  console.error(`compat: ${message}`);
  process.exit(1);
}

const baseRef = process.env.COMPAT_BASE ?? 'HEAD^1';
const base = output('git', ['rev-parse', '--verify', '--quiet', `${baseRef}^{commit}`], { cwd: REPO_DIR });
const head = output('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_DIR }) ?? 'working tree';
if (!base) {
  // A clone without history (shallow) has no previous release to build; an explicit base that does not exist is an error.
  if (process.env.COMPAT_BASE) fail(`COMPAT_BASE=${baseRef} is no commit of this repository`);
  console.warn(`compat: this clone has no commit before ${head} (a shallow clone?): no previous release to pair with; nothing run.`);
  process.exit(0);
}
const baseShort = base.slice(0, 9);

const currentShell = path.join(REPO_DIR, 'shell', 'dist');
const currentRegistry = path.join(REPO_DIR, 'backend', 'data', 'registry');
if (!existsSync(path.join(currentShell, 'index.html')) || !existsSync(path.join(currentRegistry, 'releases.json'))) {
  fail('no build of this tree: run `pnpm build` first');
}

const work = mkdtempSync(path.join(tmpdir(), 'storefront-compat-'));
const previousDir = path.join(work, 'previous');
const previousRegistry = path.join(work, 'previous-registry');
const currentRegistryCopy = path.join(work, 'current-registry');
const failures = [];
try {
  console.log(`\ncompat: building the previous release ${baseShort} (the shell and the remotes)\n`);
  if (!run('git', ['worktree', 'add', '--detach', previousDir, base], { cwd: REPO_DIR })) fail(`cannot check out ${baseShort}`);
  if (!run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: previousDir })) fail(`cannot install ${baseShort}`);
  if (!run('pnpm', ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mfe-*', 'build'], { cwd: previousDir })) {
    fail(`cannot build ${baseShort}`);
  }
  if (!run('pnpm', ['--filter', '@storefront/backend', 'registry:publish-local'], { cwd: previousDir, env: { REGISTRY_DIR: previousRegistry } })) {
    fail(`cannot publish the remotes of ${baseShort}`);
  }
  // The journeys change nothing in a registry, but this tree's own stays untouched for certain.
  cpSync(currentRegistry, currentRegistryCopy, { recursive: true });

  const pairs = [
    { name: `the current shell (${head}) × the previous remotes (${baseShort})`, shellDist: currentShell, registryDir: previousRegistry },
    { name: `the previous shell (${baseShort}) × the current remotes (${head})`, shellDist: path.join(previousDir, 'shell', 'dist'), registryDir: currentRegistryCopy },
  ];
  for (const pair of pairs) {
    console.log(`\ncompat: ${pair.name}\n`);
    const passed = run('pnpm', ['--filter', '@storefront/e2e', 'exec', 'playwright', 'test', 'tests/remote-pages.spec.ts', '--reporter=list'], {
      cwd: REPO_DIR,
      // The backend started by Playwright serves this pair: the shell build and the registry it loads remotes from.
      env: { E2E_PORT: PORT, SHELL_DIST: pair.shellDist, REGISTRY_DIR: pair.registryDir },
    });
    if (!passed) failures.push(pair.name);
  }
} finally {
  run('git', ['worktree', 'remove', '--force', previousDir], { cwd: REPO_DIR });
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\ncompat: the smoke journeys failed for ${failures.join('; ')}. The failing journeys above name the remote.`);
  process.exit(1);
}
console.log(`\ncompat: both pairs pass: the current release runs with the previous one (${baseShort}) in either direction.`);
