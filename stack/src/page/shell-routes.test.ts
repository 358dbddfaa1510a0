import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { redirectTableSchema, tenantConfigSchema, type TenantConfig } from '@storefront/shared/platform/schemas';
import { inlineJson, renderShellHtml } from '@storefront/server/page/shell-page';
import { DEFAULT_CONTENT_SECURITY_POLICY } from '@storefront/server-kit/http/security-headers';
import { shellContentSecurityPolicy } from '@storefront/server/page/shell-csp';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';
import { SHELL_INDEX_HTML, createTestApp, type TestApp } from '../testing/test-app.test-support';
import { publishFakeRemote } from './shell-page.test-support';

let testApp: TestApp;
afterEach(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

const BOOT_DATA_TAG = /<script nonce="[^"]+" type="application\/json" id="sf-boot">.*?<\/script>/;

/** The boot data the page carries inline, as the shell reads it (textContent, JSON.parse). */
function bootData(html: string): { tenantConfig: TenantConfig; redirects: unknown } {
  const match = /<script nonce="[^"]+" type="application\/json" id="sf-boot">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inline boot data');
  return JSON.parse(match[1]) as { tenantConfig: TenantConfig; redirects: unknown };
}

function nonceOf(csp: string | undefined): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '');
  if (!match?.[1]) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

