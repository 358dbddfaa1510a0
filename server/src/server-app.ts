import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { migrateSql, openSqlDatabase } from '@storefront/server-kit/database/sql';
import type { Environment } from '@storefront/server-kit/environment';
import { installFaultInjection } from '@storefront/server-kit/faults/faults';
import { refuseOtherBodies } from '@storefront/server-kit/http/body-parsing';
import { installCompression } from '@storefront/server-kit/http/compression';
import { installErrorHandling } from '@storefront/server-kit/http/errors';
import { installHealth } from '@storefront/server-kit/http/health';
import { requestIdOf } from '@storefront/server-kit/http/request-id';
import { installSecurityHeaders } from '@storefront/server-kit/http/security-headers';
import { idempotencyMigrations, installIdempotency } from '@storefront/server-kit/operations/idempotency';
import { attemptLedgerMigrations } from '@storefront/server-kit/security/attempt-ledger';
import { trackOperations } from '@storefront/server-kit/operations/operation-routes';
import { trackRoutes } from '@storefront/server-kit/operations/route-table';
import { createAttemptLedger } from '@storefront/server-kit/security/attempt-ledger';
import { installCsrfProtection } from '@storefront/server-kit/security/csrf';
import { DEVELOPMENT_XSRF_SECRET } from '@storefront/server-kit/security/development-secrets';
import { installFeatureGates } from '@storefront/server-kit/tenants/feature-gates';
import { TENANTS, type Tenant } from '@storefront/server-kit/tenants/tenants';
import { opsRoutes } from './ops/ops-routes';
import { createOpsSessions, opsSessionMigrations } from './ops/ops-sessions';
import { databaseRegistryStorage, registryDocumentMigrations } from './registry/database-storage';
import { appIconRoutes } from './page/app-icons';
import { consentBannerRoutes } from './page/consent-banner/consent-banner';
import { shellRoutes } from './page/shell-routes';
import type { DevRemote } from './registry/dev-remotes';
import { registryApiRoutes } from './registry/release-api';
import { createReleaseRegistry, type RegistryTokens } from './registry/release-registry';
import { remoteRoutes } from './registry/remote-files';
import { readRegistryState } from './registry/release-service';
import { localFolderStorage, type RegistryStorage } from './registry/storage';
import { passThroughRoutes } from './shop-gateway/pass-through';
import type { ShopApi } from './shop-gateway/shop-api-gateway';
import { shopContentOf } from './shop-gateway/shop-content';
import { cspReportRoutes } from './telemetry/csp-reports';
import { logRoutes } from './telemetry/logs';
import { tenantConfigSource } from './tenants/tenant-config';
import { tenantRoutes } from './tenants/tenant-routes';

export interface ServerOptions {
  /** The shop API the server passes the shop's paths to, in this process or at an origin of its own. */
  readonly shopApi: ShopApi;
  /** Folder of published remote builds and releases.json; not used when `registryStorage` is given. */
  readonly registryDir: string;
  /** The registry's storage when it is not the folder `registryDir` (an S3-compatible object store). */
  readonly registryStorage?: RegistryStorage;
  /** The shell build: index.html and its hashed assets. */
  readonly shellDist: string;
  readonly environment: Environment;
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * The server's own SQLite file, or ':memory:' (default): the operators' sessions, the attempt counts of
   * the release API and `/ops`, idempotency records. No shop data. Not used with `databaseUrl`.
   */
  readonly databasePath?: string;
  /**
   * PostgreSQL, for several instances: the state above, and the registry's documents and audit log (its
   * builds stay in `registryDir` or `registryStorage`).
   */
  readonly databaseUrl?: string;
  /** Fault injection and the server's test endpoints (`/__test/faults`, `/__test/csp-reports`); refused in live. */
  readonly faultInjection?: boolean;
  /** The clock of the registry, the operators' sessions and the limits (tests). */
  readonly now?: () => number;
  /** The shops this server serves, chosen by host name; the first is the default (default: TENANTS). */
  readonly tenants?: readonly Tenant[];
  /** Remotes served by their dev servers instead of the registry (`pnpm dev`); refused outside development. */
  readonly devRemotes?: readonly DevRemote[];
  /** The release API's team and operator tokens (default: the development tokens). */
  readonly registryTokens?: RegistryTokens;
  /** The secret the XSRF tokens are signed with (default: the development secret): the one the shop API signs with. */
  readonly xsrfSecret?: string;
  /** The proxies in front (addresses or CIDR ranges) whose X-Forwarded-For names the client; none by default. */
  readonly trustedProxies?: readonly string[];
}

