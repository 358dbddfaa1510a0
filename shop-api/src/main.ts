// `pnpm start:shop-api`: the reference shop API alone (default port 3001), for a storefront server started apart.
import { serve } from '@storefront/server-kit/http/serve';
import { readShopApiConfig } from './platform/shop-api-config';
import { openSeededShopStore } from './platform/seed-shop';
import { buildShopApi } from './shop-api-app';

const config = readShopApiConfig();
const store = await openSeededShopStore(config.databasePath);
const app = await buildShopApi({
  store,
  environment: config.environment,
  sessionIdleMinutes: config.sessionIdleMinutes,
  // On its own the shop API injects its faults itself; behind the server, the server does.
  testEndpoints: config.faultInjection ? 'with-faults' : 'off',
  // Mailed links lead to the storefront server (port 3000) unless PUBLIC_PORT names another.
  publicPort: config.publicPort ?? 3000,
  clientRateLimitScale: config.clientRateLimitScale,
  trustedProxies: config.trustedProxies,
  ...(config.xsrfSecret === undefined ? {} : { xsrfSecret: config.xsrfSecret }),
  ...(config.paymentWebhookSecret === undefined ? {} : { paymentWebhookSecret: config.paymentWebhookSecret }),
  logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
});
app.addHook('onClose', async () => store.db.close());
await serve(app, { port: config.port, host: config.host, drainMs: config.shutdownDrainMs }, { environment: config.environment, databasePath: config.databasePath }, 'Shop API');
