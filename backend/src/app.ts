import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_SESSION_IDLE_MINUTES } from './server/config';
import type { Environment } from './kit/environment';
import type { DevRemote } from './server/registry/dev-remotes';
import { createReleaseRegistry, type RegistryTokens } from './server/registry/release-registry';
import type { RegistryStorage } from './server/registry/storage';
import { opsRoutes } from './server/ops/ops-routes';
import { registryApiRoutes } from './server/registry/release-api';
import { consentBannerRoutes } from './server/page/consent-banner/consent-banner';
import { refuseOtherBodies } from './kit/http/body-parsing';
import { installCompression } from './kit/http/compression';
import { installErrorHandling } from './kit/http/errors';
import { authRoutes } from './shop/account/routes/auth';
import { cartFileRoutes } from './shop/cart/routes/cart-files';
import { cartRoutes } from './shop/cart/routes/carts';
import { capacityRoutes } from './shop/distribution/routes/capacity';
import { checkoutRoutes } from './shop/checkout/routes/checkout';
import { distributionRoutes } from './shop/distribution/routes/distribution';
import { paymentProviderRoutes } from './shop/payment-provider/payment-provider';
import { catalogueRoutes } from './shop/catalogue/routes/catalogue';
import { externalShopRoutes } from './shop/external-shop/external-shop';
import { contentRoutes } from './shop/content/routes/content';
import { addressRoutes } from './shop/account/routes/addresses';
import { appIconRoutes } from './server/page/app-icons';
import { customerRoutes } from './shop/account/routes/customers';
import { passwordRoutes } from './shop/account/routes/passwords';
import { createMailOutbox } from './shop/platform/mail-outbox';
import { deliveryPassRoutes } from './shop/account/routes/delivery-pass';
import { orderRoutes } from './shop/checkout/routes/orders';
import { favouriteRoutes } from './shop/account/routes/favourites';
import { loyaltyRoutes } from './shop/account/routes/loyalty';
import { newsletterRoutes } from './shop/content/routes/newsletter';
import { paymentMethodRoutes } from './shop/account/routes/payment-methods';
import { walletRoutes } from './shop/account/routes/wallet';
import { logRoutes } from './server/telemetry/logs';
import { mapsRoutes } from './shop/distribution/routes/maps';
import { remoteRoutes } from './server/registry/remote-files';
import { pesticideRoutes } from './shop/catalogue/routes/pesticides';
import { recipeRoutes } from './shop/catalogue/routes/recipes';
import { searchRoutes } from './shop/search/routes/search';
import { searchBannerRoutes } from './shop/search/routes/search-banner';
import { searchInsightsRoutes } from './shop/search/routes/search-insights';
import { shellRoutes } from './server/page/shell-routes';
import { tenantRoutes } from './server/tenants/tenant-routes';
import { tenantConfigSource } from './server/tenants/tenant-config';
import { installFaultInjection } from './kit/faults/faults';
import { cspReportRoutes, type CspViolation } from './server/telemetry/csp-reports';
import { installIdempotency } from './kit/operations/idempotency';
import { openApiRoutes } from './shop/platform/openapi';
import { trackOperations } from './kit/operations/operation-routes';
import { trackRoutes } from './kit/operations/route-table';
import { testRoutes } from './shop/platform/test-routes';
import { installCsrfProtection } from './kit/security/csrf';
import { createAttemptLedger } from './kit/security/attempt-ledger';
import { installAttemptLimits } from './shop/platform/attempt-limits';
import { acceptingCaptcha, type CaptchaVerifier } from './shop/platform/captcha';
import { createOpsSessions } from './server/ops/ops-sessions';
import { DEVELOPMENT_XSRF_SECRET } from './kit/security/development-secrets';
import { installSecurityHeaders } from './kit/http/security-headers';
import { installSessionExpiry } from './shop/account/rules/session';
import { seedSearchBanners } from './shop/search/seed/search';
import { installFeatureGates } from './kit/tenants/feature-gates';
import { TENANTS, publicOriginOf, type Tenant } from './kit/tenants/tenants';
import { openShopStore, type ShopStore } from './shop/platform/shop-store';


/** A request id the client's API client sends (doc 1 §7: X-Request-Id), so its logs and the server's meet; else a new one. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

export interface AppOptions {
  /** Folder of published remote builds and releases.json; not used when `registryStorage` is given. */
  readonly registryDir: string;
  /** The registry's storage when it is not the folder `registryDir` (an S3-compatible object store). */
  readonly registryStorage?: RegistryStorage;
  /** The shell build: index.html and its hashed assets. */
  readonly shellDist: string;
  readonly environment: Environment;
  readonly logger?: FastifyServerOptions['logger'];
  /** The SQLite database file, or ':memory:'; ignored when `store` is given. Default ':memory:'. */
  readonly databasePath?: string;
  /** The shop's data; opened (and seeded when new) from `databasePath` when not given. */
  readonly store?: ShopStore;
  /** A session unused for this long ends (default 30). */
  readonly sessionIdleMinutes?: number;
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
  /** Checks the captcha answers of sign-in and registration (default: none, see security/captcha.ts). */
  readonly captcha?: CaptchaVerifier;
  /** The proxies in front (addresses or CIDR ranges) whose X-Forwarded-For names the client; none by default. */
  readonly trustedProxies?: readonly string[];
}

