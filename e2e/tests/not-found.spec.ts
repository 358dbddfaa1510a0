import type { Page } from '@playwright/test';
import { FALLBACK_TEXT, expect, serveRemoteWithout, slot, test } from './fixtures';

/** The page names in the tag manager's data layer (the test tenant has no consent tool: all granted). */
function trackedPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'pageView')
      .map((entry) => String(entry['pageName'])),
  );
}

test.describe('a page its loaded remote does not provide', () => {
  test('is the not-found page with the content-managed not-found content, tracked as errorPage, not an outage', async ({ page, consoleErrors }) => {
    void consoleErrors;
    // A cart-checkout build that loads but has no cart page: a page it renders today, taken away.
    await serveRemoteWithout(page, 'cart-checkout', { routes: ['cart'] });
    const remoteLoaded = page.waitForResponse((response) => /\/remotes\/cart-checkout\/[^/]+\/remoteEntry\.js$/.test(response.url()));
    await page.goto('/warenkorb');
    expect((await remoteLoaded).ok(), 'the cart-checkout remote itself loads').toBe(true);

    await expect(page.locator('[data-error-message="Page Not Found: /warenkorb"]')).toBeVisible();
    // The error's message is for logs and tools: the German page shows no English line.
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Diese Seite gibt es nicht – /);
    await expect(slot(page, 'fragment:not-found-content').getByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
    // Not an outage: no "not available" box and no retry that could never work.
    await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    await expect(slot(page, 'route:cart')).toHaveCount(0);
    await expect.poll(() => trackedPageViews(page)).toEqual(['errorPage']);

    // The frame stays: the shopper goes on through the header, and the next page is tracked as itself.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' }).click();
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => trackedPageViews(page)).toEqual(['errorPage', 'frischmarkt:sortiment']);
  });
});
