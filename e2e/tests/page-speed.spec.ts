import { expect, slot, test } from './fixtures';

/**
 * What makes a page fast on a phone, checked on the production build: the
 * code arrives compressed, and nothing moves once it is painted.
 */

/** The pages a shopper lands on most, each with the route slot its content fills. */
const PAGES = [
  { name: 'start', path: '/', slot: 'route:index' },
  { name: 'category', path: '/sortiment/obst', slot: 'route:products-slug' },
  { name: 'product', path: '/produkt/bio-vollmilch-3-8-1-l/100201', slot: 'route:product-slug' },
  { name: 'search', path: '/suche/milch', slot: 'route:search-term' },
  { name: 'cart', path: '/warenkorb', slot: 'route:cart' },
  { name: 'login', path: '/anmelden', slot: 'route:login' },
] as const;

/**
 * Cumulative layout shift allowed per page. The target is 0.05; the check
 * allows 0.1 so a busy machine that paints a frame late does not fail it, while
 * a footer that jumps when the route renders (0.3 and more) still does.
 */
const CLS_LIMIT = 0.1;

test.describe('page speed', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('scripts, styles and API answers arrive compressed, and say they vary by Accept-Encoding', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const scripts: { url: string; encoding: string | undefined; vary: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() !== 200 || !/\.(?:js|css)$/.test(url.pathname)) return;
      const headers = response.headers();
      scripts.push({ url: url.pathname, encoding: headers['content-encoding'], vary: headers.vary });
    });
    await page.goto('/');
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const shellScripts = scripts.filter((script) => !script.url.startsWith('/remotes/'));
    const remoteScripts = scripts.filter((script) => script.url.startsWith('/remotes/'));
    expect(shellScripts.length, 'the shell loads scripts').toBeGreaterThan(0);
    expect(remoteScripts.length, 'the remotes load scripts').toBeGreaterThan(0);
    expect(scripts.some((script) => script.url.endsWith('.css')), 'the shell loads its styles').toBe(true);
    // Chromium asks for br; every script and style sheet, the shell's and the remotes', comes as brotli.
    for (const script of scripts) {
      expect(script.encoding, `${script.url} is sent with brotli`).toBe('br');
      expect(script.vary ?? '', `${script.url} varies by Accept-Encoding`).toMatch(/accept-encoding/i);
    }
    // The page carries the tenant config inline; where a shell fetches it (a dev server's page), it comes compressed too.
    const config = await page.request.get('/tenant/config', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(config.headers()['content-encoding'], 'the tenant config is compressed').toBe('br');
  });

  test('the shell page names the boot files of the shell up front, and the browser fetches each once', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const response = await page.goto('/warenkorb');
    const html = (await response?.text()) ?? '';
    const preloads = [...html.matchAll(/<link [^>]*rel="?preload"?[^>]*>/g)].map((tag) => /href="?([^"\s>]+)/.exec(tag[0])?.[1] ?? '');
    // The bootstrap chunk (found otherwise only once main.js ran) and its styles.
    expect(preloads.some((href) => /^\/bootstrap\.[0-9a-f]{8}\.js$/.test(href)), `preloads ${preloads.join(', ')}`).toBe(true);
    expect(preloads.some((href) => /^\/bootstrap\.[0-9a-f]{8}\.css$/.test(href))).toBe(true);
    await expect(page.getByTestId('cart-line-count')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    for (const href of preloads.filter((href) => !href.startsWith('/remotes/'))) {
      expect(requests.filter((path) => path === href), `${href} is fetched once: the hint matches the real request`).toHaveLength(1);
    }
  });

  for (const target of PAGES) {
    test(`the ${target.name} page does not shift its layout while it loads`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map(({ node }) => {
              if (!(node instanceof Element)) return node?.nodeName ?? '?';
              const named = node.closest('[data-slot]')?.getAttribute('data-slot');
              return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}${named ? ` in ${named}` : ''}`;
            });
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(target.path);
      await expect(slot(page, target.slot).locator('h1, h2, form, [data-testid]').first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // Two frames after the network went quiet: a shift caused by the last answer is recorded by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
      // Every shift counts (not only the worst session window): stricter than the CLS a browser reports.
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`CLS ${target.name} (${target.path}): ${total.toFixed(3)}${shifts.length ? ` — ${shifts.map((s) => `${s.value.toFixed(3)} [${s.sources.join(', ')}]`).join('; ')}` : ''}`);
      expect(total, `layout shift of the ${target.name} page`).toBeLessThanOrEqual(CLS_LIMIT);
    });
  }
});
