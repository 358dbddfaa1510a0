import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { environmentSchema } from '@storefront/shared/platform/schemas';
import type { Environment } from '../kit/environment';
import { describeIssues } from '../kit/describe-issues';
import { devRemotesSchema, type DevRemote } from './registry/dev-remotes';
import { DEVELOPMENT_REGISTRY_TOKENS, operatorTokensSchema, teamTokensSchema, type RegistryTokens } from './registry/release-registry';
import { DEVELOPMENT_WEBHOOK_SECRET, DEVELOPMENT_XSRF_SECRET } from '../kit/security/development-secrets';

/** The backend package folder and the repository root, independent of the working directory. */
export const BACKEND_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_DIR = path.resolve(BACKEND_DIR, '..');

/** Where published remote builds live unless REGISTRY_DIR says otherwise. */
export const DEFAULT_REGISTRY_DIR = path.join(BACKEND_DIR, 'data', 'registry');

/** The shop's SQLite database unless DATABASE_PATH says otherwise (':memory:' keeps nothing). */
export const DEFAULT_DATABASE_PATH = path.join(BACKEND_DIR, 'data', 'shop.sqlite');

/** The registry folder for the publish commands, which need nothing else from the environment. */
export function registryDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env['REGISTRY_DIR'] || DEFAULT_REGISTRY_DIR);
}

/**
 * Where the registry is kept: the local folder (`REGISTRY_DIR`, the default),
 * or an S3-compatible object store (`REGISTRY_STORE=s3`), which several backend
 * instances share.
 */
export type RegistryStore =
  | { readonly kind: 'folder'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** '' or a key prefix ending in '/'. */
      readonly prefix: string;
      readonly endpoint?: string;
      readonly region: string;
      readonly forcePathStyle: boolean;
      /** Without them the AWS SDK's default chain (AWS_* variables, the instance's role, …). */
      readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
    };

/** S3's bucket naming rules: 3–63 characters, lower-case letters, digits, dots and hyphens, a letter or digit at either end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const registryStoreSchema = z
  .object({
    REGISTRY_STORE: z.enum(['folder', 's3']).default('folder'),
    REGISTRY_DIR: z.string().min(1).default(DEFAULT_REGISTRY_DIR),
    REGISTRY_S3_BUCKET: z.string().regex(BUCKET_NAME, 'must be an S3 bucket name (3–63 of a-z, 0-9, ".", "-")').optional(),
    REGISTRY_S3_PREFIX: z
      .string()
      .regex(/^(?:[A-Za-z0-9!_.*'()-]+\/)*$/, 'must be empty or path segments each ending in "/" (registry/), without a leading "/"')
      .optional(),
    REGISTRY_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    REGISTRY_S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-central-1').optional(),
    REGISTRY_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    REGISTRY_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    REGISTRY_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((env, context) => {
    const s3Variables = Object.entries(env).filter(([name, value]) => name.startsWith('REGISTRY_S3_') && value !== undefined);
    if (env.REGISTRY_STORE !== 's3') {
      for (const [name] of s3Variables) context.addIssue({ code: 'custom', path: [name], message: 'only with REGISTRY_STORE=s3' });
      return;
    }
    if (env.REGISTRY_S3_BUCKET === undefined) context.addIssue({ code: 'custom', path: ['REGISTRY_S3_BUCKET'], message: 'required with REGISTRY_STORE=s3' });
    if ((env.REGISTRY_S3_ACCESS_KEY_ID === undefined) !== (env.REGISTRY_S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = env.REGISTRY_S3_ACCESS_KEY_ID === undefined ? 'REGISTRY_S3_ACCESS_KEY_ID' : 'REGISTRY_S3_SECRET_ACCESS_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'required with the other half of the key pair (or neither: the AWS default credentials)' });
    }
  });

function registryStoreOf(parsed: z.infer<typeof registryStoreSchema>): RegistryStore {
  if (parsed.REGISTRY_STORE === 'folder') return { kind: 'folder', dir: path.resolve(parsed.REGISTRY_DIR) };
  return {
    kind: 's3',
    bucket: parsed.REGISTRY_S3_BUCKET ?? '',
    prefix: parsed.REGISTRY_S3_PREFIX ?? '',
    region: parsed.REGISTRY_S3_REGION ?? 'us-east-1',
    forcePathStyle: parsed.REGISTRY_S3_FORCE_PATH_STYLE === 'true',
    ...(parsed.REGISTRY_S3_ENDPOINT ? { endpoint: parsed.REGISTRY_S3_ENDPOINT } : {}),
    ...(parsed.REGISTRY_S3_ACCESS_KEY_ID && parsed.REGISTRY_S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: parsed.REGISTRY_S3_ACCESS_KEY_ID, secretAccessKey: parsed.REGISTRY_S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/** A bad setting in the environment; its message names each bad variable (a command prints it as it is). */
export class InvalidEnvironmentError extends Error {
  override readonly name = 'InvalidEnvironmentError';
}

