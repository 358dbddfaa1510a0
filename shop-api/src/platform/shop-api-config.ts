import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import type { Environment } from '@storefront/server-kit/environment';
import { commonEnvFields, commonEnvProblems, isDevelopment, parseEnvironment, portField, refuseProblems } from '@storefront/server-kit/config/env-fields';
import { DEVELOPMENT_WEBHOOK_SECRET } from '@storefront/server-kit/security/development-secrets';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../account/rules/session';

/** The shop's SQLite database unless DATABASE_PATH says otherwise (':memory:' keeps nothing). */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL('../../data/shop.sqlite', import.meta.url));

/** The shop API's port when it runs on its own (`pnpm start:shop-api`); the storefront server's is 3000. */
export const DEFAULT_SHOP_API_PORT = 3001;

const shopApiEnvSchema = z.object({
  /** Only read when the shop API runs on its own; in `pnpm start` the server's PORT is the one door. */
  PORT: portField.default(DEFAULT_SHOP_API_PORT),
  ...commonEnvFields,
  /** The port shoppers reach the storefront on, in development: the port of mailed links. */
  PUBLIC_PORT: portField.optional(),
  DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH),
  SESSION_IDLE_MINUTES: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of minutes')
    .transform(Number)
    .pipe(z.number().int().min(1).max(24 * 60))
    .default(DEFAULT_SESSION_IDLE_MINUTES),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CLIENT_RATE_LIMIT_SCALE: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .default(1),
});

export interface ShopApiConfig {
  readonly port: number;
  readonly host: string;
  /** On a stop, how long `/readyz` says draining before the instance closes (SHUTDOWN_DRAIN_MS). */
  readonly shutdownDrainMs: number;
  readonly environment: Environment;
  /** In development, the port of mailed links when PUBLIC_PORT is set (else the storefront server's). */
  readonly publicPort?: number;
  /** A file path, or ':memory:'. */
  readonly databasePath: string;
  /** A session unused for this long ends (doc 1 §4: the sessionExpired cookie). */
  readonly sessionIdleMinutes: number;
  /** The test-only endpoints (`/__test/...`); never in production. */
  readonly faultInjection: boolean;
  /** The local payment provider's webhook secret; required outside development, the development secret there. */
  readonly paymentWebhookSecret?: string;
  /** The secret the XSRF tokens are signed with; required outside development. */
  readonly xsrfSecret?: string;
  /** Multiplies the per-client attempt limits (platform/attempt-limits.ts). */
  readonly clientRateLimitScale: number;
  /** The proxies (the storefront server among them) whose X-Forwarded-For names the client. */
  readonly trustedProxies: readonly string[];
}

/** The shop API's settings from the environment; a bad or missing one stops the start, named. */
export function readShopApiConfig(env: NodeJS.ProcessEnv = process.env): ShopApiConfig {
  const parsed = parseEnvironment(shopApiEnvSchema, env);
  const { PAYMENT_WEBHOOK_SECRET } = parsed;
  const development = isDevelopment(parsed);
  // The development secret is in this repository: anywhere else it would let anyone forge a payment.
  refuseProblems([
    ...commonEnvProblems(parsed),
    ...(!development && PAYMENT_WEBHOOK_SECRET === undefined ? ['PAYMENT_WEBHOOK_SECRET: required outside development'] : []),
    ...(!development && PAYMENT_WEBHOOK_SECRET === DEVELOPMENT_WEBHOOK_SECRET
      ? ['PAYMENT_WEBHOOK_SECRET: is the development secret of this repository; set one of the shop\'s own']
      : []),
  ]);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    environment: parsed.STOREFRONT_ENV,
    ...(parsed.PUBLIC_PORT === undefined ? {} : { publicPort: parsed.PUBLIC_PORT }),
    databasePath: parsed.DATABASE_PATH === ':memory:' ? parsed.DATABASE_PATH : path.resolve(parsed.DATABASE_PATH),
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    faultInjection: parsed.FAULT_INJECTION === 'on',
    clientRateLimitScale: parsed.CLIENT_RATE_LIMIT_SCALE,
    trustedProxies: parsed.TRUSTED_PROXIES,
    ...(PAYMENT_WEBHOOK_SECRET === undefined ? {} : { paymentWebhookSecret: PAYMENT_WEBHOOK_SECRET }),
    ...(parsed.XSRF_SECRET === undefined ? {} : { xsrfSecret: parsed.XSRF_SECRET }),
  };
}
