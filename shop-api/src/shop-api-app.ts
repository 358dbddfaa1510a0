import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import { refuseOtherBodies } from '@storefront/server-kit/http/body-parsing';
import { installCompression } from '@storefront/server-kit/http/compression';
import { installHealth } from '@storefront/server-kit/http/health';
import { installErrorHandling } from '@storefront/server-kit/http/errors';
import { requestIdOf } from '@storefront/server-kit/http/request-id';
import { installSecurityHeaders } from '@storefront/server-kit/http/security-headers';
import { installFaultInjection } from '@storefront/server-kit/faults/faults';
import { installIdempotency } from '@storefront/server-kit/operations/idempotency';
import { sqliteDatabase } from '@storefront/server-kit/database/sql';
import { trackOperations } from '@storefront/server-kit/operations/operation-routes';
import { trackRoutes } from '@storefront/server-kit/operations/route-table';
import { createAttemptLedger } from '@storefront/server-kit/security/attempt-ledger';
import { installCsrfProtection } from '@storefront/server-kit/security/csrf';
import { DEVELOPMENT_XSRF_SECRET } from '@storefront/server-kit/security/development-secrets';
import { installFeatureGates } from '@storefront/server-kit/tenants/feature-gates';
import { TENANTS, publicOriginOf, type Tenant } from '@storefront/server-kit/tenants/tenants';
import { addressRoutes } from './account/routes/addresses';
import { authRoutes } from './account/routes/auth';
import { customerRoutes } from './account/routes/customers';
import { deliveryPassRoutes } from './account/routes/delivery-pass';
import { favoriteRoutes } from './account/routes/favorites';
import { loyaltyRoutes } from './account/routes/loyalty';
import { passwordRoutes } from './account/routes/passwords';
import { paymentMethodRoutes } from './account/routes/payment-methods';
import { walletRoutes } from './account/routes/wallet';
import { DEFAULT_SESSION_IDLE_MINUTES, installSessionExpiry } from './account/rules/session';
import { cartFileRoutes } from './cart/routes/cart-files';
import { cartRoutes } from './cart/routes/carts';
import { catalogueRoutes } from './catalogue/routes/catalogue';
import { pesticideRoutes } from './catalogue/routes/pesticides';
import { recipeRoutes } from './catalogue/routes/recipes';
import { checkoutRoutes } from './checkout/routes/checkout';
import { orderRoutes } from './checkout/routes/orders';
import { contentRoutes } from './content/routes/content';
import { newsletterRoutes } from './content/routes/newsletter';
import { capacityRoutes } from './distribution/routes/capacity';
import { distributionRoutes } from './distribution/routes/distribution';
import { mapsRoutes } from './distribution/routes/maps';
import { externalShopRoutes } from './external-shop/external-shop';
import { paymentProviderRoutes } from './payment-provider/payment-provider';
import { installAttemptLimits } from './platform/attempt-limits';
import { acceptingCaptcha, type CaptchaVerifier } from './platform/captcha';
import { createMailOutbox } from './platform/mail-outbox';
import { openApiRoutes } from './platform/openapi';
import type { ShopStore } from './platform/shop-store';
import { testRoutes } from './platform/test-routes';
import { searchRoutes } from './search/routes/search';
import { searchBannerRoutes } from './search/routes/search-banner';
import { searchInsightsRoutes } from './search/routes/search-insights';
import { seedSearchBanners } from './search/seed/search';

