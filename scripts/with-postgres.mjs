#!/usr/bin/env node
// `node scripts/with-postgres.mjs <command…>`: runs the command with `TEST_DATABASE_URL` pointing at a throwaway
// PostgreSQL cluster, so the suites that run on both databases run on PostgreSQL too. The cluster is made from
// Debian's server binaries (`postgresql`, scripts/ensure-system-packages.sh) in a temporary folder, listens on
// 127.0.0.1 only, trusts local connections, keeps nothing durable (fsync off: it is thrown away), and is stopped
// and removed when the command ends. When `TEST_DATABASE_URL` is already set, that server is used instead.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder (`PG_BIN` overrides). */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('No PostgreSQL server binaries: install Debian\'s postgresql (sh scripts/ensure-system-packages.sh) or set TEST_DATABASE_URL.');
  return path.join(root, versions[0], 'bin');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a cluster; answers its URL and a stop function. PostgreSQL refuses to run as root, so as root the cluster
 * runs as the `postgres` user Debian's package creates.
 */
export async function startCluster() {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program, args, options = {}) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    return execFileSync(command[0], command[1], { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const settings = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: node scripts/with-postgres.mjs <command…>');
    process.exit(2);
  }
  if (process.env.TEST_DATABASE_URL) {
    process.exit(spawnSync(command[0], command.slice(1), { stdio: 'inherit', shell: true }).status ?? 1);
  }
  const cluster = await startCluster();
  console.log(`with-postgres: a throwaway PostgreSQL cluster at ${cluster.url}`);
  const child = spawn(command.join(' '), { stdio: 'inherit', shell: true, env: { ...process.env, TEST_DATABASE_URL: cluster.url } });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const status = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  cluster.stop();
  process.exit(status);
}
