// The whole stack for the tests that need both houses: the storefront server with the reference
// shop API behind it in the same process, as `pnpm start` runs them.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Operation } from '@storefront/shared/platform/api';
import type { Environment } from '@storefront/server-kit/environment';
import { logCollector } from '@storefront/server-kit/testing/log-collector.test-support';
import { registeredRoutes, type RegisteredRoute } from '@storefront/server-kit/operations/route-table';
import { SHOP_API_PATHS } from '@storefront/server/shop-gateway/pass-through';
import { writeFakeShellDist } from '@storefront/server/testing/builds.test-support';
import { openSeededShopStore } from '@storefront/shop-api/platform/seed-shop';
import type { ShopStore } from '@storefront/shop-api/platform/shop-store';
import { buildStack, type AppOptions } from '../app';

export { CookieJar, browserHeaders, fetchXsrfToken, inProcessApiClient } from '@storefront/server-kit/testing/http-client.test-support';
export { SHELL_INDEX_HTML, multipartBuild, writeFakeRemoteDist, writeFakeShellDist } from '@storefront/server/testing/builds.test-support';

export interface TestApp {
  /** The storefront server, the one door a browser knocks on; it passes the shop's paths to `shopApp`. */
  readonly app: FastifyInstance;
  /** The reference shop API behind it, in the same process. */
  readonly shopApp: FastifyInstance;
  readonly registryDir: string;
  readonly shellDist: string;
  /** The shop's data the app runs on, for tests that read or change the database directly. */
  readonly store: ShopStore;
  /** The lines the app logged, parsed (only when built with `captureLogs`). */
  readonly logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The stack on a temporary registry and a fake shell build, removed again by close(). */
export async function createTestApp(
  options: {
    environment?: Environment;
    shellBuilt?: boolean;
    captureLogs?: boolean;
    /** More app options: a database file, the session idle time, a clock, fault injection. */
    app?: Partial<Omit<AppOptions, 'registryDir' | 'shellDist' | 'environment' | 'logger'>>;
  } = {},
): Promise<TestApp> {
  const root = await mkdtemp(path.join(tmpdir(), 'storefront-stack-'));
  const registryDir = path.join(root, 'registry');
  const shellDist = path.join(root, 'shell-dist');
  await mkdir(registryDir, { recursive: true });
  if (options.shellBuilt ?? true) await writeFakeShellDist(shellDist);
  const { stream, logs } = logCollector();
  // A store the caller gives stays the caller's to close; the one opened here is closed with the app.
  const givenStore = options.app?.store;
  const store = givenStore ?? (await openSeededShopStore(options.app?.databasePath ?? ':memory:'));
  const { server: app, shop: shopApp } = await buildStack({
    registryDir,
    shellDist,
    environment: options.environment ?? 'development',
    logger: options.captureLogs ? { level: 'info', stream } : false,
    ...options.app,
    store,
  });
  return {
    app,
    shopApp,
    registryDir,
    shellDist,
    store,
    logs,
    async close() {
      await app.close();
      if (!givenStore) store.db.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Every route a browser can reach: the server's own and the shop API's behind the pass-through. */
export function stackRoutes(testApp: TestApp): readonly RegisteredRoute[] {
  const passThrough: ReadonlySet<string> = new Set(SHOP_API_PATHS);
  return [...registeredRoutes(testApp.app).filter((route) => !passThrough.has(route.url)), ...registeredRoutes(testApp.shopApp)];
}

/** Every API operation of the two: the server's (tenant config, builds, logs) and the shop API's. */
export function stackOperations(testApp: TestApp): readonly Operation[] {
  return [...testApp.app.operations, ...testApp.shopApp.operations];
}
