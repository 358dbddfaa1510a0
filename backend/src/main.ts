import { buildApp } from './app';
import { describeRegistryStore, readServerConfig } from './server/config';
import { openRegistryStorage } from './server/registry/open-storage';

const config = readServerConfig();
const app = await buildApp({
  registryDir: config.registryDir,
  ...(config.registryStore.kind === 's3' ? { registryStorage: await openRegistryStorage(config.registryStore) } : {}),
  shellDist: config.shellDist,
  environment: config.environment,
  databasePath: config.databasePath,
  sessionIdleMinutes: config.sessionIdleMinutes,
  faultInjection: config.faultInjection,
  devRemotes: config.devRemotes,
  registryTokens: config.registryTokens,
  publicPort: config.publicPort,
  clientRateLimitScale: config.clientRateLimitScale,
  trustedProxies: config.trustedProxies,
  ...(config.xsrfSecret === undefined ? {} : { xsrfSecret: config.xsrfSecret }),
  ...(config.paymentWebhookSecret === undefined ? {} : { paymentWebhookSecret: config.paymentWebhookSecret }),
  logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { registry: describeRegistryStore(config.registryStore), shellDist: config.shellDist, environment: config.environment, databasePath: config.databasePath, faultInjection: config.faultInjection, devRemotes: config.devRemotes },
    `Storefront running at http://${config.host}:${config.port}/`,
  );
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
