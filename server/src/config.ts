import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import type { Environment } from '@storefront/server-kit/environment';
import { describeIssues } from '@storefront/server-kit/describe-issues';
import { devRemotesSchema, type DevRemote } from './registry/dev-remotes';
import { DEVELOPMENT_REGISTRY_TOKENS, operatorTokensSchema, teamTokensSchema, type RegistryTokens } from './registry/release-registry';
import { commonEnvFields, commonEnvProblems, databaseUrlField, isDevelopment, parseEnvironment, portField, refuseProblems } from '@storefront/server-kit/config/env-fields';

/** The server package folder and the repository root, independent of the working directory. */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_DIR = path.resolve(SERVER_DIR, '..');

/** Where published remote builds live unless REGISTRY_DIR says otherwise. */
export const DEFAULT_REGISTRY_DIR = path.join(SERVER_DIR, 'data', 'registry');

/** The server's own SQLite database unless SERVER_DATABASE_PATH says otherwise (':memory:' keeps nothing). */
export const DEFAULT_SERVER_DATABASE_PATH = path.join(SERVER_DIR, 'data', 'server.sqlite');

/**
 * The server's database for the commands (publish, rollout): `DATABASE_URL` when the instances keep their
 * state on PostgreSQL, which then holds the registry's documents and audit log.
 */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const result = z.object({ DATABASE_URL: databaseUrlField }).safeParse(env);
  if (!result.success) throw new InvalidEnvironmentError(`Invalid environment:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
  return result.data.DATABASE_URL;
}

/**
 * Where the registry is kept: the local folder (`REGISTRY_DIR`, the default),
 * or an S3-compatible object store (`REGISTRY_STORE=s3`), which several server
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

/** A PostgreSQL URL as logs may show it: host, port and database, never the user's password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
}

/** Where the server's own state is, for the start's log line. */
export function describeServerDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'serverDatabasePath'>): string {
  return config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : config.serverDatabasePath;
}

/** Where the registry is, for the start's log line: its documents move to the database with DATABASE_URL. */
export function describeRegistry(config: Pick<ServerConfig, 'databaseUrl' | 'registryStore'>): string {
  const files = describeRegistryStore(config.registryStore);
  return config.databaseUrl ? `documents in ${describeDatabaseUrl(config.databaseUrl)}, builds in ${files}` : files;
}

const serverEnvSchema = z.intersection(
  z.object({
    PORT: portField.default(3000),
    ...commonEnvFields,
    SHELL_DIST: z.string().min(1).default(path.join(REPO_DIR, 'shell', 'dist')),
    SERVER_DATABASE_PATH: z.string().min(1).default(DEFAULT_SERVER_DATABASE_PATH),
    DATABASE_URL: databaseUrlField,
    SHOP_API_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' })
      .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, 'must be an origin, without a path or query')
      .optional(),
    DEV_REMOTES: devRemotesSchema.default([]),
    REGISTRY_TEAM_TOKENS: teamTokensSchema.optional(),
    REGISTRY_OPERATOR_TOKENS: operatorTokensSchema.optional(),
  }),
  registryStoreSchema,
);

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** On a stop, how long `/readyz` says draining before the instance closes (SHUTDOWN_DRAIN_MS). */
  readonly shutdownDrainMs: number;
  /** The registry folder (REGISTRY_DIR); the registry is there unless `registryStore` is an object store. */
  readonly registryDir: string;
  readonly registryStore: RegistryStore;
  readonly shellDist: string;
  readonly environment: Environment;
  /** The server's own SQLite database (operators' sessions, attempt counts): a file path, or ':memory:'; not used with `databaseUrl`. */
  readonly serverDatabasePath: string;
  /**
   * PostgreSQL (DATABASE_URL), which several instances share: their sessions, attempt counts, Idempotency-Key
   * records, and the registry's documents and audit log (its builds stay in the folder or object store).
   */
  readonly databaseUrl?: string;
  /** The shop API's origin (SHOP_API_ORIGIN); without it the shop API runs in the same process (`pnpm start`). */
  readonly shopApiOrigin?: string;
  /** The test-only fault injection endpoints (`/__test/...`); never in production. */
  readonly faultInjection: boolean;
  /** Remotes served by their dev servers instead of the registry (`pnpm dev`); development only. */
  readonly devRemotes: readonly DevRemote[];
  /** The release API's team and operator tokens; the development defaults only in development. */
  readonly registryTokens: RegistryTokens;
  /** The secret of the XSRF tokens, the shop API's; required outside development, the development secret otherwise. */
  readonly xsrfSecret?: string;
  /** The proxies whose X-Forwarded-For names the client. */
  readonly trustedProxies: readonly string[];
}

const DEVELOPMENT_TOKENS: ReadonlySet<string> = new Set([
  ...Object.values(DEVELOPMENT_REGISTRY_TOKENS.teams),
  ...Object.values(DEVELOPMENT_REGISTRY_TOKENS.operators),
]);

/**
 * The release API's tokens: each principal its own token in any environment;
 * outside development both lists set, and none of them a token of this repository
 * (anyone could publish and roll out).
 */
function tokenProblems(
  development: boolean,
  teams: Partial<Record<string, string>> | undefined,
  operators: Record<string, string> | undefined,
): string[] {
  const problems: string[] = [];
  const teamTokens = Object.values(teams ?? {}).filter((token): token is string => token !== undefined);
  const operatorTokens = Object.values(operators ?? {});
  const repeated = (tokens: readonly string[]) => new Set(tokens).size !== tokens.length;
  if (repeated(teamTokens)) problems.push('REGISTRY_TEAM_TOKENS: a token is given to more than one team');
  if (repeated(operatorTokens)) problems.push('REGISTRY_OPERATOR_TOKENS: a token is given to more than one operator');
  if (teamTokens.some((token) => operatorTokens.includes(token))) {
    problems.push('REGISTRY_OPERATOR_TOKENS: a token is both a team and an operator token; give each principal its own');
  }
  if (development) return problems;
  if (teams === undefined) problems.push('REGISTRY_TEAM_TOKENS: required outside development');
  if (operators === undefined || Object.keys(operators).length === 0) problems.push('REGISTRY_OPERATOR_TOKENS: required outside development');
  if (teamTokens.some((token) => DEVELOPMENT_TOKENS.has(token))) problems.push('REGISTRY_TEAM_TOKENS: holds a development token of this repository');
  if (operatorTokens.some((token) => DEVELOPMENT_TOKENS.has(token))) problems.push('REGISTRY_OPERATOR_TOKENS: holds a development token of this repository');
  return problems;
}

/** The storefront server's settings from the environment; a bad or missing one stops the start, named. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = parseEnvironment(serverEnvSchema, env);
  const development = isDevelopment(parsed);
  refuseProblems([
    ...commonEnvProblems(parsed),
    // A deployed shop always loads its remotes from the registry, as the rollout rules say.
    ...(parsed.DEV_REMOTES.length > 0 && !development ? ['DEV_REMOTES: only in development (STOREFRONT_ENV=development, NODE_ENV not production)'] : []),
    ...tokenProblems(development, parsed.REGISTRY_TEAM_TOKENS, parsed.REGISTRY_OPERATOR_TOKENS),
    ...(parsed.DATABASE_URL !== undefined && env['SERVER_DATABASE_PATH'] !== undefined
      ? ['SERVER_DATABASE_PATH: only without DATABASE_URL (the server keeps its state in PostgreSQL then)']
      : []),
  ]);
  const { PORT, HOST, REGISTRY_DIR, SHELL_DIST, STOREFRONT_ENV, SERVER_DATABASE_PATH, SHOP_API_ORIGIN, FAULT_INJECTION, XSRF_SECRET, TRUSTED_PROXIES, DEV_REMOTES } = parsed;
  return {
    port: PORT,
    host: HOST,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    registryDir: path.resolve(REGISTRY_DIR),
    registryStore: registryStoreOf(parsed),
    shellDist: path.resolve(SHELL_DIST),
    environment: STOREFRONT_ENV,
    serverDatabasePath: SERVER_DATABASE_PATH === ':memory:' ? SERVER_DATABASE_PATH : path.resolve(SERVER_DATABASE_PATH),
    ...(parsed.DATABASE_URL === undefined ? {} : { databaseUrl: parsed.DATABASE_URL }),
    ...(SHOP_API_ORIGIN === undefined ? {} : { shopApiOrigin: new URL(SHOP_API_ORIGIN).origin }),
    faultInjection: FAULT_INJECTION === 'on',
    trustedProxies: TRUSTED_PROXIES,
    devRemotes: DEV_REMOTES,
    registryTokens: {
      teams: parsed.REGISTRY_TEAM_TOKENS ?? DEVELOPMENT_REGISTRY_TOKENS.teams,
      operators:
        parsed.REGISTRY_OPERATOR_TOKENS && Object.keys(parsed.REGISTRY_OPERATOR_TOKENS).length > 0 ? parsed.REGISTRY_OPERATOR_TOKENS : DEVELOPMENT_REGISTRY_TOKENS.operators,
    },
    ...(XSRF_SECRET === undefined ? {} : { xsrfSecret: XSRF_SECRET }),
  };
}
