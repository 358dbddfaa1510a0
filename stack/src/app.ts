import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '@storefront/server/server-app';
import { inProcessShopApi } from '@storefront/server/shop-gateway/shop-api-gateway';
import { openSeededShopStore } from '@storefront/shop-api/platform/seed-shop';
import type { ShopStore } from '@storefront/shop-api/platform/shop-store';
import { buildShopApi, type ShopApiOptions } from '@storefront/shop-api/shop-api-app';

/**
 * The stack's options: the server's and the shop API's, each described once in its house. Those both take
 * (the environment, the logger, the clock, the tenants, the XSRF secret, the trusted proxies) go to both.
 */
export type AppOptions = Omit<ServerOptions, 'shopApi' | 'databasePath' | 'databaseUrl'> &
  Omit<ShopApiOptions, 'store' | 'testEndpoints'> & {
    /** The shop's SQLite database file, or ':memory:' (default); ignored when `store` is given. */
    readonly databasePath?: string;
    /** The shop's data; opened (and seeded when new) from `databasePath` when not given. */
    readonly store?: ShopStore;
    /** The server's SQLite file (operators' sessions, release API limits), or ':memory:' (default). */
    readonly serverDatabasePath?: string;
    /** The server's state on PostgreSQL instead (DATABASE_URL; the shop's data stays in its SQLite file). */
    readonly serverDatabaseUrl?: string;
  };

/**
 * The storefront server with the reference shop API in the same process
 * (`pnpm start`, the tests): the server passes the shop's paths to the shop
 * API's router on the same connection. One database each; the shop's is
 * seeded when new.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildStack(options)).server;
}

/** The server and the shop API it passes through to; closing the server closes the shop API. */
export interface Stack {
  readonly server: FastifyInstance;
  readonly shop: FastifyInstance;
}

/** buildApp's two instances, for tests that look at each one's routes. */
export async function buildStack(options: AppOptions): Promise<Stack> {
  const { environment } = options;
  const store = options.store ?? (await openSeededShopStore(options.databasePath ?? ':memory:'));
  const optional = <K extends keyof AppOptions>(key: K) => (options[key] === undefined ? {} : { [key]: options[key] as NonNullable<AppOptions[K]> });
  const shop = await buildShopApi({
    store,
    environment,
    testEndpoints: options.faultInjection ? 'on' : 'off',
    ...optional('logger'),
    ...optional('sessionIdleMinutes'),
    ...optional('paymentWebhookSecret'),
    ...optional('now'),
    ...optional('tenants'),
    ...optional('xsrfSecret'),
    ...optional('publicPort'),
    ...optional('clientRateLimitScale'),
    ...optional('captcha'),
    ...optional('trustedProxies'),
  });
  // The app owns a database it opened itself.
  if (!options.store) shop.addHook('onClose', async () => store.db.close());
  const server = await buildServer({
    shopApi: inProcessShopApi(shop),
    registryDir: options.registryDir,
    shellDist: options.shellDist,
    environment,
    ...(options.serverDatabasePath === undefined ? {} : { databasePath: options.serverDatabasePath }),
    ...(options.serverDatabaseUrl === undefined ? {} : { databaseUrl: options.serverDatabaseUrl }),
    ...optional('registryStorage'),
    ...optional('logger'),
    ...optional('faultInjection'),
    ...optional('now'),
    ...optional('tenants'),
    ...optional('devRemotes'),
    ...optional('registryTokens'),
    ...optional('xsrfSecret'),
    ...optional('trustedProxies'),
  });
  return { server, shop };
}
