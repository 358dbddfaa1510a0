import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import type { DevRemote } from '@storefront/server/registry/dev-remotes';
import type { RegistryTokens } from '@storefront/server/registry/release-registry';
import type { RegistryStorage } from '@storefront/server/registry/storage';
import { buildServer } from '@storefront/server/server-app';
import { inProcessShopApi } from '@storefront/server/shop-gateway/shop-api-gateway';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';
import type { CaptchaVerifier } from '@storefront/shop-api/platform/captcha';
import { openSeededShopStore } from '@storefront/shop-api/platform/seed-shop';
import type { ShopStore } from '@storefront/shop-api/platform/shop-store';
import { buildShopApi } from '@storefront/shop-api/shop-api-app';

export interface AppOptions {
  /** Folder of published remote builds and releases.json; not used when `registryStorage` is given. */
  readonly registryDir: string;
  /** The registry's storage when it is not the folder `registryDir` (an S3-compatible object store). */
  readonly registryStorage?: RegistryStorage;
  /** The shell build: index.html and its hashed assets. */
  readonly shellDist: string;
  readonly environment: Environment;
  readonly logger?: FastifyServerOptions['logger'];
  /** The shop's SQLite database file, or ':memory:'; ignored when `store` is given. Default ':memory:'. */
  readonly databasePath?: string;
  /** The shop's data; opened (and seeded when new) from `databasePath` when not given. */
  readonly store?: ShopStore;
  /** A session unused for this long ends (default 30). */
  readonly sessionIdleMinutes?: number;
  /** The server's SQLite file (operators' sessions, release API limits), or ':memory:' (default). */
  readonly serverDatabasePath?: string;
  /** The test-only `/__test/...` endpoints (fault injection, session expiry, reset); refused in live. */
  readonly faultInjection?: boolean;
  /** The local payment provider's webhook secret (default: the development secret). */
  readonly paymentWebhookSecret?: string;
  /** The clock of session expiry and idempotency records (tests). */
  readonly now?: () => number;
  /** The shops this app serves, chosen by host name; the first is the default (default: TENANTS). */
  readonly tenants?: readonly Tenant[];
  /** Remotes served by their dev servers instead of the registry (`pnpm dev`); refused outside development. */
  readonly devRemotes?: readonly DevRemote[];
  /** The release API's team and operator tokens (default: the development tokens). */
  readonly registryTokens?: RegistryTokens;
  /** The secret the XSRF tokens are signed with (default: the development secret). */
  readonly xsrfSecret?: string;
  /** In development, the port of the shop's mailed links (default 3000; `pnpm dev` serves the shop on its dev server's). */
  readonly publicPort?: number;
  /** Multiplies the per-client attempt limits (default 1): for shoppers behind few addresses, or a test runner. */
  readonly clientRateLimitScale?: number;
  /** Checks the captcha answers of sign-in and registration (default: none, see the shop API's platform/captcha.ts). */
  readonly captcha?: CaptchaVerifier;
  /** The proxies in front (addresses or CIDR ranges) whose X-Forwarded-For names the client; none by default. */
  readonly trustedProxies?: readonly string[];
}

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
