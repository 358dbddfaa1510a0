// What `pnpm dev` runs and on which ports (scripts/dev.mjs starts it). Kept
// apart from the starting so the rules can be tested without a server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The stack `pnpm dev` runs (the server with the shop API in one process); its working folder. */
export const STACK_DIR = path.join(REPO_DIR, 'stack');
/** The server's package folder: the allow-list of dev remote origins, and the registry's default place. */
export const SERVER_DIR = path.join(REPO_DIR, 'server');

/** The shop in development: the shell's dev server, which proxies the backend's paths to it. */
export const SHELL_DEV_PORT = 3100;

/** The backend of `pnpm dev`: not 3000, so `pnpm start` (the production build) can run beside it. */
export const BACKEND_DEV_PORT = 3110;

/**
 * Each remote's dev server, as its rspack.config.mjs sets `devPort`. The
 * backend accepts a remote map entry only on these origins
 * (DEV_REMOTE_OVERRIDE_ORIGINS); scripts/dev-setup.test.mjs keeps the three in step.
 */
export const REMOTE_DEV_PORTS = { content: 3101, catalogue: 3102, search: 3103, account: 3104, 'cart-checkout': 3105 };

export const REMOTES = Object.keys(REMOTE_DEV_PORTS);

export const USAGE = `Usage:
  pnpm dev                    the backend, the shell and every remote in watch mode
  pnpm dev <remote> [...]     these remotes in watch mode, the others as published in the registry
                              (also: pnpm dev --filter <remote>; mfe-<remote> works too)
Remotes: ${REMOTES.join(', ')}`;

/** A command line `pnpm dev` cannot follow; shown with the usage. */
export class UsageError extends Error {}

/** The remotes to run in watch mode: those named (`search`, `mfe-search`, `--filter search`), all when none is. */
export function remotesToWatch(args) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { filter: { type: 'string', short: 'F', multiple: true } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const named = [...parsed.positionals, ...(parsed.values.filter ?? [])].map((name) => name.replace(/^mfe-/, ''));
  const unknown = named.filter((name) => !REMOTES.includes(name));
  if (unknown.length > 0) throw new UsageError(`Not a remote: ${unknown.join(', ')}`);
  return named.length === 0 ? [...REMOTES] : REMOTES.filter((remote) => named.includes(remote));
}

/** The entry a remote's dev server serves, as the shell loads it. */
export function devEntry(remote) {
  return `http://localhost:${REMOTE_DEV_PORTS[remote]}/mf-manifest.json`;
}

/** The backend's DEV_REMOTES setting for the watched remotes (`search@http://localhost:3103/mf-manifest.json,…`). */
export function devRemotesSetting(watched) {
  return watched.map((remote) => `${remote}@${devEntry(remote)}`).join(',');
}

/** The registry the backend serves: REGISTRY_DIR resolved from the stack's folder (where `pnpm dev` runs it), else the server's default. */
export function registryDir(env = process.env) {
  return env.REGISTRY_DIR ? path.resolve(STACK_DIR, env.REGISTRY_DIR) : path.join(SERVER_DIR, 'data', 'registry');
}

/** The remotes among `remotes` that have no live release in the registry (none at all when it is empty). */
export function remotesWithoutRelease(dir, remotes) {
  let releases = {};
  try {
    releases = JSON.parse(readFileSync(path.join(dir, 'releases.json'), 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  return remotes.filter((remote) => releases[remote] === undefined);
}
