#!/usr/bin/env node
// `pnpm dev`: the backend, the shell and the remotes in watch mode, in one log
// stream (concurrently), with the shell loading the watched remotes from their
// dev servers. `pnpm dev search` watches only the search remote; the shell gets
// the other remotes from the registry, as `pnpm build` published them.
//
// When one process exits (a dev server that cannot start, a watcher that
// dies, Ctrl-C), every other one is stopped too and the command ends with that
// process's exit code: a shop with a silently missing part would look like a
// bug in the code under work. A compile error or a backend crash on bad code
// is no exit: the watcher reports it under its prefix and picks up the fix.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import concurrently from 'concurrently';
import {
  BACKEND_DEV_PORT,
  REMOTES,
  REMOTE_DEV_PORTS,
  REPO_DIR,
  SHELL_DEV_PORT,
  USAGE,
  UsageError,
  devRemotesSetting,
  registryDir,
  remotesToWatch,
  remotesWithoutRelease,
} from './dev-setup.mjs';

function fail(message, code = 1) {
  console.error(`pnpm dev: ${message}`);
  process.exit(code);
}

/** Whether something answers on the port, on either loopback address (dev servers listen on `localhost`). */
function portInUse(port) {
  const answers = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return Promise.all([answers('127.0.0.1'), answers('::1')]).then((results) => results.some(Boolean));
}

function run(command, args) {
  console.log(`pnpm dev: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_DIR, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed; nothing was started.`);
}

/**
 * The remotes not watched come from the registry. Missing there (a fresh
 * clone, a cleared registry), they are built and published once, as
 * `pnpm build` does: the remotes without a build are built, then all five are
 * published (publishing needs every build).
 */
function ensurePublished(remotes) {
  const missing = remotesWithoutRelease(registryDir(), remotes);
  if (missing.length === 0) return;
  console.log(`pnpm dev: the registry has no release of ${missing.join(', ')}; building and publishing the remotes once.`);
  const unbuilt = REMOTES.filter((remote) => !existsSync(path.join(REPO_DIR, `mfe-${remote}`, 'dist', 'remote-meta.json')));
  if (unbuilt.length > 0) run('pnpm', ['--workspace-concurrency=2', ...unbuilt.flatMap((remote) => ['--filter', `mfe-${remote}`]), 'build']);
  run('pnpm', ['--filter', '@storefront/server', 'registry:publish-local']);
}

let watched;
try {
  watched = remotesToWatch(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) fail(`${error.message}\n${USAGE}`, 2);
  throw error;
}
const fromRegistry = REMOTES.filter((remote) => !watched.includes(remote));

const ports = [BACKEND_DEV_PORT, SHELL_DEV_PORT, ...watched.map((remote) => REMOTE_DEV_PORTS[remote])];
const taken = [];
for (const port of ports) if (await portInUse(port)) taken.push(port);
if (taken.length > 0) fail(`${taken.length > 1 ? 'ports' : 'port'} ${taken.join(', ')} in use (another pnpm dev?); stop that first.`);

if (fromRegistry.length > 0) ensurePublished(fromRegistry);

const backendUrl = `http://127.0.0.1:${BACKEND_DEV_PORT}`;
const devServerEnv = { STOREFRONT_BACKEND_URL: backendUrl };
const commands = [
  {
    name: 'backend',
    command: 'pnpm --silent --filter @storefront/stack dev',
    // Shoppers use the shell's dev server, so mailed links lead there (PUBLIC_PORT), not to the backend's own port.
    env: { PORT: String(BACKEND_DEV_PORT), PUBLIC_PORT: String(SHELL_DEV_PORT), STOREFRONT_ENV: 'development', DEV_REMOTES: devRemotesSetting(watched) },
  },
  { name: 'shell', command: 'pnpm --silent --filter @storefront/shell dev', env: devServerEnv },
  ...watched.map((remote) => ({ name: `mfe-${remote}`, command: `pnpm --silent --filter mfe-${remote} dev`, env: devServerEnv })),
];

console.log(
  [
    '',
    `  Frischmarkt  http://localhost:${SHELL_DEV_PORT}/`,
    `  Biogarten    http://bio.localhost:${SHELL_DEV_PORT}/`,
    `  watching     ${watched.map((remote) => `${remote} (:${REMOTE_DEV_PORTS[remote]})`).join(', ')}; shell (:${SHELL_DEV_PORT}), backend (:${BACKEND_DEV_PORT})`,
    ...(fromRegistry.length > 0 ? [`  registry     ${fromRegistry.join(', ')}, as last published (pnpm build publishes them anew)`] : []),
    '  A process that exits stops all of them; Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

const { result } = concurrently(commands, {
  cwd: REPO_DIR,
  prefix: 'name',
  padPrefix: true,
  prefixColors: ['blue', 'magenta', 'green', 'yellow', 'cyan', 'red', 'white'],
  killOthersOn: ['failure', 'success'],
  killTimeout: 5000,
});

result.then(
  () => process.exit(0),
  (events) => {
    const first = events.filter((event) => !event.killed).sort((a, b) => a.timings.endDate - b.timings.endDate)[0];
    if (first) console.error(`pnpm dev: ${first.command.name} exited (${first.exitCode}); the others were stopped with it.`);
    process.exit(1);
  },
);
