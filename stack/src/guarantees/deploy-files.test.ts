// The deployment files (compose.yaml at the repository's root) cannot run in CI: there is no container engine.
// What can be checked here is what would make them wrong: each house's settings are ones its start accepts
// (a misspelt variable or a bad value stops the start, as it would in the container), and each house runs the
// command the many-machines setup runs (scripts/many-machines.mjs), which the end-to-end suite proves.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readServerConfig } from '@storefront/server/config';
import { readShopApiConfig } from '@storefront/shop-api/platform/shop-api-config';

const REPO = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));

interface Service {
  readonly working_dir?: string;
  readonly command?: readonly string[];
  readonly environment?: Readonly<Record<string, string>>;
}
const compose = parse(readFileSync(REPO('compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

/** What an operator puts in deploy/.env: one valid value of their own per variable the file asks for. */
const OPERATOR_VALUES: Record<string, string> = {
  POSTGRES_PASSWORD: 'postgres-passwort-0123456789',
  XSRF_SECRET: 'xsrf-geheimnis-des-shops-0123456789-abcdef',
  PAYMENT_WEBHOOK_SECRET: 'webhook-geheimnis-0123456789',
  REGISTRY_TEAM_TOKENS: 'search:team-search-0123456789,content:team-content-0123456789',
  REGISTRY_OPERATOR_TOKENS: 'anna:operator-anna-0123456789',
  S3_ACCESS_KEY: 'storefront-access',
  S3_SECRET_KEY: 'storefront-secret-0123456789',
};

/** The environment a container gets: `${NAME:?…}` and `${NAME}` filled in from the operator's values. */
function environmentOf(service: Service): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(service.environment ?? {})) {
    filled[name] = String(value).replace(/\$\{([A-Z0-9_]+)(?::\?[^}]*)?\}/g, (_match, variable: string) => {
      const given = OPERATOR_VALUES[variable];
      if (given === undefined) throw new Error(`compose.yaml asks for ${variable}, which deploy/.env.example does not list`);
      return given;
    });
  }
  return { ...filled, NODE_ENV: 'production' };
}

describe('the deployment files', () => {
  const houses = Object.entries(compose.services).filter(([, service]) => service.working_dir?.startsWith('/app/'));

  it('list every variable they ask the operator for in deploy/.env.example', () => {
    const example = readFileSync(REPO('deploy/.env.example'), 'utf8');
    const asked = new Set([...readFileSync(REPO('compose.yaml'), 'utf8').matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]));
    for (const variable of asked) expect(example, variable).toMatch(new RegExp(`^${variable}=`, 'm'));
  });

  it('give each storefront server instance settings its start accepts: PostgreSQL, the object store, the shop API', () => {
    const servers = houses.filter(([name, service]) => service.working_dir === '/app/server' && name !== 'publish');
    expect(servers.map(([name]) => name)).toEqual(['server-1', 'server-2']);
    for (const [, service] of servers) {
      const config = readServerConfig(environmentOf(service));
      expect(config.databaseUrl).toMatch(/^postgres:\/\/storefront:.+@postgres:5432\/storefront$/);
      expect(config.registryStore).toMatchObject({ kind: 's3', bucket: 'storefront-registry', endpoint: 'http://minio:9000', forcePathStyle: true });
      expect(config.shopApiOrigin).toBe('http://shop-api:3001');
      expect(config.environment).toBe('staging');
      expect(config.shutdownDrainMs).toBeGreaterThan(0);
    }
  });

  it('give the shop API settings its start accepts', () => {
    const config = readShopApiConfig(environmentOf(compose.services['shop-api']!));
    expect(config.port).toBe(3001);
    expect(config.databasePath).toBe('/data/shop.sqlite');
    expect(config.trustedProxies).toEqual(['172.28.0.0/16']);
  });

  it('run each house with the command the many-machines setup runs', () => {
    const command = ['node', '--import', 'tsx', 'src/main.ts'];
    expect(compose.services['shop-api']?.command).toEqual(command);
    expect(compose.services['server-1']?.command).toEqual(command);
    expect(compose.services['publish']?.command).toEqual(['node', '--import', 'tsx', 'src/registry/publish-local.ts']);
    const setup = readFileSync(REPO('scripts/many-machines.mjs'), 'utf8');
    expect(setup).toContain("spawn(process.execPath, ['--import', 'tsx', path.join(REPO_DIR, name, 'src', 'main.ts')]");
    expect(setup).toContain("'registry:publish-local'");
  });
});
