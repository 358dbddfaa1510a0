import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { createApiClient, XSRF_COOKIE, XSRF_HEADER, type ApiClient } from '@storefront/shared/platform/api';
import { buildStack, type AppOptions } from '../app';
import type { Operation } from '@storefront/shared/platform/api';
import { registeredRoutes, type RegisteredRoute } from '../kit/operations/route-table';
import { SHOP_API_PATHS } from '../server/shop-api/pass-through';
import type { Environment } from '../kit/environment';
import { openSeededShopStore } from '../shop/platform/seed-shop';
import type { ShopStore } from '../shop/platform/shop-store';

export const SHELL_INDEX_HTML =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Storefront</title></head>' +
  '<body><div id="root"></div><script defer src="/main.0123abcd.js"></script></body></html>';

/** A minimal shell build: index.html, a hashed bundle and its (hidden) source map. */
export async function writeFakeShellDist(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), SHELL_INDEX_HTML);
  await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log("shell");\n');
  await writeFile(path.join(dir, 'main.0123abcd.js.map'), '{"version":3}');
}

/** A minimal remote build as the rspack preset emits it. */
export async function writeFakeRemoteDist(
  dir: string,
  meta: { name: string; version: string; contractVersion: number } = { name: 'search', version: '1.0.0', contractVersion: 1 },
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remote-meta.json'), JSON.stringify({ ...meta, sharedVersion: '1.0.0' }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var storefront_${meta.name} = {}; // ${meta.version}\n`);
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: meta.name, name: meta.name }));
  await writeFile(path.join(dir, 'route-search-term.845bd961.js'), 'export default 1;\n');
  await writeFile(path.join(dir, 'route-search-term.845bd961.js.map'), '{"version":3}');
}

/** Cookies a browser would keep between requests to the app. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TestApp {
  /** The storefront server, the one door a browser knocks on; it passes the shop's paths to `shopApp`. */
  readonly app: FastifyInstance;
  /** The reference shop API behind it, in the same process. */
  readonly shopApp: FastifyInstance;
  readonly registryDir: string;
  readonly shellDist: string;
  /** The shop's data the app runs on, for tests that read or change the database directly. */
  readonly store: ShopStore;
  /** The lines the app logged, parsed (only when built with `captureLogs`). */
  readonly logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The app on a temporary registry and a fake shell build, removed again by close(). */
export async function createTestApp(
  options: {
    environment?: Environment;
    shellBuilt?: boolean;
    captureLogs?: boolean;
    /** More app options: a database file, the session idle time, a clock, fault injection. */
    app?: Partial<Omit<AppOptions, 'registryDir' | 'shellDist' | 'environment' | 'logger'>>;
  } = {},
): Promise<TestApp> {
  const root = await mkdtemp(path.join(tmpdir(), 'storefront-backend-'));
  const registryDir = path.join(root, 'registry');
  const shellDist = path.join(root, 'shell-dist');
  await mkdir(registryDir, { recursive: true });
  if (options.shellBuilt ?? true) await writeFakeShellDist(shellDist);
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // A store the caller gives stays the caller's to close; the one opened here is closed with the app.
  const givenStore = options.app?.store;
  const store = givenStore ?? (await openSeededShopStore(options.app?.databasePath ?? ':memory:'));
  const { server: app, shop: shopApp } = await buildStack({
    registryDir,
    shellDist,
    environment: options.environment ?? 'development',
    logger: options.captureLogs ? { level: 'info', stream } : false,
    ...options.app,
    store,
  });
  return {
    app,
    shopApp,
    registryDir,
    shellDist,
    store,
    logs,
    async close() {
      await app.close();
      if (!givenStore) store.db.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Fetches the XSRF token the way the shell does at start (doc 1 §7) and keeps it in the jar. */
export async function fetchXsrfToken(app: FastifyInstance, jar: CookieJar): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie: jar.header() } });
  jar.store(response);
  const token = jar.get(XSRF_COOKIE);
  if (!token) throw new Error('GET /api/csrf set no XSRF-TOKEN cookie');
  return token;
}

/** Headers of a browser request with the jar's cookies and, once fetched, the XSRF header. */
export function browserHeaders(jar: CookieJar): Record<string, string> {
  const token = jar.get(XSRF_COOKIE);
  return { cookie: jar.header(), ...(token ? { [XSRF_HEADER]: token } : {}) };
}

/**
 * The shared API client talking to the app in process: every answer goes
 * through the same zod schemas the shell and the remotes parse it with, so a
 * test using it proves the backend keeps the contract.
 */
export function inProcessApiClient(app: FastifyInstance, jar: CookieJar, options: { host?: string } = {}): ApiClient {
  const fetchViaInject = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    // The tenant is chosen by the host name (src/tenant/tenants.ts); without one, the default tenant.
    if (options.host) headers['host'] = options.host;
    const cookie = jar.header();
    if (cookie) headers['cookie'] = cookie;
    let payload: string | Buffer | undefined = typeof init.body === 'string' ? init.body : undefined;
    if (init.body instanceof FormData) {
      // A file upload: encoded as a browser would, with its multipart boundary.
      const encoded = new Request('http://shop.test', { method: 'POST', body: init.body });
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    jar.store(response);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
  return createApiClient({ fetch: fetchViaInject as typeof fetch, readCookie: (name) => jar.get(name) });
}

/** A remote build as multipart/form-data, one part per file, as a team's pipeline uploads it. */
export function multipartBuild(
  name: string,
  version: string,
  contractVersion: number = CONTRACT_VERSION,
  moreFiles: ReadonlyArray<[string, string]> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const files: Array<[string, string]> = [
    ['remote-meta.json', JSON.stringify({ name, version, contractVersion, sharedVersion: '1.0.0' })],
    ['remoteEntry.js', `var storefront_${name} = {}; // ${version}\n`],
    ['mf-manifest.json', JSON.stringify({ id: name, name, version })],
    ['route-search-term.845bd961.js', `export default "${version}";\n`],
    ...moreFiles,
  ];
  const boundary = '----storefront-build';
  const parts = files.map(
    ([file, content]) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`,
  );
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every route a browser can reach: the server's own and the shop API's behind the pass-through. */
export function stackRoutes(testApp: TestApp): readonly RegisteredRoute[] {
  const passThrough: ReadonlySet<string> = new Set(SHOP_API_PATHS);
  return [...registeredRoutes(testApp.app).filter((route) => !passThrough.has(route.url)), ...registeredRoutes(testApp.shopApp)];
}

/** Every API operation of the two: the server's (tenant config, builds, logs) and the shop API's. */
export function stackOperations(testApp: TestApp): readonly Operation[] {
  return [...testApp.app.operations, ...testApp.shopApp.operations];
}
