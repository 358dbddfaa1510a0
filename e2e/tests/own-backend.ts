import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A backend of a test's own, beside the suite's shared one (playwright.config.ts):
 * for a journey that kills and restarts the backend, or deploys a shell of its
 * own, without disturbing the tests that run on the shared server. It serves
 * the same build (the shell and the published remotes) on a free port, from a
 * database file in a folder of its own, with the scoped fault injection on.
 *
 * The server runs in the spawned process itself (node with tsx's loader, not
 * the tsx CLI, which would run it in a child of its own), so a SIGKILL kills
 * the server, not a wrapper that leaves it running.
 */

/** A server-side package's folder: `stack` (both houses in one process), `server` or `shop-api`. */
export const packageDir = (name: 'stack' | 'server' | 'shop-api'): string => fileURLToPath(new URL(`../../${name}/`, import.meta.url));
export const SHELL_DIST = fileURLToPath(new URL('../../shell/dist/', import.meta.url));
/** The suite's registry: the working tree's, or the one the compatibility matrix points the suite at. */
export const REGISTRY_DIR = process.env['REGISTRY_DIR'] ?? fileURLToPath(new URL('../../server/data/registry/', import.meta.url));

export interface OwnBackend {
  readonly origin: string;
  /** The folder of its database file (and of anything else the test puts beside it). */
  readonly dir: string;
  readonly databasePath: string;
  /** The shell build it serves: the suite's, or its own copy (`ownShell`), which a test may deploy over. */
  readonly shellDist: string;
  /** The remote registry it serves: the suite's, or its own copy (`ownRegistry`), which a test may change or attack. */
  readonly registryDir: string;
  /** Kills the process without a chance to clean up (SIGKILL) and waits until it is gone. */
  kill(): Promise<void>;
  /** Stops it as a deploy does (SIGTERM); resolves with each process's exit code once they are gone. */
  stop(): Promise<Array<number | null>>;
  /** Starts it again on the same port and database file; resolves once it answers. */
  start(): Promise<void>;
  /** Kills it and removes its folder. */
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface OwnBackendOptions {
  readonly ownShell?: boolean;
  readonly ownRegistry?: boolean;
  /** Settings over the defaults below (the attack suite restores the shipped attempt limits: CLIENT_RATE_LIMIT_SCALE=1). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * The two houses apart, as a deployment that keeps the server and replaces the shop API runs them: the shop
   * API in a process of its own (`start:shop-api`), the storefront server in another (`start:server`) passing
   * the shop's paths to it over HTTP (SHOP_API_ORIGIN). `origin` is the server's; kill and start act on both.
   */
  readonly split?: boolean;
}

export async function startOwnBackend(options: OwnBackendOptions = {}): Promise<OwnBackend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const databasePath = path.join(dir, 'shop.sqlite');
  const shellDist = options.ownShell ? path.join(dir, 'shell') : SHELL_DIST;
  if (options.ownShell) cpSync(SHELL_DIST, shellDist, { recursive: true });
  const registryDir = options.ownRegistry ? path.join(dir, 'registry') : REGISTRY_DIR;
  if (options.ownRegistry) cpSync(REGISTRY_DIR, registryDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';

  const shopPort = options.split ? await freePort() : undefined;
  let children: ChildProcess[] = [];
  const common = {
    HOST: '127.0.0.1',
    STOREFRONT_ENV: 'development',
    FAULT_INJECTION: 'on',
    // One client for all the suite's browsers, as on the suite's own backend (playwright.config.ts).
    CLIENT_RATE_LIMIT_SCALE: '50',
    LOG_LEVEL: 'warn',
  };
  const launch = (name: 'stack' | 'server' | 'shop-api', env: Record<string, string>): ChildProcess => {
    const started = spawn(process.execPath, ['--import', 'tsx', path.join(packageDir(name), 'src', 'main.ts')], {
      cwd: packageDir(name),
      env: { ...process.env, ...common, ...env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    started.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    return started;
  };
  const answers = async (url: string) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const exited = children.find((candidate) => candidate.exitCode !== null);
      if (exited) throw new Error(`the backend exited with ${exited.exitCode}:\n${output}`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the backend did not answer within 60 s:\n${output}`);
  };

  const start = async () => {
    output = '';
    const serverEnv = { PORT: String(port), SERVER_DATABASE_PATH: path.join(dir, 'server.sqlite'), SHELL_DIST: shellDist, REGISTRY_DIR: registryDir };
    if (shopPort === undefined) {
      children = [launch('stack', { ...serverEnv, DATABASE_PATH: databasePath })];
    } else {
      // Mailed links lead to the server, the shop's one door; the server is the proxy the shop API trusts.
      children = [launch('shop-api', { PORT: String(shopPort), DATABASE_PATH: databasePath, PUBLIC_PORT: String(port), TRUSTED_PROXIES: '127.0.0.1' })];
      await answers(`http://127.0.0.1:${shopPort}/api/csrf`);
      children.push(launch('server', { ...serverEnv, SHOP_API_ORIGIN: `http://127.0.0.1:${shopPort}` }));
    }
    await answers(`${origin}/builds/latest.json`);
  };

  const kill = async () => {
    await Promise.all(
      children.map(async (running) => {
        if (running.exitCode !== null || running.signalCode !== null) return;
        const gone = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGKILL');
        await gone;
      }),
    );
  };

  const stop = () =>
    Promise.all(
      children.map(async (running) => {
        if (running.exitCode !== null || running.signalCode !== null) return running.exitCode;
        const gone = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
        running.kill('SIGTERM');
        return gone;
      }),
    );

  await start();
  return {
    origin,
    dir,
    databasePath,
    shellDist,
    registryDir,
    kill,
    stop,
    start,
    async dispose() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
