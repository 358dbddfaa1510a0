// The rules of `pnpm dev` (scripts/dev.mjs): which remotes it watches, and
// that its ports agree with the dev servers and the backend's allow-list.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  BACKEND_DEV_PORT,
  SERVER_DIR,
  STACK_DIR,
  REMOTES,
  REMOTE_DEV_PORTS,
  REPO_DIR,
  SHELL_DEV_PORT,
  UsageError,
  devRemotesSetting,
  registryDir,
  remotesToWatch,
  remotesWithoutRelease,
} from './dev-setup.mjs';

const devPortIn = (file) => Number(/devPort:\s*(\d+)/.exec(readFileSync(path.join(REPO_DIR, file), 'utf8'))?.[1]);

test('pnpm dev without a remote watches all five', () => {
  assert.deepEqual(remotesToWatch([]), REMOTES);
  assert.deepEqual(REMOTES, ['content', 'catalogue', 'search', 'account', 'cart-checkout']);
});

test('a remote is named plainly, as its package, or with --filter, as pnpm passes it on', () => {
  assert.deepEqual(remotesToWatch(['search']), ['search']);
  assert.deepEqual(remotesToWatch(['mfe-search']), ['search']);
  assert.deepEqual(remotesToWatch(['--filter', 'search']), ['search']);
  assert.deepEqual(remotesToWatch(['--filter=mfe-cart-checkout', '-F', 'content']), ['content', 'cart-checkout']);
  assert.deepEqual(remotesToWatch(['account', 'search', 'search']), ['search', 'account']);
});

test('an unknown remote or option stops pnpm dev with the usage, before anything starts', () => {
  assert.throws(() => remotesToWatch(['serch']), (error) => error instanceof UsageError && /Not a remote: serch/.test(error.message));
  assert.throws(() => remotesToWatch(['--port', '4000']), UsageError);
});

test('the backend takes the watched remotes from their dev servers', () => {
  assert.equal(
    devRemotesSetting(['search', 'cart-checkout']),
    'search@http://localhost:3103/mf-manifest.json,cart-checkout@http://localhost:3105/mf-manifest.json',
  );
});

test('the ports are those the dev servers listen on and the backend allows, all different, none of them pnpm start\'s', () => {
  assert.equal(devPortIn('shell/rspack.config.mjs'), SHELL_DEV_PORT);
  for (const remote of REMOTES) assert.equal(devPortIn(`mfe-${remote}/rspack.config.mjs`), REMOTE_DEV_PORTS[remote], remote);
  const allowList = readFileSync(path.join(SERVER_DIR, 'src', 'tenants', 'client-runtime-config.ts'), 'utf8');
  const allowed = /DEV_REMOTE_OVERRIDE_ORIGINS = \[([^\]]*)\]/.exec(allowList)?.[1].match(/http:\/\/localhost:\d+/g);
  assert.deepEqual(allowed, Object.values(REMOTE_DEV_PORTS).map((port) => `http://localhost:${port}`));
  const ports = [BACKEND_DEV_PORT, SHELL_DEV_PORT, ...Object.values(REMOTE_DEV_PORTS)];
  assert.equal(new Set(ports).size, ports.length);
  assert.ok(!ports.includes(3000));
});

test('the remotes not watched come from the registry; an empty one has none of them', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-dev-'));
  try {
    assert.deepEqual(remotesWithoutRelease(dir, ['content', 'search']), ['content', 'search']);
    writeFileSync(path.join(dir, 'releases.json'), JSON.stringify({ content: { version: '1.0.0', contractVersion: 1 } }));
    assert.deepEqual(remotesWithoutRelease(dir, ['content', 'search']), ['search']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(registryDir({}), path.join(SERVER_DIR, 'data', 'registry'));
  assert.equal(registryDir({ REGISTRY_DIR: 'elsewhere' }), path.join(STACK_DIR, 'elsewhere'));
});