describe('the shell at the root', () => {
  it.each(['/', '/suche/milch', '/produkt/bio-vollmilch-3-8-1-l/100201', '/konto/', '/index.html'])(
    'answers %s with the shell page, asked for again on every load, under a Content-Security-Policy with a fresh nonce',
    async (url) => {
      testApp = await createTestApp();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // It carries this visitor's tenant config (their remote map) and a nonce: kept by no shared cache, asked for
      // again on every load, and not no-store, so the back/forward cache may keep the page.
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['etag']).toBeUndefined();
      const nonce = nonceOf(response.headers['content-security-policy'] as string);
      expect(response.body.replace(BOOT_DATA_TAG, '')).toBe(
        SHELL_INDEX_HTML.replace('<script ', `<script nonce="${nonce}" `).replace(
          '</head>',
          `<link nonce="${nonce}" rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">` +
            `<link nonce="${nonce}" rel="apple-touch-icon" href="/apple-touch-icon.png">` +
            `<link nonce="${nonce}" rel="manifest" href="/manifest.webmanifest">` +
            '<meta name="theme-color" content="#1a7f37"></head>',
        ),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['localhost', FRISCHMARKT.theme.primaryColor],
    ['bio.localhost', BIOGARTEN.theme.primaryColor],
  ])('links the favicon, the apple-touch icon and the web app manifest on %s, with the theme colour %s', async (host, colour) => {
    testApp = await createTestApp();
    const body = (await testApp.app.inject({ method: 'GET', url: '/sortiment', headers: { host } })).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toMatch(/<link nonce="[^"]+" rel="icon" href="\/favicon\.ico" sizes="16x16 32x32 48x48">/);
    expect(head).toMatch(/<link nonce="[^"]+" rel="apple-touch-icon" href="\/apple-touch-icon\.png">/);
    expect(head).toMatch(/<link nonce="[^"]+" rel="manifest" href="\/manifest\.webmanifest">/);
    expect(head).toContain(`<meta name="theme-color" content="${colour}">`);
    // Each one answers for this tenant.
    for (const url of ['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: { host } })).statusCode).toBe(200);
    }
  });

  it('forbids framing, plugins, <base> and foreign scripts on the shell page; each response has its own nonce', async () => {
    testApp = await createTestApp({ environment: 'live' });
    const first = await get('/');
    const second = await get('/');
    const nonce = nonceOf(first.headers['content-security-policy'] as string);
    expect(nonceOf(second.headers['content-security-policy'] as string)).not.toBe(nonce);
    expect(first.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; ` +
        "connect-src 'self'; font-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; report-uri /csp-reports",
    );
    expect(first.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows the tag manager only for a tenant that configures one, and the remotes\' dev servers only in development', () => {
    const withTagManager = { ...FRISCHMARKT, tracking: { pageViewPrefix: 'x', tagManagerId: 'GTM-ABC123' } };
    expect(shellContentSecurityPolicy('n', withTagManager, 'live')).toContain("script-src 'self' 'nonce-n' https://www.googletagmanager.com 'strict-dynamic';");
    expect(shellContentSecurityPolicy('n', FRISCHMARKT, 'live')).not.toContain('googletagmanager');
    expect(shellContentSecurityPolicy('n', FRISCHMARKT, 'development')).toContain('http://localhost:3101');
    expect(shellContentSecurityPolicy('n', FRISCHMARKT, 'staging')).not.toContain('localhost');
    expect(shellContentSecurityPolicy('n', { ...FRISCHMARKT, allowedScriptHosts: ['widgets.example:8443'] }, 'live')).toContain(
      'https://widgets.example:8443',
    );
  });

  it('carries the tenant config /tenant/config gives this visitor, and the redirect table, inline for the first render', async () => {
    testApp = await createTestApp();
    for (const [host, tenant] of [
      ['localhost', 'frischmarkt'],
      ['bio.localhost', 'biogarten'],
    ] as const) {
      const page = await testApp.app.inject({ method: 'GET', url: '/sortiment/obst', headers: { host, cookie: 'sf-bucket=12' } });
      const config = await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host, cookie: 'sf-bucket=12' } });
      const inline = bootData(page.body);
      expect(inline.tenantConfig.clientRuntimeConfig.tenant).toBe(tenant);
      expect(inline.tenantConfig).toEqual(config.json());
      // What the shell checks it by, as it checks the fetched answers.
      expect(safeParse(tenantConfigSchema, inline.tenantConfig).success).toBe(true);
      expect(safeParse(redirectTableSchema, inline.redirects).success).toBe(true);
      expect(inline.redirects).toEqual((await testApp.app.inject({ method: 'GET', url: '/api/content/redirects', headers: { host } })).json());
    }
  });

  it("inlines the remote versions of the visitor's rollout bucket, and deals a new visitor a bucket the config then keeps", async () => {
    testApp = await createTestApp();
    await publishFakeRemote(testApp, 'search', '1.0.0');
    await publishFakeRemote(testApp, 'search', '1.1.0');
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: 1 } }));
    await writeFile(
      path.join(testApp.registryDir, 'rollouts.json'),
      JSON.stringify({ biogarten: { search: { stable: '1.0.0', candidate: '1.1.0', percentage: 50 } } }),
    );
    const searchVersion = (html: string) => bootData(html).tenantConfig.clientRuntimeConfig.remotes.find((remote) => remote.name === 'search')?.version;
    const visit = (cookie?: string) =>
      testApp.app.inject({ method: 'GET', url: '/suchen/milch', headers: { host: 'bio.localhost:3000', ...(cookie ? { cookie } : {}) } });
    expect(searchVersion((await visit('sf-bucket=7')).body)).toBe('1.1.0');
    expect(searchVersion((await visit('sf-bucket=70')).body)).toBe('1.0.0');

    const first = await visit();
    const bucket = (first.cookies as Array<{ name: string; value: string }>).find((cookie) => cookie.name === 'sf-bucket')?.value;
    expect(bucket).toMatch(/^\d+$/);
    expect(searchVersion(first.body)).toBe(Number(bucket) < 50 ? '1.1.0' : '1.0.0');
    const config = await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host: 'bio.localhost:3000', cookie: `sf-bucket=${bucket}` } });
    expect(config.json().clientRuntimeConfig.remotes.find((remote: { name: string }) => remote.name === 'search').version).toBe(searchVersion(first.body));
  });

  it('writes no inline value that could end the data element or the page: </script>, <!-- and line separators come as escapes', async () => {
    testApp = await createTestApp();
    const hostile = '/x</script><script>alert(1)</script><!--\u2028&';
    testApp.store.db.prepare('INSERT INTO content_redirects (kind, source, target) VALUES (?, ?, ?)').run('oneToOne', hostile, '/neu');
    const page = (await get('/')).body;
    const data = /<script nonce="[^"]+" type="application\/json" id="sf-boot">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(data).not.toMatch(/[<>\u2028]/);
    expect(page.match(/<\/script>/g)).toHaveLength(2); // the data's own end and main.js's
    expect((bootData(page).redirects as { oneToOne: Record<string, string> }).oneToOne[hostile]).toBe('/neu');
    expect(inlineJson('x', { a: '</script>' })).toBe('<script type="application/json" id="x">{"a":"\\u003c/script\\u003e"}</script>');
  });

  it('puts the nonce on every script, style and link tag', () => {
    expect(renderShellHtml('<head><link rel="stylesheet" href="/a.css"><style>a{}</style></head><body><script src="/m.js"></script></body>', 'N', [])).toBe(
      '<head><link nonce="N" rel="stylesheet" href="/a.css"><style nonce="N">a{}</style></head><body><script nonce="N" src="/m.js"></script></body>',
    );
  });

  it('serves hashed shell bundles as immutable', async () => {
    testApp = await createTestApp();
    const response = await get('/main.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('shell');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(DEFAULT_CONTENT_SECURITY_POLICY);
  });

  it('serves the shell page to a browser navigating to a page whose last segment looks like a file name', async () => {
    testApp = await createTestApp();
    const page = await testApp.app.inject({ method: 'GET', url: '/suche/Bier%200.5', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"');
    // A script or picture that is not there stays a 404.
    expect((await testApp.app.inject({ method: 'GET', url: '/suche/Bier%200.5', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it.each([
    ['a file that does not exist', '/logo.png'],
    ['a hidden source map', '/main.0123abcd.js.map'],
    ['a path outside the build', '/%2e%2e/secret.txt'],
    ['an unknown API path', '/api/nothing-here'],
    ['an unknown tenant path', '/tenant/other'],
    ['an incomplete remote path', '/remotes/search'],
    ['an unknown build path', '/builds/unknown'],
    ['a GET on the log endpoint', '/logs'],
  ])('answers 404 for %s instead of the shell page', async (_case, url) => {
    testApp = await createTestApp();
    await writeFile(path.join(testApp.shellDist, '..', 'secret.txt'), 'secret');
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ errorCode: 'notFound' });
  });

  it('tells to build the shell when there is no shell build', async () => {
    testApp = await createTestApp({ shellBuilt: false });
    const response = await get('/warenkorb');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('pnpm build');
  });
});