/**
 * The storefront server as one Fastify instance: the shell's page and build
 * files, tenant config and rollouts, the remote registry and its release API,
 * `/ops`, CSP reports and client logs, and the pass-through of the shop's paths
 * to the shop API. It holds no shop data.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { registryDir, shellDist, environment, shopApi } = options;
  const devRemotes = options.devRemotes ?? [];
  if (devRemotes.length > 0 && environment !== 'development') throw new Error(`Dev remotes are refused outside development (STOREFRONT_ENV=${environment})`);
  if (options.faultInjection && environment === 'live') throw new Error('Fault injection is refused in production (STOREFRONT_ENV=live)');
  const db = openSqlDatabase({ ...(options.databaseUrl ? { url: options.databaseUrl } : {}), file: options.databasePath ?? ':memory:' });
  try {
    await migrateSql(db, [...idempotencyMigrations, ...attemptLedgerMigrations, ...opsSessionMigrations, ...(options.databaseUrl ? registryDocumentMigrations : [])]);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdOf,
    // The client's address (the per-client limits count by it) from X-Forwarded-For only behind proxies named so.
    ...(options.trustedProxies?.length ? { trustProxy: [...options.trustedProxies] } : {}),
  });
  app.addHook('onClose', async () => {
    await shopApi.close();
    await db.close();
  });
  const now = options.now ?? Date.now;

  trackRoutes(app);
  trackOperations(app);
  installErrorHandling(app);
  refuseOtherBodies(app);
  await installSecurityHeaders(app, environment);
  await app.register(fastifyCookie);
  // Only reply.sendFile is used: which files are served, and how they are cached, the routes decide.
  // preCompressed: a build file is sent as its `.br` or `.gz` copy written at build time when the browser takes it.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  // Injected faults first (the shop's paths included: the server is the page's one door), then the XSRF check.
  if (options.faultInjection) installFaultInjection(app);
  // The tokens are the shop API's (GET /api/csrf), signed with the secret both share; the server checks them on its own changes.
  installCsrfProtection(app, environment, options.xsrfSecret ?? DEVELOPMENT_XSRF_SECRET, { issueTokens: false });
  installFeatureGates(app, options.tenants ?? TENANTS, environment);
  installIdempotency(app, db, options.now ? { now: options.now } : {});
  await installCompression(app);

  const ledger = createAttemptLedger(db);
  const files = options.registryStorage ?? localFolderStorage(registryDir);
  const registry = createReleaseRegistry(options.databaseUrl ? databaseRegistryStorage(db, files.builds) : files, {
    ...(options.registryTokens ? { tokens: options.registryTokens } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const tenantConfigFor = tenantConfigSource({ registry, environment, devRemotes });
  // Ready when this instance can serve its own part: the shell's build, the registry's documents, its database.
  // The shop API behind it is not one of them: it being down is no reason to take every instance out at once.
  installHealth(app, [
    { name: 'shell', check: () => stat(path.join(shellDist, 'index.html')) },
    { name: 'registry', check: () => readRegistryState(registry.storage) },
    { name: 'database', check: () => db.ping() },
  ]);
  await app.register(cspReportRoutes, { ...(options.now ? { now: options.now } : {}), testEndpoint: options.faultInjection ?? false });
  await app.register(tenantRoutes, { tenantConfigFor });
  await app.register(remoteRoutes, { registry });
  await app.register(registryApiRoutes, { registry, ledger, now });
  await app.register(opsRoutes, { registry, environment, sessions: createOpsSessions(db), ledger, now });
  await app.register(shellRoutes, { shellDist, registry, tenantConfigFor, environment, shopContent: shopContentOf(shopApi, app.log) });
  await app.register(logRoutes, { registry });
  await app.register(consentBannerRoutes);
  await app.register(appIconRoutes);
  await app.register(passThroughRoutes, { shopApi });
  return app;
}
