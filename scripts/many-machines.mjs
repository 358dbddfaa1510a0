#!/usr/bin/env node
// `pnpm many-machines`: the shop as several machines run it, on this one: PostgreSQL, one shop API, three
// storefront server instances sharing the database and one builds folder, and a load balancer in front
// (scripts/balancer.mjs). Each process is started with the command a container of compose.yaml runs
// (`node --import tsx src/main.ts` in its package) and the environment the compose file gives it. Needs a
// build (`pnpm build`). The end-to-end suite starts it for its many-machines journeys (e2e/tests/many-machines.spec.ts).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startBalancer } from './balancer.mjs';
import { startCluster } from './with-postgres.mjs';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function answers(url, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 90 s:\n${output()}`);
}

/** A process of one house, as its container runs it: node with tsx's loader, in its package folder. */
function house(name, env) {
  let output = '';
  let child;
  const start = () => {
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_DIR, name, 'src', 'main.ts')], {
      cwd: path.join(REPO_DIR, name),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    return child;
  };
  const gone = (signal) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    return exited;
  };
  return {
    origin: `http://127.0.0.1:${env.PORT}`,
    async start(readyPath) {
      start();
      await answers(`http://127.0.0.1:${env.PORT}${readyPath}`, child, () => output);
    },
    /** Gone at once, nothing finished (a machine lost). */
    kill: () => gone('SIGKILL'),
    /** A deploy's stop: draining, then the requests in flight answered. */
    stop: () => gone('SIGTERM'),
  };
}

/**
 * Starts the setup; answers { origin, servers, shopApi, databaseUrl, balancer, close }. `servers` are the
 * instances (origin, kill, stop, start), `balancer.stats` what the balancer had to repeat elsewhere.
 */
export async function startManyMachines({ servers = 3, port, shellDist = path.join(REPO_DIR, 'shell', 'dist'), env = {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-machines-'));
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startCluster();
  const serverUrl = process.env.TEST_DATABASE_URL ?? cluster.url;
  // A database of its own on the server, so a run never meets another run's rows.
  const name = `storefront_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  const buildsDir = path.join(dir, 'builds');

  const processes = [];
  const close = async () => {
    await Promise.all(processes.map((running) => running.kill()));
    await balancer?.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect().then(
      () => cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.end()),
      () => undefined,
    );
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };

  let balancer;
  try {
    // The builds into the shared folder, the registry's documents into the database: what a release pipeline does.
    const published = spawnSync('pnpm', ['--filter', '@storefront/server', 'registry:publish-local'], {
      cwd: REPO_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, REGISTRY_DIR: buildsDir },
      encoding: 'utf8',
    });
    if (published.status !== 0) throw new Error(`registry:publish-local failed:\n${published.stdout}\n${published.stderr}`);

    const balancerPort = port ?? (await freePort());
    const common = { HOST: '127.0.0.1', STOREFRONT_ENV: 'development', TRUSTED_PROXIES: '127.0.0.1', ...env };
    const shopApi = house('shop-api', {
      ...common,
      PORT: String(await freePort()),
      DATABASE_PATH: path.join(dir, 'shop.sqlite'),
      // Mailed links lead to the shop's one door, the balancer.
      PUBLIC_PORT: String(balancerPort),
      CLIENT_RATE_LIMIT_SCALE: env.CLIENT_RATE_LIMIT_SCALE ?? '50',
    });
    processes.push(shopApi);
    await shopApi.start('/readyz');

    const instances = [];
    for (let index = 0; index < servers; index += 1) {
      instances.push(
        house('server', {
          ...common,
          PORT: String(await freePort()),
          DATABASE_URL: databaseUrl,
          REGISTRY_DIR: buildsDir,
          SHELL_DIST: shellDist,
          SHOP_API_ORIGIN: shopApi.origin,
          SHUTDOWN_DRAIN_MS: '1000',
        }),
      );
    }
    processes.push(...instances);
    // Together, as a deploy starts them: each applies the migrations it finds missing, once between them.
    await Promise.all(instances.map((instance) => instance.start('/readyz')));
    balancer = await startBalancer({ port: balancerPort, upstreams: instances.map((instance) => instance.origin) });
    return {
      origin: balancer.origin,
      servers: instances.map((instance) => ({ ...instance, start: () => instance.start('/readyz') })),
      shopApi,
      databaseUrl,
      balancer,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const setup = await startManyMachines({ port: Number(process.env.PORT ?? 3000) });
  console.log(`The shop on ${setup.servers.length} server instances behind ${setup.origin}:`);
  for (const server of setup.servers) console.log(`  server ${server.origin}`);
  console.log(`  shop API ${setup.shopApi.origin}`);
  console.log('Ctrl-C stops everything and throws the database away.');
  const stop = async () => {
    await setup.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