/** The whole backend as one Fastify instance: API, tenant config, remote registry and the shell. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { registryDir, shellDist, environment } = options;
  const devRemotes = options.devRemotes ?? [];
  if (devRemotes.length > 0 && environment !== 'development') throw new Error(`Dev remotes are refused outside development (STOREFRONT_ENV=${environment})`);
  const store = options.store ?? (await openShopStore(options.databasePath ?? ':memory:'));
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdOf,
    // The client's address (the per-client limits count by it) from X-Forwarded-For only behind proxies named so.
    ...(options.trustedProxies?.length ? { trustProxy: [...options.trustedProxies] } : {}),
  });
  // The app owns a database it opened itself.
  if (!options.store) app.addHook('onClose', async () => store.db.close());

  if (options.faultInjection && environment === 'live') throw new Error('Fault injection is refused in production (STOREFRONT_ENV=live)');

  trackRoutes(app);
  trackOperations(app);
  installErrorHandling(app);
  refuseOtherBodies(app);
  await installSecurityHeaders(app, environment);
  await app.register(fastifyCookie);
  // Only reply.sendFile is used: which files are served, and how they are cached, the routes decide.
  // preCompressed: a build file is sent as its `.br` or `.gz` copy written at build time when the browser takes it.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  // Order of the request hooks: injected faults first, then the XSRF check, then the tenant's
  // feature flags (a switched-off call changes nothing), then the session's idle time.
  if (options.faultInjection) installFaultInjection(app);
  installCsrfProtection(app, environment, options.xsrfSecret ?? DEVELOPMENT_XSRF_SECRET);
  installFeatureGates(app, options.tenants ?? TENANTS, environment);
  installSessionExpiry(app, store, environment, {
    idleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
    ...(options.now ? { now: options.now } : {}),
  });
  // After the cookie plugin: its onSend writes Set-Cookie, which the first answer keeps.
  installIdempotency(app, store.db, options.now ? { now: options.now } : {});
  // The counts of the attempt limits, the release API's and the operations page's included.
  const ledger = createAttemptLedger(store.db);
  const now = options.now ?? Date.now;
  // After the idempotency hook (a replayed answer is no new attempt), before the routes (each guarded one gets its limit).
  await installAttemptLimits(app, {
    store,
    ledger,
    captcha: options.captcha ?? acceptingCaptcha,
    clientScale: options.clientRateLimitScale ?? 1,
    now,
  });
  // After the idempotency hook: it keeps the answer as the handler made it, and a replay is compressed again.
  await installCompression(app);
  // The mails a test reads as a shopper reads their inbox; kept only where the test endpoints are.
  const outbox = options.faultInjection ? createMailOutbox() : undefined;
  // The CSP violations logged lately, for the end-to-end tests to read (only where the test endpoints are).
  const cspViolations: CspViolation[] | undefined = options.faultInjection ? [] : undefined;
  if (options.faultInjection) await app.register(testRoutes, { store, ...(outbox ? { outbox } : {}), ...(cspViolations ? { cspViolations } : {}) });
  await app.register(cspReportRoutes, {
    ...(options.now ? { now: options.now } : {}),
    ...(cspViolations ? { onViolation: (violation: CspViolation) => void cspViolations.splice(0, cspViolations.push(violation) - 200) } : {}),
  });

  const registry = createReleaseRegistry(options.registryStorage ?? registryDir, {
    ...(options.registryTokens ? { tokens: options.registryTokens } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const tenantConfigFor = tenantConfigSource({ registry, environment, devRemotes });
  await app.register(tenantRoutes, { tenantConfigFor });
  await app.register(remoteRoutes, { registry });
  await app.register(registryApiRoutes, { registry, ledger, now });
  await app.register(opsRoutes, { registry, environment, sessions: createOpsSessions(store.db), ledger, now });
  await app.register(shellRoutes, { shellDist, registry, tenantConfigFor, environment, store });
  await app.register(logRoutes, { registry });
  await app.register(openApiRoutes);
  await app.register(consentBannerRoutes);
  await app.register(appIconRoutes);
  await app.register(contentRoutes, { store });
  await app.register(catalogueRoutes, { store });
  await app.register(externalShopRoutes, { store });
  await app.register(searchRoutes, { store });
  await app.register(recipeRoutes, { store });
  await app.register(pesticideRoutes);
  await app.register(mapsRoutes, { store });
  await app.register(searchBannerRoutes, { banners: seedSearchBanners });
  await app.register(searchInsightsRoutes);
  await app.register(authRoutes, { store, environment });
  // Mailed links lead to the tenant's own origin, never to the Host a request named.
  const publicOrigin = (tenant: Tenant) => publicOriginOf(tenant, environment, options.publicPort ?? 3000);
  await app.register(customerRoutes, { store, environment, publicOrigin, ...(outbox ? { outbox } : {}) });
  await app.register(passwordRoutes, { store, environment, publicOrigin, ...(outbox ? { outbox } : {}) });
  await app.register(newsletterRoutes, { store, environment });
  await app.register(addressRoutes, { store, environment });
  await app.register(paymentMethodRoutes, { store, environment });
  await app.register(walletRoutes, { store, environment });
  await app.register(deliveryPassRoutes, { store, environment });
  await app.register(orderRoutes, { store, environment });
  await app.register(favouriteRoutes, { store, environment });
  await app.register(loyaltyRoutes, { store, environment });
  await app.register(cartRoutes, { store, environment });
  await app.register(cartFileRoutes, { store, environment });
  await app.register(checkoutRoutes, { store, environment });
  await app.register(capacityRoutes, { store });
  await app.register(distributionRoutes, { store, environment });
  await app.register(paymentProviderRoutes, {
    store,
    ...(options.paymentWebhookSecret === undefined ? {} : { webhookSecret: options.paymentWebhookSecret }),
  });
  return app;
}
