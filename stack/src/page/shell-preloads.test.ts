import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fragmentChunkFiles, remoteForPath, routeChunkFiles, sharedChunkFiles, shellBootFiles, shellProvidedShares } from '@storefront/server/page/shell-page';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';
import { SHELL_INDEX_HTML, createTestApp, writeFakeRemoteDist, type TestApp } from '../testing/test-app.test-support';
import { publishFakeRemote } from './shell-page.test-support';

let testApp: TestApp;
afterEach(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe("the shell page's preloads", () => {
  it('preloads the manifest and entry of the remote that renders the requested page, for this tenant and visitor', async () => {
    testApp = await createTestApp();
    await publishFakeRemote(testApp, 'search', '1.0.0');
    await publishFakeRemote(testApp, 'search', '1.1.0');
    await publishFakeRemote(testApp, 'catalogue', '2.0.0');
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
    await publishFakeRemote(testApp, 'search', '1.0.0');
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
    await publishFakeRemote(testApp, 'search', '1.0.0');
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
});
