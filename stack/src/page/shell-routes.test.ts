import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { buildMetaSchema, redirectTableSchema, tenantConfigSchema, type TenantConfig } from '@storefront/shared/platform/schemas';
import { contentPageSchema } from '@storefront/shared/content';
import { fragmentChunkFiles, inlineJson, remoteForPath, renderShellHtml, routeChunkFiles, sharedChunkFiles, shellBootFiles, shellProvidedShares } from '@storefront/server/page/shell-page';
import { DEFAULT_CONTENT_SECURITY_POLICY } from '@storefront/server-kit/http/security-headers';
import { shellContentSecurityPolicy } from '@storefront/server/page/shell-csp';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';
import { SHELL_INDEX_HTML, createTestApp, writeFakeRemoteDist, type TestApp } from '../testing/test-app.test-support';

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

async function publishFakeRemote(name: string, version: string): Promise<void> {
  await writeFakeRemoteDist(path.join(testApp.registryDir, name, version), { name, version, contractVersion: 1 });
}

describe('the shell at the root', () => {
  it.each(['/', '/suche/milch', '/produkt/bio-vollmilch-3-8-1-l/100201', '/konto/', '/index.html'])(
    'answers %s with the shell page, never stored, under a Content-Security-Policy with a fresh nonce',
    async (url) => {
      testApp = await createTestApp();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // It carries this visitor's tenant config (their remote map) and a nonce: kept by no cache.
      expect(response.headers['cache-control']).toBe('private, no-store');
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

  it('preloads the manifest and entry of the remote that renders the requested page, for this tenant and visitor', async () => {
    testApp = await createTestApp();
    await publishFakeRemote('search', '1.0.0');
    await publishFakeRemote('search', '1.1.0');
    await publishFakeRemote('catalogue', '2.0.0');
    await writeFile(
      path.join(testApp.registryDir, 'releases.json'),
      JSON.stringify({ search: { version: '1.0.0', contractVersion: 1 }, catalogue: { version: '2.0.0', contractVersion: 1 } }),
    );
    const search = await get('/suche/milch');
    expect(search.body).toContain('<link nonce="');
    expect(search.body).toMatch(/<link nonce="[^"]+" rel="preload" href="\/remotes\/search\/1\.0\.0\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
    expect(search.body).toMatch(/<link nonce="[^"]+" rel="preload" href="\/remotes\/search\/1\.0\.0\/remoteEntry\.js" as="script">/);
    // The results' tiles are catalogue's product list: its remote comes with the search page.
    expect(search.body).toMatch(/<link nonce="[^"]+" rel="preload" href="\/remotes\/catalogue\/2\.0\.0\/remoteEntry\.js" as="script"><\/head>/);
    const category = (await get('/sortiment/obst')).body;
    expect(category).toContain('/remotes/catalogue/2.0.0/mf-manifest.json');
    expect(category).not.toContain('rel="preload" href="/remotes/search/');
    // A content page: the content remote has no release here, so there is nothing to preload.
    expect((await get('/ueber-uns')).body).not.toContain('rel="preload"');

    // The second tenant's search path, and a visitor in the rollout's buckets.
    await writeFile(
      path.join(testApp.registryDir, 'rollouts.json'),
      JSON.stringify({ biogarten: { search: { stable: '1.0.0', candidate: '1.1.0', percentage: 50 } } }),
    );
    const bio = await testApp.app.inject({ method: 'GET', url: '/suchen/milch', headers: { host: 'bio.localhost:3000', cookie: 'sf-bucket=7' } });
    expect(bio.body).toContain('/remotes/search/1.1.0/mf-manifest.json');
    const bioOther = await testApp.app.inject({ method: 'GET', url: '/suchen/milch', headers: { host: 'bio.localhost:3000', cookie: 'sf-bucket=70' } });
    expect(bioOther.body).toContain('/remotes/search/1.0.0/mf-manifest.json');
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
    await publishFakeRemote('search', '1.0.0');
    await publishFakeRemote('search', '1.1.0');
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

  it("preloads the route's chunks: the exposed module, the route's vendor chunks and the route chunk", async () => {
    const manifest = JSON.stringify({
      exposes: [
        {
          assets: {
            js: {
              sync: ['__federation_expose_remote.25cc05ea.js'],
              async: ['344.473025ba.js', '370.c66b93b0.js', '926.36099048.js', 'route-products-slug.5bb32a71.js', 'route-product-slug.22d7a0d8.js'],
            },
            css: { async: ['route-products-slug.2cc76af8.css', 'route-product-slug.158312b4.css'] },
          },
        },
      ],
    });
    const exposed = '{"products-slug":()=>Promise.all([n.e(344),n.e(130),n.e(370),n.e(254)]).then(n.bind(n,24)),"product-slug":()=>Promise.all([n.e(926)])}';
    expect(routeChunkFiles(manifest, exposed, 'products-slug')).toEqual([
      '__federation_expose_remote.25cc05ea.js',
      '344.473025ba.js',
      '370.c66b93b0.js',
      'route-products-slug.5bb32a71.js',
      'route-products-slug.2cc76af8.css',
    ]);
    // Without the exposed module's code: no vendor chunks, never a wrong one.
    expect(routeChunkFiles(manifest, undefined, 'product-slug')).toEqual([
      '__federation_expose_remote.25cc05ea.js',
      'route-product-slug.22d7a0d8.js',
      'route-product-slug.158312b4.css',
    ]);
    expect(routeChunkFiles('not json', exposed, 'products-slug')).toEqual([]);
    // A route whose name the minifier leaves unquoted, and one with a single chunk.
    const cartManifest = JSON.stringify({ exposes: [{ assets: { js: { sync: ['__federation_expose_remote.434efc64.js'], async: ['975.7af1e711.js', '344.1aac4e34.js', 'route-cart.0da2acf1.js', 'route-checkout.11aa22bb.js'] } } }] });
    expect(routeChunkFiles(cartManifest, '{cart:()=>Promise.all([n.e(975),n.e(130)]).then(n.bind(n,1)),checkout:()=>n.e(344).then(n.bind(n,2))}', 'cart')).toEqual([
      '__federation_expose_remote.434efc64.js',
      '975.7af1e711.js',
      'route-cart.0da2acf1.js',
    ]);
    expect(routeChunkFiles(cartManifest, '{cart:()=>Promise.all([n.e(975),n.e(130)]).then(n.bind(n,1)),checkout:()=>n.e(344).then(n.bind(n,2))}', 'checkout')).toEqual([
      '__federation_expose_remote.434efc64.js',
      '344.1aac4e34.js',
      'route-checkout.11aa22bb.js',
    ]);
    // The chunk that starts a route's first data (withRouteData) and its vendor chunks come with the route's.
    const dataManifest = JSON.stringify({
      exposes: [{ assets: { js: { sync: ['__federation_expose_remote.434efc64.js'], async: ['975.7af1e711.js', '344.1aac4e34.js', '512.0b1c2d3e.js', 'route-cart.0da2acf1.js', 'data-cart.5e6f7a8b.js', 'data-checkout.aa11bb22.js'] } } }],
    });
    const dataExposed =
      '{routes:{cart:l(()=>Promise.all([n.e(975),n.e(130)]).then(n.bind(n,1)).then(e=>e.default),()=>Promise.all([n.e(975),n.e(512),n.e(77)]).then(n.bind(n,3))),checkout:()=>n.e(344).then(n.bind(n,2))}}';
    expect(routeChunkFiles(dataManifest, dataExposed.replace('cart:l(', 'cart:(0,o.xY)('), 'cart')).toEqual(routeChunkFiles(dataManifest, dataExposed, 'cart'));
    // Another route's data chunk is that route's (data-checkout for checkout), never the cart's.
    expect(routeChunkFiles(dataManifest, dataExposed, 'checkout')).toEqual(['__federation_expose_remote.434efc64.js', '344.1aac4e34.js', 'data-checkout.aa11bb22.js']);
    expect(routeChunkFiles(dataManifest, dataExposed, 'cart')).toEqual([
      '__federation_expose_remote.434efc64.js',
      '975.7af1e711.js',
      '512.0b1c2d3e.js',
      'route-cart.0da2acf1.js',
      'data-cart.5e6f7a8b.js',
    ]);

    testApp = await createTestApp();
    const dir = path.join(testApp.registryDir, 'catalogue', '2.0.0');
    await writeFakeRemoteDist(dir, { name: 'catalogue', version: '2.0.0', contractVersion: 1 });
    await writeFile(path.join(dir, 'mf-manifest.json'), manifest);
    await writeFile(path.join(dir, '__federation_expose_remote.25cc05ea.js'), exposed);
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ catalogue: { version: '2.0.0', contractVersion: 1 } }));
    const page = (await get('/sortiment/obst')).body;
    for (const [file, as] of [
      ['__federation_expose_remote.25cc05ea.js', 'script'],
      ['344.473025ba.js', 'script'],
      ['route-products-slug.5bb32a71.js', 'script'],
    ] as const) {
      expect(page).toMatch(new RegExp(`<link nonce="[^"]+" rel="preload" href="/remotes/catalogue/2\\.0\\.0/${file.replace(/\./g, '\\.')}" as="${as}">`));
    }
    // The route's styles too: its script asks for them only once it runs, and the route waits for them.
    expect(page).toMatch(/<link nonce="[^"]+" rel="preload" href="\/remotes\/catalogue\/2\.0\.0\/route-products-slug\.2cc76af8\.css" as="style">/);
    expect(page).not.toContain('route-product-slug.');
  });

  it("preloads with the search results the chunks of catalogue's product list, the fragment that shows them, each file once", async () => {
    const fragmentManifest = JSON.stringify({
      exposes: [{ assets: { js: { sync: ['__federation_expose_remote.25cc05ea.js'], async: ['344.473025ba.js', '370.c66b93b0.js', 'fragment-product-list.e9bd9421.js', 'route-products-slug.5bb32a71.js'] } } }],
    });
    const exposed = '{"products-slug":()=>Promise.all([n.e(344),n.e(370)]).then(n.bind(n,24))},{"product-list":()=>Promise.all([n.e(344),n.e(130)]).then(n.bind(n,7))}';
    expect(fragmentChunkFiles(fragmentManifest, exposed, 'product-list')).toEqual(['__federation_expose_remote.25cc05ea.js', '344.473025ba.js', 'fragment-product-list.e9bd9421.js']);

    testApp = await createTestApp();
    await publishFakeRemote('search', '1.0.0');
    const dir = path.join(testApp.registryDir, 'catalogue', '2.0.0');
    await writeFakeRemoteDist(dir, { name: 'catalogue', version: '2.0.0', contractVersion: 1 });
    await writeFile(path.join(dir, 'mf-manifest.json'), fragmentManifest);
    await writeFile(path.join(dir, '__federation_expose_remote.25cc05ea.js'), exposed);
    await writeFile(
      path.join(testApp.registryDir, 'releases.json'),
      JSON.stringify({ search: { version: '1.0.0', contractVersion: 1 }, catalogue: { version: '2.0.0', contractVersion: 1 } }),
    );
    const page = (await get('/suche/milch')).body;
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_remote.25cc05ea.js', '344.473025ba.js', 'fragment-product-list.e9bd9421.js']) {
      expect(page.split(`href="/remotes/catalogue/2.0.0/${file}"`)).toHaveLength(2);
    }
    expect(page).not.toContain('route-products-slug.');
    expect(page).not.toContain('370.c66b93b0.js');
  });

  it("reads a route's chunks again after a read that found the exposed module missing, instead of keeping the partial answer", async () => {
    testApp = await createTestApp();
    const dir = path.join(testApp.registryDir, 'catalogue', '2.0.0');
    await writeFakeRemoteDist(dir, { name: 'catalogue', version: '2.0.0', contractVersion: 1 });
    const manifest = { exposes: [{ assets: { js: { sync: ['__federation_expose_remote.25cc05ea.js'], async: ['344.473025ba.js', 'route-products-slug.5bb32a71.js'] } } }] };
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ catalogue: { version: '2.0.0', contractVersion: 1 } }));
    const vendorHint = /rel="preload" href="\/remotes\/catalogue\/2\.0\.0\/344\.473025ba\.js"/;
    const first = (await get('/sortiment/obst')).body;
    expect(first).toMatch(/rel="preload" href="\/remotes\/catalogue\/2\.0\.0\/route-products-slug\.5bb32a71\.js"/);
    expect(first).not.toMatch(vendorHint);
    await writeFile(path.join(dir, '__federation_expose_remote.25cc05ea.js'), '{"products-slug":()=>Promise.all([n.e(344)]).then(n.bind(n,24))}');
    expect((await get('/sortiment/obst')).body).toMatch(vendorHint);
  });

  it("preloads the shell's boot files its build lists, but not those the page names already, nor anything but build files", async () => {
    testApp = await createTestApp();
    await writeFile(
      path.join(testApp.shellDist, 'boot-files.json'),
      JSON.stringify({ files: ['435.32b7f4db.js', 'lazy-redirects.9651fbf4.js', 'main.0123abcd.js', '../secret.js', '"><script>.js'] }),
    );
    // The page is read again when it changes: touch it so the list is read with it.
    await writeFile(path.join(testApp.shellDist, 'index.html'), SHELL_INDEX_HTML.replace('<title>', '<title> '));
    const page = (await get('/')).body;
    expect(page).toMatch(/<link nonce="[^"]+" rel="preload" href="\/435\.32b7f4db\.js" as="script">/);
    expect(page).toMatch(/<link nonce="[^"]+" rel="preload" href="\/lazy-redirects\.9651fbf4\.js" as="script">/);
    expect(page).not.toContain('rel="preload" href="/main.0123abcd.js"');
    expect(page).not.toContain('secret');
    expect(page).not.toContain('"><script>');
    expect(shellBootFiles('not json', '')).toEqual([]);
  });

  it('preloads the shared packages the route\'s remote brings, not those the shell provides, and none without the shell\'s list', async () => {
    const manifest = JSON.stringify({
      shared: [
        { name: 'react', assets: { js: { sync: ['784.847ad66d.js'] } } },
        { name: 'zod-mini-kit-ed0bd04e', assets: { js: { sync: ['109.05efbdae.js', '676.99ccde84.js'] } } },
        { name: 'swr', assets: { js: { sync: ['834.4599d2b3.js'] } } },
        { name: 'single-spa-react', assets: { js: { sync: ['643.51268d88.js', '../evil.js'] } } },
      ],
      exposes: [{ assets: { js: { sync: ['__federation_expose_remote.25cc05ea.js'], async: ['route-products-slug.5bb32a71.js'] } } }],
    });
    const provides = new Set(['react', 'zod-mini-kit-ed0bd04e']);
    expect(sharedChunkFiles(manifest, provides)).toEqual(['834.4599d2b3.js', '643.51268d88.js']);
    expect(sharedChunkFiles(manifest, new Set())).toEqual([]);
    expect(shellProvidedShares('{"files":[],"provides":["react",3]}')).toEqual(new Set(['react']));
    expect(shellProvidedShares('not json')).toEqual(new Set());

    testApp = await createTestApp();
    const dir = path.join(testApp.registryDir, 'catalogue', '2.0.0');
    await writeFakeRemoteDist(dir, { name: 'catalogue', version: '2.0.0', contractVersion: 1 });
    await writeFile(path.join(dir, 'mf-manifest.json'), manifest);
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ catalogue: { version: '2.0.0', contractVersion: 1 } }));
    const hinted = (page: string) => ['784.847ad66d.js', '109.05efbdae.js', '834.4599d2b3.js', '643.51268d88.js'].filter((file) => page.includes(`href="/remotes/catalogue/2.0.0/${file}"`));
    // The shell's build lists no provided packages yet: nothing shared is guessed.
    expect(hinted((await get('/sortiment/obst')).body)).toEqual([]);
    await writeFile(path.join(testApp.shellDist, 'boot-files.json'), JSON.stringify({ files: [], provides: [...provides] }));
    await writeFile(path.join(testApp.shellDist, 'index.html'), SHELL_INDEX_HTML.replace('<title>', '<title> '));
    expect(hinted((await get('/sortiment/obst')).body)).toEqual(['834.4599d2b3.js', '643.51268d88.js']);
  });

  it('preloads a remote `pnpm dev` watches from its dev server, as the tenant config names it', async () => {
    testApp = await createTestApp({ app: { devRemotes: [{ name: 'search', entry: 'http://localhost:3103/mf-manifest.json' }] } });
    await publishFakeRemote('search', '1.0.0');
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: 1 } }));
    const page = (await get('/suche/milch')).body;
    expect(page).toContain('href="http://localhost:3103/mf-manifest.json"');
    expect(page).toContain('href="http://localhost:3103/remoteEntry.js"');
    expect(page).not.toContain('/remotes/search/');
  });

  it('finds the remote of a page path through the route table, the tenant\'s slugs and flags', () => {
    expect(remoteForPath('/', FRISCHMARKT)).toBe('content');
    expect(remoteForPath('/suche/k%C3%A4se', FRISCHMARKT)).toBe('search');
    expect(remoteForPath('/produkt/milch/100201', FRISCHMARKT)).toBe('catalogue');
    expect(remoteForPath('/warenkorb', FRISCHMARKT)).toBe('cart-checkout');
    expect(remoteForPath('/konto/adressen', FRISCHMARKT)).toBe('account');
    expect(remoteForPath('/einkaufskorb', BIOGARTEN)).toBe('cart-checkout');
    expect(remoteForPath('/einkaufskorb', FRISCHMARKT)).toBe('content');
    // pesticides are off for the second tenant, so its path is a content page there.
    expect(remoteForPath('/pestizide', FRISCHMARKT)).toBe('catalogue');
    expect(remoteForPath('/pestizide', BIOGARTEN)).toBe('content');
    expect(remoteForPath('/%E0%A4%A', FRISCHMARKT)).toBe('content');
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

describe('GET /builds/latest.json', () => {
  it('identifies the build by a hash of the shell page, revalidated on every poll', async () => {
    testApp = await createTestApp();
    const response = await get('/builds/latest.json?t=123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ id: createHash('sha256').update(SHELL_INDEX_HTML).digest('hex').slice(0, 16) });

    await writeFile(path.join(testApp.shellDist, 'index.html'), SHELL_INDEX_HTML.replace('0123abcd', '89abcdef'));
    expect((await get('/builds/latest.json')).json().id).not.toBe(response.json().id);
  });

  it("answers 'dev' while there is no shell build", async () => {
    testApp = await createTestApp();
    await rm(path.join(testApp.shellDist, 'index.html'));
    expect((await get('/builds/latest.json')).json()).toEqual({ id: 'dev' });
  });
});

describe('GET /builds/meta/{id}.json and {path}/_payload.json (doc 1 §7)', () => {
  const buildId = createHash('sha256').update(SHELL_INDEX_HTML).digest('hex').slice(0, 16);

  it('answers the route rules and prerendered paths of the current build, per tenant', async () => {
    testApp = await createTestApp();
    const response = await get(`/builds/meta/${buildId}.json`);
    expect(response.statusCode).toBe(200);
    const parsed = safeParse(buildMetaSchema, response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const meta = response.json();
    expect(meta.id).toBe(buildId);
    expect(meta.prerendered).toContain('/');
    expect(meta.prerendered).toContain('/ueber-uns');
    expect(meta.routeRules['/']).toEqual({ prerender: true });
    expect(meta.routeRules['/konto/**']).toEqual({ appMiddleware: ['auth'] });
    expect(meta.routeRules['/favoriten/**']).toEqual({ appMiddleware: ['auth'] });
    expect(meta.routeRules['/startseite']).toEqual({ redirect: { to: '/', statusCode: 301 } });
    expect((await get('/builds/meta/0000000000000000.json')).statusCode).toBe(404);
    expect((await get(`/builds/meta/${buildId}`)).statusCode).toBe(404);
  });

  it('answers the prerendered page for the current build id, and 404 for other builds and pages', async () => {
    testApp = await createTestApp();
    const about = await get(`/ueber-uns/_payload.json?buildId=${buildId}`);
    expect(about.statusCode).toBe(200);
    expect(safeParse(contentPageSchema, about.json()).success).toBe(true);
    expect(about.json().slug).toBe('ueber-uns');
    expect((await get(`/_payload.json?buildId=${buildId}`)).json().slug).toBe('');
    expect((await get('/ueber-uns/_payload.json?buildId=0000000000000000')).json()).toMatchObject({ errorCode: 'buildNotFound' });
    expect((await get(`/kontakt/_payload.json?buildId=${buildId}`)).statusCode).toBe(404);
    const noBuildId = await get('/ueber-uns/_payload.json');
    expect(noBuildId.statusCode).toBe(400);
    expect(noBuildId.json().customPayload.issues[0].path).toBe('buildId');
  });
});
