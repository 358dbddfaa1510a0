import { FALLBACK_TEXT, REMOTE_PAGES, expect, goThroughHeader, scopedFaults, slot, test } from './fixtures';

test.describe('each remote unreachable in turn (scoped server faults), the rest keeps working', () => {
  for (const target of REMOTE_PAGES) {
    test(`${target.remote} answers 503`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      const faults = await scopedFaults(page);
      await faults.add({ pattern: `^/remotes/${target.remote}/`, status: 503 });
      try {
        await page.goto(target.path);
        await expect(slot(page, target.slot).getByText(FALLBACK_TEXT)).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Frischmarkt' })).toBeVisible();

        for (const other of REMOTE_PAGES.filter((candidate) => candidate.remote !== target.remote)) {
          await goThroughHeader(page, other.remote);
          const otherSlot = slot(page, other.slot);
          await expect(otherSlot.locator('h1, form').first()).toBeVisible();
          await expect(otherSlot.getByText(FALLBACK_TEXT)).toHaveCount(0);
        }
      } finally {
        await faults.clear();
      }
    });
  }

  test('the retry in a slot really loads the remote again, without reloading the page', async ({ page, consoleErrors }) => {
    const faults = await scopedFaults(page);
    await faults.add({ pattern: '^/remotes/catalogue/', status: 503 });
    await page.goto('/sortiment');
    const products = slot(page, 'route:products-slug');
    await expect(products.getByText(FALLBACK_TEXT)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    await faults.clear();
    await products.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(products.getByRole('link', { name: 'Obst & Gemüse' })).toBeVisible();
    await expect(products.getByText(FALLBACK_TEXT)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // The preload hints of the entry and the route's chunks got the injected 503 (a JSON body); the browser
    // refuses to run those copies once, before the retry fetches them anew. Caused by the test's fault, like a failed load.
    const refused = /^console\.error: Refused to execute script from '.*\/remotes\/catalogue\/[\w./-]+\.js'/;
    await page.waitForLoadState('networkidle');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refused.test(error)));
  });

  test('a remote override from an origin the tenant does not allow is ignored', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/suche/milch?remotes=search@https://evil.example/mf-manifest.json');
    await expect(slot(page, 'route:search-term').locator('h1').first()).toBeVisible();
    expect(requests.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
  });
});
