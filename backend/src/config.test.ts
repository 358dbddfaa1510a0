import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_DIR, REPO_DIR, describeRegistryStore, readServerConfig, registryDirFromEnv, registryStoreFromEnv } from './config';
import { DEVELOPMENT_REGISTRY_TOKENS } from './registry/release-registry';

const TOKENS = { REGISTRY_TEAM_TOKENS: 'search:team-search-0123456789', REGISTRY_OPERATOR_TOKENS: 'anna:operator-anna-0123456789' };

describe('readServerConfig', () => {
  it('defaults to port 3000 on 127.0.0.1, the local registry and shell build, development', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      registryDir: path.join(BACKEND_DIR, 'data', 'registry'),
      registryStore: { kind: 'folder', dir: path.join(BACKEND_DIR, 'data', 'registry') },
      shellDist: path.join(REPO_DIR, 'shell', 'dist'),
      environment: 'development',
      databasePath: path.join(BACKEND_DIR, 'data', 'shop.sqlite'),
      sessionIdleMinutes: 30,
      faultInjection: false,
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
      DATABASE_PATH: '/srv/shop.sqlite',
      SESSION_IDLE_MINUTES: '45',
      PAYMENT_WEBHOOK_SECRET: 'geheim-und-lang-genug',
      ...TOKENS,
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      registryDir: '/srv/registry',
      registryStore: { kind: 'folder', dir: '/srv/registry' },
      shellDist: '/srv/shell',
      environment: 'live',
      databasePath: '/srv/shop.sqlite',
      sessionIdleMinutes: 45,
      faultInjection: false,
      devRemotes: [],
      registryTokens: { teams: { search: 'team-search-0123456789' }, operators: { anna: 'operator-anna-0123456789' } },
      paymentWebhookSecret: 'geheim-und-lang-genug',
    });
    expect(readServerConfig({ FAULT_INJECTION: 'on' }).faultInjection).toBe(true);
    expect(readServerConfig({ DATABASE_PATH: ':memory:' }).databasePath).toBe(':memory:');
  });

  it('fails naming every bad variable', () => {
    expect(() => readServerConfig({ PORT: 'abc', STOREFRONT_ENV: 'prod' })).toThrow(/PORT[\s\S]*STOREFRONT_ENV/);
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readServerConfig({ FAULT_INJECTION: 'yes' })).toThrow(/FAULT_INJECTION/);
  });

  it('refuses fault injection in production', () => {
    expect(() => readServerConfig({ FAULT_INJECTION: 'on', STOREFRONT_ENV: 'live' })).toThrow(/FAULT_INJECTION: must not be on in production/);
    expect(() => readServerConfig({ FAULT_INJECTION: 'on', NODE_ENV: 'production' })).toThrow(/FAULT_INJECTION/);
    expect(readServerConfig({ FAULT_INJECTION: 'off', NODE_ENV: 'production', ...TOKENS }).faultInjection).toBe(false);
  });

  it('takes remotes from their dev servers only in development, and names a bad entry', () => {
    expect(readServerConfig({ DEV_REMOTES: 'search@http://localhost:3103/mf-manifest.json' }).devRemotes).toEqual([
      { name: 'search', entry: 'http://localhost:3103/mf-manifest.json' },
    ]);
    const dev = 'search@http://localhost:3103/mf-manifest.json';
    expect(() => readServerConfig({ DEV_REMOTES: dev, STOREFRONT_ENV: 'live', PAYMENT_WEBHOOK_SECRET: 'geheim-und-lang-genug' })).toThrow(
      /DEV_REMOTES: only in development/,
    );
    expect(() => readServerConfig({ DEV_REMOTES: dev, STOREFRONT_ENV: 'staging' })).toThrow(/DEV_REMOTES/);
    expect(() => readServerConfig({ DEV_REMOTES: dev, NODE_ENV: 'production' })).toThrow(/DEV_REMOTES/);
    expect(() => readServerConfig({ DEV_REMOTES: 'search@https://cdn.example/mf-manifest.json' })).toThrow(/DEV_REMOTES: .*cdn\.example/);
  });

  it('refuses a live shop without its own payment webhook secret, and a short secret anywhere', () => {
    expect(() => readServerConfig({ STOREFRONT_ENV: 'live' })).toThrow(/PAYMENT_WEBHOOK_SECRET: required in production/);
    expect(() => readServerConfig({ PAYMENT_WEBHOOK_SECRET: 'kurz' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(readServerConfig({}).paymentWebhookSecret).toBeUndefined();
  });

  it('refuses the development registry tokens outside development, and names a bad token', () => {
    expect(() => readServerConfig({ STOREFRONT_ENV: 'staging' })).toThrow(/REGISTRY_TEAM_TOKENS: required outside development[\s\S]*REGISTRY_OPERATOR_TOKENS/);
    expect(() => readServerConfig({ NODE_ENV: 'production' })).toThrow(/REGISTRY_OPERATOR_TOKENS/);
    expect(() => readServerConfig({ REGISTRY_TEAM_TOKENS: 'basket:0123456789abcdef' })).toThrow(/REGISTRY_TEAM_TOKENS: .*"basket" is not a remote/);
    expect(() => readServerConfig({ REGISTRY_OPERATOR_TOKENS: 'anna:short' })).toThrow(/REGISTRY_OPERATOR_TOKENS: .*shorter than 16/);
    expect(readServerConfig({ STOREFRONT_ENV: 'staging', ...TOKENS }).registryTokens.operators).toEqual({ anna: 'operator-anna-0123456789' });
  });

  it('lets the publish commands find the registry without the server settings', () => {
    expect(registryDirFromEnv({ PORT: 'not checked here' })).toBe(path.join(BACKEND_DIR, 'data', 'registry'));
    expect(registryDirFromEnv({ REGISTRY_DIR: '/srv/registry' })).toBe('/srv/registry');
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
    expect(registryStoreFromEnv({})).toEqual({ kind: 'folder', dir: path.join(BACKEND_DIR, 'data', 'registry') });
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