/** The registry store for the registry commands, which need nothing else from the environment; a bad setting throws, naming it. */
export function registryStoreFromEnv(env: NodeJS.ProcessEnv = process.env): RegistryStore {
  const result = registryStoreSchema.safeParse(env);
  if (!result.success) throw new InvalidEnvironmentError(`Invalid environment:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
  return registryStoreOf(result.data);
}

/** How a registry store is named in logs and command output (never with its credentials). */
export function describeRegistryStore(store: RegistryStore): string {
  if (store.kind === 'folder') return store.dir;
  return `s3://${store.bucket}/${store.prefix}${store.endpoint ? ` at ${store.endpoint}` : ''}`;
}



/** Idle minutes until a session expires: 30, what shops commonly use; the spec names the expiry but not its length (doc 1 §4). */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;

const serverEnvSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(65535))
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(65535))
    .optional(),
  SHELL_DIST: z.string().min(1).default(path.join(REPO_DIR, 'shell', 'dist')),
  STOREFRONT_ENV: z._default(environmentSchema, 'development'),
  DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH),
  SESSION_IDLE_MINUTES: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of minutes')
    .transform(Number)
    .pipe(z.number().int().min(1).max(24 * 60))
    .default(DEFAULT_SESSION_IDLE_MINUTES),
  FAULT_INJECTION: z.enum(['on', 'off']).default('off'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  XSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CLIENT_RATE_LIMIT_SCALE: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .default(1),
  TRUSTED_PROXIES: z
    .string()
    .transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be IP addresses or CIDR ranges, comma-separated' })))
    .default([]),
  DEV_REMOTES: devRemotesSchema.default([]),
  REGISTRY_TEAM_TOKENS: teamTokensSchema.optional(),
  REGISTRY_OPERATOR_TOKENS: operatorTokensSchema.optional(),
  NODE_ENV: z.string().optional(),
});
const envSchema = z.intersection(serverEnvSchema, registryStoreSchema);


export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** In development, the port shoppers reach the shop on (PUBLIC_PORT, else PORT): the port of mailed links. */
  readonly publicPort: number;
  /** The registry folder (REGISTRY_DIR); the registry is there unless `registryStore` is an object store. */
  readonly registryDir: string;
  readonly registryStore: RegistryStore;
  readonly shellDist: string;
  readonly environment: Environment;
  /** A file path, or ':memory:'. */
  readonly databasePath: string;
  /** A session unused for this long ends (doc 1 §4: the sessionExpired cookie). */
  readonly sessionIdleMinutes: number;
  /** The test-only fault injection endpoints (`/__test/...`); never in production. */
  readonly faultInjection: boolean;
  /** The local payment provider's webhook secret; required outside development, the development secret there. */
  readonly paymentWebhookSecret?: string;
  /** Remotes served by their dev servers instead of the registry (`pnpm dev`); development only. */
  readonly devRemotes: readonly DevRemote[];
  /** The release API's team and operator tokens; the development defaults only in development. */
  readonly registryTokens: RegistryTokens;
  /** The secret of the XSRF tokens; required outside development, the development secret otherwise. */
  readonly xsrfSecret?: string;
  /** Multiplies the per-client attempt limits (security/attempt-limits.ts). */
  readonly clientRateLimitScale: number;
  /** The proxies whose X-Forwarded-For names the client. */
  readonly trustedProxies: readonly string[];
}

/** Every token of the development defaults: refused anywhere but development, whichever principal names it. */
const DEVELOPMENT_TOKENS: ReadonlySet<string> = new Set([
  ...Object.values(DEVELOPMENT_REGISTRY_TOKENS.teams),
  ...Object.values(DEVELOPMENT_REGISTRY_TOKENS.operators),
]);

/**
 * What is wrong with the secrets of this environment, one line per variable.
 * Outside development every secret is the shop's own: set, and none of the
 * values in this repository. In any environment a token names one principal:
 * a token that is a team's and an operator's, or two teams', would make the
 * audit log name the wrong actor and let a team change rollout rules.
 */