export interface ShopApiOptions {
  /** The shop's data (opened and seeded by the caller: the store never seeds itself). */
  readonly store: ShopStore;
  readonly environment: Environment;
  readonly logger?: FastifyServerOptions['logger'];
  /** A session unused for this long ends (default 30). */
  readonly sessionIdleMinutes?: number;
  /**
   * The test-only endpoints (`/__test/reset`, `mails`, `expire-session`); refused in live.
   * `faults` adds the fault injection of its own, for a shop API that runs alone; in front of it,
   * the storefront server injects the faults (one table for the whole page).
   */
  readonly testEndpoints?: 'off' | 'on' | 'with-faults';
  /** The local payment provider's webhook secret (default: the development secret). */
  readonly paymentWebhookSecret?: string;
  /** The clock of session expiry, idempotency records and attempt limits (tests). */
  readonly now?: () => number;
  /** The shops served, chosen by host name; the first is the default (default: TENANTS). */
  readonly tenants?: readonly Tenant[];
  /** The secret the XSRF tokens are signed with (default: the development secret). */
  readonly xsrfSecret?: string;
  /** In development, the port of the shop's mailed links (default 3000). */
  readonly publicPort?: number;
  /** Multiplies the per-client attempt limits (default 1). */
  readonly clientRateLimitScale?: number;
  /** Checks the captcha answers of sign-in and registration (default: none, see platform/captcha.ts). */
  readonly captcha?: CaptchaVerifier;
  /** The proxies in front (addresses or CIDR ranges) whose X-Forwarded-For names the client. */
  readonly trustedProxies?: readonly string[];
}

/**
 * The reference shop API as one Fastify instance: the documents' calls under
 * `/api/…`, the media they link (`/media/products|content|vouchers/…`), the
 * local payment provider, the search provider's event endpoint and the
 * external-shop links. It is what a real deployment replaces with the grocer's
 * commerce system; the storefront server passes these paths through to it.
 */
export async function buildShopApi(options: ShopApiOptions): Promise<FastifyInstance> {
  const { store, environment } = options;
  const testEndpoints = options.testEndpoints ?? 'off';
  if (testEndpoints !== 'off' && environment === 'live') throw new Error('Fault injection is refused in production (STOREFRONT_ENV=live)');
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdOf,
    ...(options.trustedProxies?.length ? { trustProxy: [...options.trustedProxies] } : {}),
  });
  const now = options.now ?? Date.now;

  trackRoutes(app);
  trackOperations(app);
  installErrorHandling(app);
  refuseOtherBodies(app);
  await installSecurityHeaders(app, environment);
  await app.register(fastifyCookie);
  // Order of the request hooks: injected faults first, then the XSRF check, then the tenant's
  // feature flags (a switched-off call changes nothing), then the session's idle time.
  if (testEndpoints === 'with-faults') installFaultInjection(app);
  installCsrfProtection(app, environment, options.xsrfSecret ?? DEVELOPMENT_XSRF_SECRET);
  installFeatureGates(app, options.tenants ?? TENANTS, environment);
  installSessionExpiry(app, store, environment, {
    idleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
    ...(options.now ? { now: options.now } : {}),
  });
  // After the cookie plugin: its onSend writes Set-Cookie, which the first answer keeps.
  // The Idempotency-Key records and the attempt counts are single statements on the shop's database (sql.ts).
  const state = sqliteDatabase(store.db);
  installIdempotency(app, state, options.now ? { now: options.now } : {});
  // After the idempotency hook (a replayed answer is no new attempt), before the routes (each guarded one gets its limit).
  await installAttemptLimits(app, {
    store,
    ledger: createAttemptLedger(state),
    captcha: options.captcha ?? acceptingCaptcha,
    clientScale: options.clientRateLimitScale ?? 1,
    now,
  });
  // After the idempotency hook: it keeps the answer as the handler made it, and a replay is compressed again.
  await installCompression(app);
  // Ready when its database answers: the state of record of every call.
  installHealth(app, [{ name: 'database', check: () => store.db.prepare('SELECT 1').get() }]);
  // The mails a test reads as a shopper reads their inbox; kept only where the test endpoints are.
  const outbox = testEndpoints === 'off' ? undefined : createMailOutbox();
  if (outbox) await app.register(testRoutes, { store, outbox });

  await app.register(openApiRoutes);
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
  await app.register(favoriteRoutes, { store, environment });
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
