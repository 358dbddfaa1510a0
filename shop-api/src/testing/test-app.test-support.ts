// The reference shop API alone, as its tests see it: the documents' calls on a seeded store, with
// nothing in front. What needs the storefront server in front lives in the stack's tests.
import type { FastifyInstance } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import { logCollector } from '@storefront/server-kit/testing/log-collector.test-support';
import { openSeededShopStore } from '../platform/seed-shop';
import type { ShopStore } from '../platform/shop-store';
import { buildShopApi, type ShopApiOptions } from '../shop-api-app';

export { CookieJar, browserHeaders, fetchXsrfToken, inProcessApiClient } from '@storefront/server-kit/testing/http-client.test-support';

/** The shop API's options a test may set, and the database it opens when it is given no store. */
export type TestShopOptions = Partial<Omit<ShopApiOptions, 'environment' | 'logger' | 'testEndpoints'>> & {
  /** The shop's SQLite file, or ':memory:' (default); ignored when `store` is given. */
  readonly databasePath?: string;
  /** The test endpoints (`/__test/reset`, `mails`, `expire-session`, `faults`); off by default, as in a deployment. */
  readonly faultInjection?: boolean;
};

export interface TestApp {
  /** The reference shop API. */
  readonly app: FastifyInstance;
  /** The shop's data the app runs on, for tests that read or change the database directly. */
  readonly store: ShopStore;
  /** The lines the app logged, parsed (only when built with `captureLogs`). */
  readonly logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * The shop API on a store of its own (seeded, in memory unless a file is named), closed with the app;
 * with `faultInjection` its test endpoints and fault injection of its own, as `pnpm start:shop-api` with
 * FAULT_INJECTION=on.
 */
export async function buildTestShop(
  options: TestShopOptions & { environment?: Environment; logger?: ShopApiOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { databasePath, faultInjection, environment = 'development', ...shopOptions } = options;
  const store = options.store ?? (await openSeededShopStore(databasePath ?? ':memory:'));
  const app = await buildShopApi({
    environment,
    logger: false,
    testEndpoints: faultInjection ? 'with-faults' : 'off',
    ...shopOptions,
    store,
  });
  if (!options.store) app.addHook('onClose', async () => store.db.close());
  return app;
}

/** The shop API as `buildTestShop` makes it, with its store and the log lines it wrote. */
export async function createTestApp(
  options: { environment?: Environment; captureLogs?: boolean; app?: TestShopOptions } = {},
): Promise<TestApp> {
  const { stream, logs } = logCollector();
  // A store the caller gives stays the caller's to close; the one opened here is closed with the app.
  const store = options.app?.store ?? (await openSeededShopStore(options.app?.databasePath ?? ':memory:'));
  const app = await buildTestShop({
    ...options.app,
    store,
    ...(options.environment ? { environment: options.environment } : {}),
    logger: options.captureLogs ? { level: 'info', stream } : false,
  });
  return {
    app,
    store,
    logs,
    async close() {
      await app.close();
      if (!options.app?.store) store.db.close();
    },
  };
}
