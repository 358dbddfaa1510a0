// `pnpm start`: the storefront server with the reference shop API in the same process, on one port.
import { buildApp } from './app';
import { serve } from '@storefront/server-kit/http/serve';
import { describeRegistry, describeServerDatabase, readServerConfig } from '@storefront/server/config';
import { openRegistryStorage } from '@storefront/server/registry/open-storage';
import { readShopApiConfig } from '@storefront/shop-api/platform/shop-api-config';

const server = readServerConfig();
const shop = readShopApiConfig();
if (server.shopApiOrigin) {
  console.error(`SHOP_API_ORIGIN is set (${server.shopApiOrigin}): start the server alone with \`pnpm start:server\`; \`pnpm start\` runs the shop API in this process.`);
  process.exit(1);
}
const logger = { level: process.env['LOG_LEVEL'] ?? 'info' };
const app = await buildApp({
  registryDir: server.registryDir,
  ...(server.registryStore.kind === 's3' ? { registryStorage: await openRegistryStorage(server.registryStore) } : {}),
  shellDist: server.shellDist,
  environment: server.environment,
  serverDatabasePath: server.serverDatabasePath,
  ...(server.databaseUrl === undefined ? {} : { serverDatabaseUrl: server.databaseUrl }),
  databasePath: shop.databasePath,
  sessionIdleMinutes: shop.sessionIdleMinutes,
  faultInjection: server.faultInjection,
  devRemotes: server.devRemotes,
  registryTokens: server.registryTokens,
  // Mailed links lead to this port unless PUBLIC_PORT names another (`pnpm dev`'s shell dev server).
  publicPort: shop.publicPort ?? server.port,
  clientRateLimitScale: shop.clientRateLimitScale,
  trustedProxies: server.trustedProxies,
  ...(server.xsrfSecret === undefined ? {} : { xsrfSecret: server.xsrfSecret }),
  ...(shop.paymentWebhookSecret === undefined ? {} : { paymentWebhookSecret: shop.paymentWebhookSecret }),
  logger,
});
await serve(
  app,
  { port: server.port, host: server.host, drainMs: server.shutdownDrainMs },
  { registry: describeRegistry(server), serverDatabase: describeServerDatabase(server), shellDist: server.shellDist, environment: server.environment, databasePath: shop.databasePath, faultInjection: server.faultInjection, devRemotes: server.devRemotes },
  'Storefront',
);
