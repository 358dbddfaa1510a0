#!/usr/bin/env node
// Builds the remote in the current folder: its current version into dist/,
// then each earlier release its package.json still maintains
// (`storefront.maintainedReleases`) into dist-releases/<version>/, with the
// release toggles of that release (see releaseOf in preset-releases.mjs).
// The registry publishes them all (backend: registry:publish-local).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR, RELEASE_ENV } from './rspack-preset.mjs';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const maintained = pkg.storefront?.maintainedReleases ?? [];

function build(release) {
  const env = { ...process.env };
  if (release) env[RELEASE_ENV] = release;
  else delete env[RELEASE_ENV];
  console.log(`${pkg.name}: building ${release ? `release ${release}` : `${pkg.version} (current)`}`);
  const result = spawnSync('rspack', ['build'], { stdio: 'inherit', env, shell: false });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A release no longer maintained must not be published again from an old folder.
rmSync(path.join(dir, RELEASES_DIR), { recursive: true, force: true });
build(undefined);
for (const release of maintained) build(release);
