import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { api, expect, logInAsCustomer, slot, test } from './fixtures';
import { startOwnBackend, type OwnBackend } from './own-backend';

/*
 * A shell redeployed mid-session: a backend of the test's own serves a
 * copy of the shell build. While a customer with a cart is on the cart page, a
 * new shell build goes live the way a deploy does it: every hashed file under
 * a new name, the page (index.html) naming them, the old files gone. The
 * customer then goes on to a page whose shell code the old page had not loaded
 * yet (the login guard of "Mein Konto"): its old file is gone, the shell learns
 * of the new build, and the page is loaded again, once, on the same route, with
 * the new build; the cart is what it was; no second reload follows.
 */

const HASHED = /^(.+)\.([0-9a-f]{8})\.(js|css)$/;
const LOADED = { timeout: 20_000 };

/**
 * Deploys a new build of the shell in the folder: each hashed file renamed to a
 * new hash, every reference to the old names (the page, the runtime's chunk
 * map) rewritten, the compressed copies made again, the old files removed.
 */
function deployNewShellBuild(dist: string): void {
  const files = readdirSync(dist);
  const renames = new Map<string, string>();
  for (const file of files) {
    const match = HASHED.exec(file);
    if (match) renames.set(match[2]!, createHash('sha256').update(`redeployed ${match[2]}`).digest('hex').slice(0, 8));
  }
  const rewrite = (text: string) => text.replace(/[0-9a-f]{8}/g, (hash) => renames.get(hash) ?? hash);
  for (const file of files) {
    if (file === 'index.html') continue;
    if (/\.(br|gz|map)$/.test(file)) {
      rmSync(path.join(dist, file));
      continue;
    }
    const match = HASHED.exec(file);
    const target = match ? `${match[1]}.${renames.get(match[2]!)}.${match[3]}` : file;
    const content = Buffer.from(rewrite(readFileSync(path.join(dist, file), 'utf8')));
    writeFileSync(path.join(dist, target), content);
    writeFileSync(path.join(dist, `${target}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${target}.gz`), gzipSync(content));
    // The old file is gone with the deploy.
    if (target !== file) rmSync(path.join(dist, file));
  }
  // The page last: a visitor who loads it finds every file it names.
  const index = path.join(dist, 'index.html');
  writeFileSync(index, rewrite(readFileSync(index, 'utf8')));
}

test.describe('a shell redeployed mid-session', () => {
  let backend: OwnBackend | undefined;
  test.afterEach(async () => {
    await backend?.dispose();
    backend = undefined;
  });

  test('one reload on the same route into the new build, the cart kept, no loop', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    backend = await startOwnBackend({ ownShell: true });
    const { origin, shellDist: dist } = backend;

    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    const shellFiles: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (new URL(response.url()).origin === origin && /^\/[^/]+$/.test(pathname) && HASHED.test(pathname.slice(1))) shellFiles.push(`${response.status()} ${pathname}`);
    });

    await page.goto(`${origin}/manifest.webmanifest`);
    await logInAsCustomer(page);
    await api(page, 'DELETE', '/api/carts/items/all').catch(() => undefined);
    await api(page, 'POST', '/api/carts/distribution-address', { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
    await api(page, 'POST', '/api/carts/items', { sku: '100201', quantity: 3 });
    await page.goto(`${origin}/warenkorb`);
    const line = slot(page, 'route:cart').getByTestId('cart-line').filter({ hasText: 'Bio-Vollmilch 3,8 % 1 l' });
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('Menge: 3', LOADED);
    const buildBefore = ((await (await page.request.get(`${origin}/builds/latest.json`)).json()) as { id: string }).id;
    // Mid-session: the page knows its customer before the deploy (on a busy machine the cart can show first).
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /Mein Konto|Hallo/ }).first()).toBeVisible(LOADED);

    deployNewShellBuild(dist);
    const buildAfter = ((await (await page.request.get(`${origin}/builds/latest.json`)).json()) as { id: string }).id;
    expect(buildAfter).not.toBe(buildBefore);

    // On to the customer's orders through the account menu: a login-required page, whose guard is shell code not loaded yet.
    await banner.getByRole('button', { name: /Mein Konto|Hallo/ }).first().click();
    await banner.getByRole('link', { name: 'Bestellungen' }).click();
    // One reload, of the page the customer went to, with the new build.
    await expect.poll(() => documents, LOADED).toHaveLength(3);
    const route = documents[2]!;
    expect(documents.slice(0, 2)).toEqual(['/manifest.webmanifest', '/warenkorb']);
    expect(route).not.toBe('/warenkorb');
    await expect(page).toHaveURL(`${origin}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    const newBuild = readdirSync(dist).filter((file) => HASHED.test(file));
    await expect.poll(() => shellFiles.some((file) => newBuild.some((name) => file === `200 /${name}`)), LOADED).toBe(true);
    // The cart is what it was, on the server and in the header.
    await expect(banner.getByRole('link', { name: /^Warenkorb: / })).toHaveAccessibleName(/^Warenkorb: 1 Artikel, /, LOADED);
    const cart = await api<{ productLineItems: Array<{ quantity: number; product: { sku: string } }> }>(page, 'GET', '/api/carts');
    expect(cart.productLineItems.map((item) => [item.product.sku, item.quantity])).toEqual([['100201', 3]]);
    // No loop: the page stays; going back to the cart page is a page of the new build, without a reload.
    await page.waitForTimeout(3000);
    expect(documents).toHaveLength(3);
    await page.goBack();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('Menge: 3', LOADED);
    expect(documents).toHaveLength(3);
    // The old build's files the page asked for after the deploy are gone (a 404, which the browser refuses to run),
    // and the error of the chunk that failed reached the page's error boundary, which logs it: expected, nothing else.
    const oldFiles = shellFiles.filter((file) => file.startsWith('404 ')).map((file) => file.slice(4));
    expect(oldFiles.length).toBeGreaterThan(0);
    const expected = (error: string) => oldFiles.some((file) => error.includes(`${origin}${file}`));
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
    console.log(`shell redeployed mid-session: ${documents.length - 2} reload (${route}), same route, cart kept (${cart.productLineItems.length} line), no loop; old shell files asked for after the deploy: ${oldFiles.join(', ')}`);
  });
});
