import { z } from 'zod';
import { environmentSchema } from '@storefront/shared/platform/schemas';
import { describeIssues } from '../describe-issues';
import { POSTGRES_URL } from '../database/sql';
import { DEVELOPMENT_XSRF_SECRET } from '../security/development-secrets';

/**
 * The environment variables both the storefront server and the shop API read,
 * each checked the same way: a bad value stops the start with its name.
 */
export const portField = z
  .string()
  .regex(/^\d+$/, 'must be a port number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(65535));

/**
 * `DATABASE_URL`: the house's state on PostgreSQL (`postgres://user:password@host:5432/name`, with
 * `?sslmode=require` and the like as node-postgres reads them); without it, SQLite in a file.
 */
export const databaseUrlField = z
  .string()
  .regex(POSTGRES_URL, 'must be a postgres:// or postgresql:// URL')
  .optional();

export const commonEnvFields = {
  HOST: z.string().min(1).default('127.0.0.1'),
  STOREFRONT_ENV: z._default(environmentSchema, 'development'),
  FAULT_INJECTION: z.enum(['on', 'off']).default('off'),
  /** The secret of the XSRF tokens: the shop API signs them, the server checks them on its own changes. */
  XSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUSTED_PROXIES: z
    .string()
    .transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be IP addresses or CIDR ranges, comma-separated' })))
    .default([]),
  NODE_ENV: z.string().optional(),
  /**
   * On a stop (SIGTERM), how long `/readyz` answers 503 `draining` before the instance closes, so the load
   * balancer has stopped sending it requests by then; the ones in flight are answered either way.
   */
  SHUTDOWN_DRAIN_MS: z
    .string()
    .regex(/^\d+$/, 'must be milliseconds')
    .transform(Number)
    .pipe(z.number().int().max(60_000, 'must be at most 60000 (a minute)'))
    .default(0),
};

type CommonEnv = z.infer<z.ZodObject<typeof commonEnvFields>>;

/** Parses the environment with a schema, or stops naming every bad variable. */
export function parseEnvironment<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(`Invalid environment:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
  return result.data;
}

/** Whether this is a developer's machine: STOREFRONT_ENV=development and NODE_ENV not production. */
export function isDevelopment(env: Pick<CommonEnv, 'STOREFRONT_ENV' | 'NODE_ENV'>): boolean {
  return env.STOREFRONT_ENV === 'development' && env.NODE_ENV !== 'production';
}

/**
 * What the common variables must not be: fault injection in production; outside
 * development, no XSRF secret or the one of this repository (anyone could make
 * a customer's browser change their account).
 */
export function commonEnvProblems(env: CommonEnv): string[] {
  const problems: string[] = [];
  if (env.FAULT_INJECTION === 'on' && (env.STOREFRONT_ENV === 'live' || env.NODE_ENV === 'production')) {
    problems.push('FAULT_INJECTION: must not be on in production (STOREFRONT_ENV=live or NODE_ENV=production)');
  }
  if (isDevelopment(env)) return problems;
  if (env.XSRF_SECRET === undefined) problems.push('XSRF_SECRET: required outside development');
  if (env.XSRF_SECRET === DEVELOPMENT_XSRF_SECRET) problems.push('XSRF_SECRET: is the development secret of this repository; set one of the shop\'s own');
  return problems;
}

/** Stops the start naming every problem, when there is one. */
export function refuseProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
}
