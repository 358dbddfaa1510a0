import type { Browser, BrowserType, Page } from '@playwright/test';
import { api, expect, logInAsCustomer, slot, test } from './fixtures';

/*
 * "Back" on a phone: the browser shows the page the shopper left at once, from
 * its back/forward cache, instead of loading it again. Playwright starts
 * Chromium with that cache switched off; these journeys start one with it on.
 * A page kept there comes back as it was, so what it shows of the session and
 * the cart is checked again when it does: a logout or another tab's change
 * while it was away shows at once.
 */

const LOADED = { timeout: 15_000 };

/** Chromium as the project starts it, but with its back/forward cache on. */
async function browserWithBackForwardCache(browserType: BrowserType): Promise<Browser> {
  const { launchOptions } = test.info().project.use;
  return browserType.launch({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
}

/** Records, in the page, each pageshow and whether the page came from the back/forward cache. */
async function recordPageShows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      const shows = ((window as unknown as { __pageShows?: boolean[] }).__pageShows ??= []);
      shows.push(event.persisted);
    });
  });
}

/** How the page came back: from the cache (persisted), and if not, why not (Chromium's notRestoredReasons). */
async function restoredFromCache(page: Page): Promise<{ restored: boolean; reasons: string }> {
  await page.waitForFunction(() => ((window as unknown as { __pageShows?: boolean[] }).__pageShows ?? []).length > 0);
  return page.evaluate(() => {
    const shows = (window as unknown as { __pageShows?: boolean[] }).__pageShows ?? [];
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return { restored: shows.at(-1) === true, reasons: JSON.stringify(entry.notRestoredReasons ?? null) };
  });
}

test.describe('back and forward', () => {
  let browser: Browser | undefined;
  test.afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  test('"back" to a category shows the page as the shopper left it, from the back/forward cache', async ({ playwright, baseURL }) => {
    browser = await browserWithBackForwardCache(playwright.chromium);
    const page = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
    await recordPageShows(page);
    await page.goto('/sortiment/obst');
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await page.waitForLoadState('networkidle');
    // Something only this page's life holds: gone if the page were loaded again.
    await page.evaluate(() => ((window as unknown as { __sameLife: boolean }).__sameLife = true));

    await page.goto('/ueber-uns');
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await page.waitForLoadState('networkidle');
    await page.goBack({ waitUntil: 'commit' });

    const { restored, reasons } = await restoredFromCache(page);
    expect(restored, `not restored: ${reasons}`).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __sameLife?: boolean }).__sameLife)).toBe(true);
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page kept while the cart changed elsewhere shows the cart as it now is when it comes back', async ({ playwright, baseURL }) => {
    browser = await browserWithBackForwardCache(playwright.chromium);
    const page = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
    await recordPageShows(page);
    await page.goto('/anmelden');
    await api(page, 'POST', '/api/carts/distribution-address', { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
    await api(page, 'POST', '/api/carts/items', { sku: '100201', quantity: 1 });
    await page.goto('/warenkorb');
    await expect(page.getByTestId('cart-line-count')).toHaveText('1 Artikel im Warenkorb', LOADED);
    await page.waitForLoadState('networkidle');

    await page.goto('/ueber-uns');
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await page.waitForLoadState('networkidle');
    // Another tab adds an article while the cart page is kept.
    await api(page, 'POST', '/api/carts/items', { sku: '100503', quantity: 1 });
    await page.goBack({ waitUntil: 'commit' });

    const { restored, reasons } = await restoredFromCache(page);
    expect(restored, `not restored: ${reasons}`).toBe(true);
    await expect(page.getByTestId('cart-line-count')).toHaveText('2 Artikel im Warenkorb', LOADED);
  });

  test('after a logout, "back" to the account page does not show the customer: it asks for a login', async ({ playwright, baseURL }) => {
    browser = await browserWithBackForwardCache(playwright.chromium);
    const page = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
    await recordPageShows(page);
    await page.goto('/anmelden');
    await logInAsCustomer(page);
    await page.goto('/konto');
    await expect(slot(page, 'route:profile').getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await page.waitForLoadState('networkidle');

    await page.goto('/ueber-uns');
    await expect(slot(page, 'route:index').getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    // Logged out elsewhere (another tab) while the account page is kept.
    await api(page, 'POST', '/api/auth/logout');
    await page.goBack({ waitUntil: 'commit' });

    await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fkonto&authRequired=true$/, LOADED);
    await expect(slot(page, 'route:profile')).toHaveCount(0);
  });
});
