import { FALLBACK_TEXT, REMOTE_PAGES, expect, goThroughHeader, slot, takeRemoteDown, test, withFetchedBootData } from './fixtures';

test.describe('a remote that cannot load shows a fallback in its slot, the rest keeps working', () => {
  for (const target of REMOTE_PAGES) {
    test(`${target.remote} unreachable`, async ({ page, consoleErrors }) => {
      await takeRemoteDown(page, target.remote);
      await page.goto(target.path);

      // The slot shows its fallback ...
      await expect(slot(page, target.slot).getByText(FALLBACK_TEXT)).toBeVisible();
      // ... the shell's header is there and works ...
      await expect(page.getByRole('banner').getByRole('link', { name: 'Frischmarkt' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

      // ... and every other remote still renders when the shopper moves on through the header.
      for (const other of REMOTE_PAGES.filter((candidate) => candidate.remote !== target.remote)) {
        await goThroughHeader(page, other.remote);
        const otherSlot = slot(page, other.slot);
        await expect(otherSlot.locator('h1, form').first()).toBeVisible();
        await expect(otherSlot.getByText(FALLBACK_TEXT)).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a remote built for another contract version is refused without running its code', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/search/')) entries.push(request.url());
    });
    await withFetchedBootData(page);
    await page.route('**/tenant/config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      for (const remote of config.clientRuntimeConfig.remotes) {
        if (remote.name === 'search') remote.contractVersion = 99;
      }
      await route.fulfill({ response, json: config });
    });
    const html = (await (await page.goto('/suche/milch'))?.text()) ?? '';
    await expect(slot(page, 'route:search-term').getByText(FALLBACK_TEXT)).toBeVisible();
    // The page preloads its route's remote (backend preload hints: manifest, entry, route chunks); none of its code
    // runs, and no file beyond those hints is asked for.
    const hinted = [...html.matchAll(/rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(hinted.some((href) => href?.startsWith('/remotes/search/'))).toBe(true);
    expect(entries.map((url) => new URL(url).pathname).filter((pathname) => !hinted.includes(pathname))).toEqual([]);
    expect(await page.evaluate(() => 'storefront_search' in window)).toBe(false);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();
    // The catalogue remote is loaded on this navigation, its first load in the page: a remote's budget, not a render's.
    await expect(slot(page, 'route:products-slug').getByRole('link', { name: 'Obst & Gemüse' })).toBeVisible({ timeout: 15_000 });
  });

  test('without a tenant config the shop shows an error page, not a blank screen', async ({ page }) => {
    await withFetchedBootData(page);
    await page.route('**/tenant/config', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Der Shop ist gerade nicht erreichbar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  });

  test('a browser that has seen the shop starts with its last tenant config when the config fails (doc 1 §8)', async ({ page }) => {
    // A first visit starts the shop and keeps its config.
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sf-last-tenant-config') !== null)).toBe(true);

    // The next start's config fails: the shop still starts, and says so to the operators, not the shopper.
    await withFetchedBootData(page);
    await page.route('**/tenant/config', (route) => route.fulfill({ status: 503, body: '' }));
    const warning = page.waitForRequest((request) => new URL(request.url()).pathname === '/logs' && (request.postData() ?? '').includes('Tenant config failed'));
    await page.goto('/sortiment');
    await expect(slot(page, 'route:products-slug').getByRole('link', { name: 'Obst & Gemüse' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Der Shop ist gerade nicht erreichbar')).toHaveCount(0);
    await warning;
  });
});
