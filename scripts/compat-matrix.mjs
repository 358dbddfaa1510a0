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
// commit-ish) when set, else the last release: the nearest tag `release-*`
// before this commit (a tag on this very commit is this release, not the
// previous one). Without such a tag it falls back to the commit before this
// one (`HEAD^1`: main moves by one merge) and says so. How a release is tagged:
// README, "Releases". It is checked out into a temporary worktree, built
// (shell and remotes), and its remotes published into a registry of their own
// by its own publish command. Needs `pnpm build` of this tree first (the root
// `pnpm verify` runs it after the end-to-end suite). `COMPAT_PORT` (default
// 3390) is the port of the backend the journeys run against.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tags that mark a release (README, "Releases"): `release-<date>`, `release-<n>`. */
export const RELEASE_TAGS = 'release-*';

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

/**
 * The previous release this commit is paired with: `COMPAT_BASE` when set
 * (`explicit`), else the nearest `release-*` tag in the history before HEAD
 * (HEAD's own tag is this release), else `HEAD^1` with a note saying so.
 */
export function previousRelease(repoDir, env = process.env) {
  if (env.COMPAT_BASE) return { ref: env.COMPAT_BASE, explicit: true, why: `COMPAT_BASE=${env.COMPAT_BASE}` };
  const tag = output('git', ['describe', '--tags', '--abbrev=0', '--match', RELEASE_TAGS, 'HEAD^'], { cwd: repoDir });
  if (tag) return { ref: tag, tag, explicit: false, why: `the last release, tag ${tag}` };
  return {
    ref: 'HEAD^1',
    explicit: false,
    why: 'the commit before this one',
    note: `no release tag (${RELEASE_TAGS}) before this commit: pairing with HEAD^1, the commit before this one. Tag each release (README, "Releases") to pair with the last release instead.`,
  };
}

/**
 * The package whose `registry:publish-local` publishes a tree's remotes: the storefront server's, or in a
 * release from before the server had a package of its own, the backend's.
 */
export function registryPackage(treeDir) {
  return existsSync(path.join(treeDir, 'server', 'package.json')) ? '@storefront/server' : '@storefront/backend';
}

function main() {
  const PORT = process.env.COMPAT_PORT ?? '3390';
  const previous = previousRelease(REPO_DIR);
  const baseRef = previous.ref;
  const base = output('git', ['rev-parse', '--verify', '--quiet', `${baseRef}^{commit}`], { cwd: REPO_DIR });
  const head = output('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_DIR }) ?? 'working tree';
  if (!base) {
    // A clone without history (shallow) has no previous release to build; an explicit base that does not exist is an error.
    if (previous.explicit) fail(`COMPAT_BASE=${baseRef} is no commit of this repository`);
    console.warn(`compat: this clone has no commit before ${head} (a shallow clone?): no previous release to pair with; nothing run.`);
    process.exit(0);
  }
  if (previous.note) console.warn(`compat: ${previous.note}`);
  const baseShort = base.slice(0, 9);
  const baseName = previous.tag ? `${previous.tag}, ${baseShort}` : baseShort;

  const currentShell = path.join(REPO_DIR, 'shell', 'dist');
  const currentRegistry = path.join(REPO_DIR, 'server', 'data', 'registry');
  if (!existsSync(path.join(currentShell, 'index.html')) || !existsSync(path.join(currentRegistry, 'releases.json'))) {
    fail('no build of this tree: run `pnpm build` first');
  }

  const work = mkdtempSync(path.join(tmpdir(), 'storefront-compat-'));
  const previousDir = path.join(work, 'previous');
  const previousRegistry = path.join(work, 'previous-registry');
  const currentRegistryCopy = path.join(work, 'current-registry');
  const failures = [];
  try {
    console.log(`\ncompat: building the previous release ${baseName} (${previous.why}): the shell and the remotes\n`);
    if (!run('git', ['worktree', 'add', '--detach', previousDir, base], { cwd: REPO_DIR })) fail(`cannot check out ${baseShort}`);
    if (!run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: previousDir })) fail(`cannot install ${baseShort}`);
    if (!run('pnpm', ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mfe-*', 'build'], { cwd: previousDir })) {
      fail(`cannot build ${baseShort}`);
    }
    if (!run('pnpm', ['--filter', registryPackage(previousDir), 'registry:publish-local'], { cwd: previousDir, env: { REGISTRY_DIR: previousRegistry } })) {
      fail(`cannot publish the remotes of ${baseShort}`);
    }
    // The journeys change nothing in a registry, but this tree's own stays untouched for certain.
    cpSync(currentRegistry, currentRegistryCopy, { recursive: true });

    const pairs = [
      { name: `the current shell (${head}) × the previous remotes (${baseName})`, shellDist: currentShell, registryDir: previousRegistry },
      { name: `the previous shell (${baseName}) × the current remotes (${head})`, shellDist: path.join(previousDir, 'shell', 'dist'), registryDir: currentRegistryCopy },
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
  console.log(`\ncompat: both pairs pass: the current release runs with the previous one (${baseName}) in either direction.`);
}

// Run as `pnpm compat`; imported (its test), it only lends previousRelease.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
