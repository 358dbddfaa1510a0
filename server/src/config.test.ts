import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_DIR, REPO_DIR, databaseUrlFromEnv, describeRegistry, describeRegistryStore, describeServerDatabase, readServerConfig, registryStoreFromEnv } from './config';
import { DEVELOPMENT_REGISTRY_TOKENS } from './registry/release-registry';
import { DEVELOPMENT_XSRF_SECRET } from '@storefront/server-kit/security/development-secrets';

const TOKENS = { REGISTRY_TEAM_TOKENS: 'search:team-search-0123456789', REGISTRY_OPERATOR_TOKENS: 'anna:operator-anna-0123456789' };
/** Every secret a storefront server outside development must set itself. */
const SECRETS = { ...TOKENS, XSRF_SECRET: 'xsrf-geheimnis-0123456789-abcdefghij' };

describe('readServerConfig', () => {
  it('defaults to port 3000 on 127.0.0.1, the local registry and shell build, development', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      shutdownDrainMs: 0,
      registryDir: path.join(SERVER_DIR, 'data', 'registry'),
      registryStore: { kind: 'folder', dir: path.join(SERVER_DIR, 'data', 'registry') },
      shellDist: path.join(REPO_DIR, 'shell', 'dist'),
      environment: 'development',
      serverDatabasePath: path.join(SERVER_DIR, 'data', 'server.sqlite'),
      faultInjection: false,
      trustedProxies: [],
      devRemotes: [],
      registryTokens: DEVELOPMENT_REGISTRY_TOKENS,
    });
  });

  it('reads every setting from the environment', () => {
    const config = readServerConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      REGISTRY_DIR: '/srv/registry',
      SHELL_DIST: '/srv/shell',
      STOREFRONT_ENV: 'live',
      SERVER_DATABASE_PATH: '/srv/server.sqlite',
      SHOP_API_ORIGIN: 'http://shop-api.internal:3001',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10',
      SHUTDOWN_DRAIN_MS: '5000',
      ...SECRETS,
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      shutdownDrainMs: 5000,
      registryDir: '/srv/registry',
      registryStore: { kind: 'folder', dir: '/srv/registry' },
      shellDist: '/srv/shell',
      environment: 'live',
      serverDatabasePath: '/srv/server.sqlite',
      shopApiOrigin: 'http://shop-api.internal:3001',
      faultInjection: false,
      trustedProxies: ['10.0.0.0/8', '192.0.2.10'],
      devRemotes: [],
      registryTokens: { teams: { search: 'team-search-0123456789' }, operators: { anna: 'operator-anna-0123456789' } },
      xsrfSecret: 'xsrf-geheimnis-0123456789-abcdefghij',
    });
    expect(readServerConfig({ FAULT_INJECTION: 'on' }).faultInjection).toBe(true);
    expect(readServerConfig({ SERVER_DATABASE_PATH: ':memory:' }).serverDatabasePath).toBe(':memory:');
  });

  it('fails naming every bad variable', () => {
    expect(() => readServerConfig({ PORT: 'abc', STOREFRONT_ENV: 'prod' })).toThrow(/PORT[\s\S]*STOREFRONT_ENV/);
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerConfig({ FAULT_INJECTION: 'yes' })).toThrow(/FAULT_INJECTION/);
    expect(() => readServerConfig({ SHOP_API_ORIGIN: 'ftp://shop.internal' })).toThrow(/SHOP_API_ORIGIN/);
    expect(() => readServerConfig({ SHOP_API_ORIGIN: 'http://shop.internal/api' })).toThrow(/SHOP_API_ORIGIN: must be an origin/);
    expect(() => readServerConfig({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readServerConfig({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow(/SHUTDOWN_DRAIN_MS: must be milliseconds/);
    expect(() => readServerConfig({ SHUTDOWN_DRAIN_MS: '600000' })).toThrow(/SHUTDOWN_DRAIN_MS: must be at most 60000/);
  });

  it('refuses fault injection in production', () => {
    expect(() => readServerConfig({ FAULT_INJECTION: 'on', STOREFRONT_ENV: 'live' })).toThrow(/FAULT_INJECTION: must not be on in production/);
    expect(() => readServerConfig({ FAULT_INJECTION: 'on', NODE_ENV: 'production' })).toThrow(/FAULT_INJECTION/);
    expect(readServerConfig({ FAULT_INJECTION: 'off', NODE_ENV: 'production', ...SECRETS }).faultInjection).toBe(false);
  });

  it('takes remotes from their dev servers only in development, and names a bad entry', () => {
    expect(readServerConfig({ DEV_REMOTES: 'search@http://localhost:3103/mf-manifest.json' }).devRemotes).toEqual([
      { name: 'search', entry: 'http://localhost:3103/mf-manifest.json' },
    ]);
    const dev = 'search@http://localhost:3103/mf-manifest.json';
    expect(() => readServerConfig({ DEV_REMOTES: dev, STOREFRONT_ENV: 'live', ...SECRETS })).toThrow(
      /DEV_REMOTES: only in development/,
    );
    expect(() => readServerConfig({ DEV_REMOTES: dev, STOREFRONT_ENV: 'staging' })).toThrow(/DEV_REMOTES/);
    expect(() => readServerConfig({ DEV_REMOTES: dev, NODE_ENV: 'production' })).toThrow(/DEV_REMOTES/);
    expect(() => readServerConfig({ DEV_REMOTES: 'search@https://cdn.example/mf-manifest.json' })).toThrow(/DEV_REMOTES: .*cdn\.example/);
  });

  it('refuses the development registry tokens outside development, and names a bad token', () => {
    expect(() => readServerConfig({ STOREFRONT_ENV: 'staging' })).toThrow(/REGISTRY_TEAM_TOKENS: required outside development[\s\S]*REGISTRY_OPERATOR_TOKENS/);
    expect(() => readServerConfig({ NODE_ENV: 'production' })).toThrow(/REGISTRY_OPERATOR_TOKENS/);
    expect(() => readServerConfig({ REGISTRY_TEAM_TOKENS: 'basket:0123456789abcdef' })).toThrow(/REGISTRY_TEAM_TOKENS: .*"basket" is not a remote/);
    expect(() => readServerConfig({ REGISTRY_OPERATOR_TOKENS: 'anna:short' })).toThrow(/REGISTRY_OPERATOR_TOKENS: .*shorter than 16/);
    expect(readServerConfig({ STOREFRONT_ENV: 'staging', ...SECRETS }).registryTokens.operators).toEqual({ anna: 'operator-anna-0123456789' });
  });

  it('refuses every secret of this repository outside development, however it is set', () => {
    const devOperator = `operator:${DEVELOPMENT_REGISTRY_TOKENS.operators['operator']}`;
    const devTeam = `search:${DEVELOPMENT_REGISTRY_TOKENS.teams.search}`;
    for (const environment of [{ STOREFRONT_ENV: 'staging' }, { STOREFRONT_ENV: 'live' }, { NODE_ENV: 'production' }]) {
      expect(() => readServerConfig({ ...SECRETS, ...environment, REGISTRY_OPERATOR_TOKENS: devOperator })).toThrow(/REGISTRY_OPERATOR_TOKENS: .*development token/);
      expect(() => readServerConfig({ ...SECRETS, ...environment, REGISTRY_OPERATOR_TOKENS: `anna:${DEVELOPMENT_REGISTRY_TOKENS.teams.content}` })).toThrow(/REGISTRY_OPERATOR_TOKENS: .*development token/);
      expect(() => readServerConfig({ ...SECRETS, ...environment, REGISTRY_TEAM_TOKENS: devTeam })).toThrow(/REGISTRY_TEAM_TOKENS: .*development token/);
      expect(() => readServerConfig({ ...SECRETS, ...environment, XSRF_SECRET: DEVELOPMENT_XSRF_SECRET })).toThrow(/XSRF_SECRET: .*development secret/);
      expect(() => readServerConfig({ ...SECRETS, ...environment, XSRF_SECRET: undefined })).toThrow(/XSRF_SECRET: required outside development/);
    }
    expect(() => readServerConfig({ XSRF_SECRET: 'zu-kurz' })).toThrow(/XSRF_SECRET: .*at least 32/);
  });

  it('refuses a token that stands for two principals, in any environment', () => {
    const shared = 'one-token-for-two-0123456789';
    expect(() => readServerConfig({ REGISTRY_TEAM_TOKENS: `search:${shared}`, REGISTRY_OPERATOR_TOKENS: `anna:${shared}` })).toThrow(/both a team and an operator token/);
    expect(() => readServerConfig({ REGISTRY_TEAM_TOKENS: `search:${shared},content:${shared}`, REGISTRY_OPERATOR_TOKENS: 'anna:operator-anna-0123456789' })).toThrow(/REGISTRY_TEAM_TOKENS: .*more than one/);
    expect(() => readServerConfig({ ...SECRETS, STOREFRONT_ENV: 'staging', REGISTRY_OPERATOR_TOKENS: `anna:${shared},ben:${shared}` })).toThrow(/REGISTRY_OPERATOR_TOKENS: .*more than one/);
  });

  it('keeps the state in PostgreSQL with DATABASE_URL, names where without the password, and refuses a second database setting', () => {
    const url = 'postgres://storefront:geheim@db.internal:5432/storefront';
    const config = readServerConfig({ DATABASE_URL: url });
    expect(config.databaseUrl).toBe(url);
    expect(describeServerDatabase(config)).toBe('PostgreSQL at db.internal:5432/storefront');
    expect(describeRegistry(config)).toBe(`documents in PostgreSQL at db.internal:5432/storefront, builds in ${config.registryDir}`);
    expect(readServerConfig({}).databaseUrl).toBeUndefined();
    expect(describeRegistry(readServerConfig({}))).toBe(readServerConfig({}).registryDir);
    expect(databaseUrlFromEnv({ DATABASE_URL: url, PORT: 'not checked here' })).toBe(url);
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://db.internal/storefront' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => databaseUrlFromEnv({ DATABASE_URL: 'server.sqlite' })).toThrow(/DATABASE_URL/);
    expect(() => readServerConfig({ DATABASE_URL: url, SERVER_DATABASE_PATH: '/srv/server.sqlite' })).toThrow(/SERVER_DATABASE_PATH: only without DATABASE_URL/);
  });

  it('keeps the registry in the folder by default, and in an S3-compatible store with REGISTRY_STORE=s3', () => {
    const s3 = {
      REGISTRY_STORE: 's3',
      REGISTRY_S3_BUCKET: 'storefront-registry',
      REGISTRY_S3_PREFIX: 'shop/registry/',
      REGISTRY_S3_ENDPOINT: 'http://127.0.0.1:9000',
      REGISTRY_S3_REGION: 'eu-central-1',
      REGISTRY_S3_FORCE_PATH_STYLE: 'true',
      REGISTRY_S3_ACCESS_KEY_ID: 'registry',
      REGISTRY_S3_SECRET_ACCESS_KEY: 'registry-secret',
    };
    const store = {
      kind: 's3',
      bucket: 'storefront-registry',
      prefix: 'shop/registry/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'registry', secretAccessKey: 'registry-secret' },
    };
    expect(readServerConfig(s3).registryStore).toEqual(store);
    expect(registryStoreFromEnv({ ...s3, PORT: 'not checked here' })).toEqual(store);
    // The least: a bucket on AWS, its region's default, virtual-host URLs, the SDK's own credentials.
    expect(registryStoreFromEnv({ REGISTRY_STORE: 's3', REGISTRY_S3_BUCKET: 'shop' })).toEqual({
      kind: 's3',
      bucket: 'shop',
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(describeRegistryStore(store as never)).toBe('s3://storefront-registry/shop/registry/ at http://127.0.0.1:9000');
    expect(describeRegistryStore(store as never)).not.toContain('registry-secret');
    expect(registryStoreFromEnv({})).toEqual({ kind: 'folder', dir: path.join(SERVER_DIR, 'data', 'registry') });
  });

  it('names each bad setting of the object store, and S3 settings without REGISTRY_STORE=s3', () => {
    expect(() => readServerConfig({ REGISTRY_STORE: 's3' })).toThrow(/REGISTRY_S3_BUCKET: required with REGISTRY_STORE=s3/);
    expect(() => readServerConfig({ REGISTRY_STORE: 'nfs' })).toThrow(/REGISTRY_STORE/);
    const bad = () =>
      registryStoreFromEnv({
        REGISTRY_STORE: 's3',
        REGISTRY_S3_BUCKET: 'Not_A_Bucket',
        REGISTRY_S3_PREFIX: '/registry',
        REGISTRY_S3_ENDPOINT: 'ftp://store.example',
        REGISTRY_S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(bad).toThrow(/REGISTRY_S3_BUCKET: must be an S3 bucket name/);
    expect(bad).toThrow(/REGISTRY_S3_PREFIX: must be empty or path segments/);
    expect(bad).toThrow(/REGISTRY_S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    expect(bad).toThrow(/REGISTRY_S3_FORCE_PATH_STYLE/);
    expect(() => registryStoreFromEnv({ REGISTRY_STORE: 's3', REGISTRY_S3_BUCKET: 'shop', REGISTRY_S3_ACCESS_KEY_ID: 'registry' })).toThrow(
      /REGISTRY_S3_SECRET_ACCESS_KEY: required with the other half of the key pair/,
    );
    expect(() => readServerConfig({ REGISTRY_S3_BUCKET: 'shop' })).toThrow(/REGISTRY_S3_BUCKET: only with REGISTRY_STORE=s3/);
  });
});
