// `pnpm start:server`: the storefront server alone, in front of the shop API at SHOP_API_ORIGIN.
import { serve } from '@storefront/server-kit/http/serve';
import { describeRegistry, describeServerDatabase, readServerConfig } from './config';
import { openRegistryStorage } from './registry/open-storage';
import { buildServer } from './server-app';
import { remoteShopApi } from './shop-gateway/shop-api-gateway';

const config = readServerConfig();
if (!config.shopApiOrigin) {
  console.error('SHOP_API_ORIGIN is not set: name the shop API the server passes the shop\'s calls to (e.g. http://127.0.0.1:3001), or run both with `pnpm start`.');
  process.exit(1);
}
const app = await buildServer({
  shopApi: remoteShopApi(config.shopApiOrigin),
  registryDir: config.registryDir,
  ...(config.registryStore.kind === 's3' ? { registryStorage: await openRegistryStorage(config.registryStore) } : {}),
  shellDist: config.shellDist,
  environment: config.environment,
  databasePath: config.serverDatabasePath,
  ...(config.databaseUrl === undefined ? {} : { databaseUrl: config.databaseUrl }),
  faultInjection: config.faultInjection,
  devRemotes: config.devRemotes,
  registryTokens: config.registryTokens,
  trustedProxies: config.trustedProxies,
  ...(config.xsrfSecret === undefined ? {} : { xsrfSecret: config.xsrfSecret }),
  logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
});
await serve(
  app,
  { port: config.port, host: config.host, drainMs: config.shutdownDrainMs },
  { registry: describeRegistry(config), database: describeServerDatabase(config), shellDist: config.shellDist, environment: config.environment, shopApi: config.shopApiOrigin },
  'Storefront server',
);
