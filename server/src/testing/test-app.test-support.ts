// The storefront server alone, as its tests see it: a temporary registry, a fake shell build, and no
// shop API behind it (every shop path answers 503, the page's questions to the shop find none). What
// needs the reference shop API behind the server lives in the stack's tests.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import { logCollector } from '@storefront/server-kit/testing/log-collector.test-support';
import { buildServer, type ServerOptions } from '../server-app';
import type { ShopApi } from '../shop-gateway/shop-api-gateway';
import { writeFakeShellDist } from './builds.test-support';

export { CookieJar, browserHeaders, inProcessApiClient } from '@storefront/server-kit/testing/http-client.test-support';
export { SHELL_INDEX_HTML, multipartBuild, writeFakeRemoteDist, writeFakeShellDist } from './builds.test-support';

/** A shop API that is not there: what the server does when the one it names cannot be reached. */
export function absentShopApi(): ShopApi {
  return {
    describe: 'absent (tests)',
    async install() {},
    forward(_request, reply) {
      void reply.code(503).type('application/problem+json').send({ title: 'The shop API is not available', status: 503 });
    },
    async get() {
      return { status: 503, body: null };
    },
    async close() {},
  };
}

export interface TestApp {
  /** The storefront server. */
  readonly app: FastifyInstance;
  readonly registryDir: string;
  readonly shellDist: string;
  /** The lines the app logged, parsed (only when built with `captureLogs`). */
  readonly logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The server on a temporary registry and a fake shell build, removed again by close(). */
export async function createTestApp(
  options: {
    environment?: Environment;
    shellBuilt?: boolean;
    captureLogs?: boolean;
    /** More server options: a database file, a clock, fault injection, tenants, a shop API. */
    app?: Partial<Omit<ServerOptions, 'registryDir' | 'shellDist' | 'environment' | 'logger'>>;
  } = {},
): Promise<TestApp> {
  const root = await mkdtemp(path.join(tmpdir(), 'storefront-server-'));
  const registryDir = path.join(root, 'registry');
  const shellDist = path.join(root, 'shell-dist');
  await mkdir(registryDir, { recursive: true });
  if (options.shellBuilt ?? true) await writeFakeShellDist(shellDist);
  const { stream, logs } = logCollector();
  const app = await buildServer({
    shopApi: absentShopApi(),
    registryDir,
    shellDist,
    environment: options.environment ?? 'development',
    logger: options.captureLogs ? { level: 'info', stream } : false,
    ...options.app,
  });
  return {
    app,
    registryDir,
    shellDist,
    logs,
    async close() {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
