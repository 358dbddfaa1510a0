import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEBHOOK_SECRET, DEVELOPMENT_XSRF_SECRET } from '@storefront/server-kit/security/development-secrets';
import { DEFAULT_DATABASE_PATH, readShopApiConfig } from './shop-api-config';

/** Every secret a shop API outside development must set itself. */
const SECRETS = { PAYMENT_WEBHOOK_SECRET: 'geheim-und-lang-genug', XSRF_SECRET: 'xsrf-geheimnis-0123456789-abcdefghij' };

describe('readShopApiConfig', () => {
  it('defaults to port 3001 on 127.0.0.1, the shop database beside the package, development', () => {
    expect(readShopApiConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      shutdownDrainMs: 0,
      environment: 'development',
      databasePath: DEFAULT_DATABASE_PATH,
      sessionIdleMinutes: 30,
      faultInjection: false,
      clientRateLimitScale: 1,
      trustedProxies: [],
    });
    expect(DEFAULT_DATABASE_PATH).toMatch(/data[\\/]shop\.sqlite$/);
  });

  it('reads every setting from the environment', () => {
    expect(
      readShopApiConfig({
        PORT: '8081',
        HOST: '0.0.0.0',
        PUBLIC_PORT: '443',
        STOREFRONT_ENV: 'live',
        DATABASE_PATH: '/srv/shop.sqlite',
        SESSION_IDLE_MINUTES: '45',
        CLIENT_RATE_LIMIT_SCALE: '4',
        TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10',
        SHUTDOWN_DRAIN_MS: '10000',
        ...SECRETS,
      }),
    ).toEqual({
      port: 8081,
      host: '0.0.0.0',
      shutdownDrainMs: 10000,
      publicPort: 443,
      environment: 'live',
      databasePath: '/srv/shop.sqlite',
      sessionIdleMinutes: 45,
      faultInjection: false,
      clientRateLimitScale: 4,
      trustedProxies: ['10.0.0.0/8', '192.0.2.10'],
      paymentWebhookSecret: 'geheim-und-lang-genug',
      xsrfSecret: 'xsrf-geheimnis-0123456789-abcdefghij',
    });
    expect(readShopApiConfig({ DATABASE_PATH: ':memory:' }).databasePath).toBe(':memory:');
    expect(readShopApiConfig({ FAULT_INJECTION: 'on' }).faultInjection).toBe(true);
  });

  it('fails naming every bad variable', () => {
    expect(() => readShopApiConfig({ PORT: 'abc', STOREFRONT_ENV: 'prod' })).toThrow(/PORT[\s\S]*STOREFRONT_ENV/);
    expect(() => readShopApiConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readShopApiConfig({ CLIENT_RATE_LIMIT_SCALE: '0' })).toThrow(/CLIENT_RATE_LIMIT_SCALE/);
    expect(() => readShopApiConfig({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readShopApiConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => readShopApiConfig({ FAULT_INJECTION: 'on', STOREFRONT_ENV: 'live', ...SECRETS })).toThrow(/FAULT_INJECTION: must not be on in production/);
  });

  it('refuses a shop outside development without its own secrets, and a short secret anywhere', () => {
    expect(() => readShopApiConfig({ STOREFRONT_ENV: 'live' })).toThrow(/XSRF_SECRET: required outside development[\s\S]*PAYMENT_WEBHOOK_SECRET: required outside development/);
    expect(() => readShopApiConfig({ ...SECRETS, PAYMENT_WEBHOOK_SECRET: undefined, STOREFRONT_ENV: 'staging' })).toThrow(/PAYMENT_WEBHOOK_SECRET: required outside development/);
    expect(() => readShopApiConfig({ PAYMENT_WEBHOOK_SECRET: 'kurz' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    for (const environment of [{ STOREFRONT_ENV: 'staging' }, { STOREFRONT_ENV: 'live' }, { NODE_ENV: 'production' }]) {
      expect(() => readShopApiConfig({ ...SECRETS, ...environment, PAYMENT_WEBHOOK_SECRET: DEVELOPMENT_WEBHOOK_SECRET })).toThrow(/PAYMENT_WEBHOOK_SECRET: .*development secret/);
      expect(() => readShopApiConfig({ ...SECRETS, ...environment, XSRF_SECRET: DEVELOPMENT_XSRF_SECRET })).toThrow(/XSRF_SECRET: .*development secret/);
    }
    expect(readShopApiConfig({}).paymentWebhookSecret).toBeUndefined();
  });
});
