// Which previous release `pnpm compat` pairs with, on a throw-away repository
// with its own commits and release tags (never this repository's history).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { previousRelease, registryPackage } from './compat-matrix.mjs';

const repo = mkdtempSync(path.join(tmpdir(), 'storefront-compat-base-'));
after(() => rmSync(repo, { recursive: true, force: true }));
const identity = { GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.invalid', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.invalid' };
const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...identity };
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: gitEnv }).trim();
let commits = 0;
function commit() {
  commits += 1;
  writeFileSync(path.join(repo, 'file.txt'), String(commits));
  git('add', 'file.txt');
  git('commit', '-q', '-m', `change ${commits}`);
  return git('rev-parse', 'HEAD');
}
const resolve = (ref) => git('rev-parse', `${ref}^{commit}`);
const noBase = { ...process.env, COMPAT_BASE: '' };

git('init', '-q', '-b', 'main');
commit();

test('without a release tag it pairs with the commit before, and says so', () => {
  commit();
  const previous = previousRelease(repo, noBase);
  assert.equal(previous.ref, 'HEAD^1');
  assert.equal(previous.explicit, false);
  assert.match(previous.note, /no release tag \(release-\*\) before this commit: pairing with HEAD\^1/);
});

test('with release tags it pairs with the last release before this commit, not with this commit\'s own tag', () => {
  const first = commit();
  git('tag', '-a', 'release-2026-11-01', '-m', 'release', first);
  commit();
  const second = commit();
  git('tag', 'release-2026-11-15', second); // a lightweight tag counts too
  commit();
  const head = commit();
  let previous = previousRelease(repo, noBase);
  assert.equal(previous.tag, 'release-2026-11-15');
  assert.equal(resolve(previous.ref), second);
  assert.equal(previous.note, undefined);

  // Releasing this commit: its own tag is this release; the previous one stays the one to pair with.
  git('tag', '-a', 'release-2026-11-26', '-m', 'release', head);
  previous = previousRelease(repo, noBase);
  assert.equal(previous.tag, 'release-2026-11-15');

  // A tag of another name, or a release tag on a branch this commit does not contain, is no release of it.
  git('tag', 'nightly-1', head);
  git('checkout', '-q', '-b', 'elsewhere', first);
  const unrelated = commit();
  git('tag', 'release-2026-12-01', unrelated);
  git('checkout', '-q', 'main');
  commit();
  assert.equal(previousRelease(repo, noBase).tag, 'release-2026-11-26');
});

test('COMPAT_BASE wins over the tags', () => {
  const previous = previousRelease(repo, { ...process.env, COMPAT_BASE: 'HEAD~3' });
  assert.deepEqual(previous, { ref: 'HEAD~3', explicit: true, why: 'COMPAT_BASE=HEAD~3' });
});

test('publishes a release with the package that holds its registry commands: the server, or the backend before it', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'compat-tree-'));
  try {
    mkdirSync(path.join(tree, 'backend'));
    writeFileSync(path.join(tree, 'backend', 'package.json'), '{"name":"@storefront/backend"}');
    assert.equal(registryPackage(tree), '@storefront/backend');
    mkdirSync(path.join(tree, 'server'));
    writeFileSync(path.join(tree, 'server', 'package.json'), '{"name":"@storefront/server"}');
    assert.equal(registryPackage(tree), '@storefront/server');
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
});