function secretProblems(
  development: boolean,
  secrets: {
    readonly PAYMENT_WEBHOOK_SECRET: string | undefined;
    readonly XSRF_SECRET: string | undefined;
    readonly REGISTRY_TEAM_TOKENS: Partial<Record<string, string>> | undefined;
    readonly REGISTRY_OPERATOR_TOKENS: Record<string, string> | undefined;
  },
): string[] {
  const problems: string[] = [];
  const teamTokens = Object.values(secrets.REGISTRY_TEAM_TOKENS ?? {}).filter((token): token is string => token !== undefined);
  const operatorTokens = Object.values(secrets.REGISTRY_OPERATOR_TOKENS ?? {});
  const repeated = (tokens: readonly string[]) => new Set(tokens).size !== tokens.length;
  if (repeated(teamTokens)) problems.push('REGISTRY_TEAM_TOKENS: a token is given to more than one team');
  if (repeated(operatorTokens)) problems.push('REGISTRY_OPERATOR_TOKENS: a token is given to more than one operator');
  if (teamTokens.some((token) => operatorTokens.includes(token))) {
    problems.push('REGISTRY_OPERATOR_TOKENS: a token is both a team and an operator token; give each principal its own');
  }
  if (development) return problems;
  const required = { PAYMENT_WEBHOOK_SECRET: secrets.PAYMENT_WEBHOOK_SECRET, XSRF_SECRET: secrets.XSRF_SECRET };
  for (const [name, value] of Object.entries(required)) if (value === undefined) problems.push(`${name}: required outside development`);
  if (secrets.PAYMENT_WEBHOOK_SECRET === DEVELOPMENT_WEBHOOK_SECRET) problems.push('PAYMENT_WEBHOOK_SECRET: is the development secret of this repository; set one of the shop\'s own');
  if (secrets.XSRF_SECRET === DEVELOPMENT_XSRF_SECRET) problems.push('XSRF_SECRET: is the development secret of this repository; set one of the shop\'s own');
  if (teamTokens.some((token) => DEVELOPMENT_TOKENS.has(token))) problems.push('REGISTRY_TEAM_TOKENS: holds a development token of this repository');
  if (operatorTokens.some((token) => DEVELOPMENT_TOKENS.has(token))) problems.push('REGISTRY_OPERATOR_TOKENS: holds a development token of this repository');
  return problems;
}

/**
 * Reads the server's settings from the environment once at start-up and fails
 * loudly, naming every bad variable (STYLE: config is zod-checked once).
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid environment:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
  }
  const {
    PORT,
    HOST,
    PUBLIC_PORT,
    REGISTRY_DIR,
    SHELL_DIST,
    STOREFRONT_ENV,
    DATABASE_PATH,
    SESSION_IDLE_MINUTES,
    FAULT_INJECTION,
    PAYMENT_WEBHOOK_SECRET,
    XSRF_SECRET,
    CLIENT_RATE_LIMIT_SCALE,
    TRUSTED_PROXIES,
    DEV_REMOTES,
    REGISTRY_TEAM_TOKENS,
    REGISTRY_OPERATOR_TOKENS,
    NODE_ENV,
  } = result.data;
  if (FAULT_INJECTION === 'on' && (STOREFRONT_ENV === 'live' || NODE_ENV === 'production')) {
    throw new Error(
      'Invalid environment:\n  FAULT_INJECTION: must not be on in production (STOREFRONT_ENV=live or NODE_ENV=production)',
    );
  }
  // A deployed shop always loads its remotes from the registry, as the rollout rules say.
  if (DEV_REMOTES.length > 0 && (STOREFRONT_ENV !== 'development' || NODE_ENV === 'production')) {
    throw new Error(
      'Invalid environment:\n  DEV_REMOTES: only in development (STOREFRONT_ENV=development, NODE_ENV not production)',
    );
  }
  // The development secrets and tokens are in this repository: anywhere else they would let anyone forge a
  // payment, publish and roll out, or make a customer's browser change their account.
  const development = STOREFRONT_ENV === 'development' && NODE_ENV !== 'production';
  const missingTokens = [
    ...(REGISTRY_TEAM_TOKENS === undefined ? ['REGISTRY_TEAM_TOKENS'] : []),
    ...(REGISTRY_OPERATOR_TOKENS === undefined || Object.keys(REGISTRY_OPERATOR_TOKENS).length === 0 ? ['REGISTRY_OPERATOR_TOKENS'] : []),
  ];
  const problems = [
    ...(development ? [] : missingTokens.map((name) => `${name}: required outside development`)),
    ...secretProblems(development, { PAYMENT_WEBHOOK_SECRET, XSRF_SECRET, REGISTRY_TEAM_TOKENS, REGISTRY_OPERATOR_TOKENS }),
  ];
  if (problems.length > 0) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    port: PORT,
    host: HOST,
    publicPort: PUBLIC_PORT ?? PORT,
    registryDir: path.resolve(REGISTRY_DIR),
    registryStore: registryStoreOf(result.data),
    shellDist: path.resolve(SHELL_DIST),
    environment: STOREFRONT_ENV,
    databasePath: DATABASE_PATH === ':memory:' ? DATABASE_PATH : path.resolve(DATABASE_PATH),
    sessionIdleMinutes: SESSION_IDLE_MINUTES,
    faultInjection: FAULT_INJECTION === 'on',
    clientRateLimitScale: CLIENT_RATE_LIMIT_SCALE,
    trustedProxies: TRUSTED_PROXIES,
    devRemotes: DEV_REMOTES,
    registryTokens: {
      teams: REGISTRY_TEAM_TOKENS ?? DEVELOPMENT_REGISTRY_TOKENS.teams,
      operators: REGISTRY_OPERATOR_TOKENS && Object.keys(REGISTRY_OPERATOR_TOKENS).length > 0 ? REGISTRY_OPERATOR_TOKENS : DEVELOPMENT_REGISTRY_TOKENS.operators,
    },
    ...(PAYMENT_WEBHOOK_SECRET === undefined ? {} : { paymentWebhookSecret: PAYMENT_WEBHOOK_SECRET }),
    ...(XSRF_SECRET === undefined ? {} : { xsrfSecret: XSRF_SECRET }),
  };
}
