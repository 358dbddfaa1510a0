import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A phone's width: the header must fit it without scrolling sideways. */
const PHONE_WIDTH = 390;

/** The second tenant, by host name; Chromium resolves every *.localhost name to this machine. */
function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

/** The vertical middle of an element, to tell which row of the header it is on. */
async function middleOf(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + box.height / 2;
}

/** How far the page reaches to the side (more than the viewport: it scrolls sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The visible links of the header that break over more than one line, or that
 * reach past the viewport's right edge: their text's line boxes, by distinct top.
 */
function brokenHeaderLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('banner')
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .filter((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          return tops.size > 1 || link.getBoundingClientRect().right > document.documentElement.clientWidth;
        })
        .map((link) => link.textContent ?? ''),
    );
}

test.describe('the header at 390 px', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });

  const pages = [
    { tenant: 'Frischmarkt', path: '/' },
    { tenant: 'Frischmarkt', path: '/sortiment/obst-gemuese' },
    { tenant: 'Biogarten', path: '/' },
    { tenant: 'Biogarten', path: '/produkte/obst-gemuese' },
  ];
  for (const target of pages) {
    test(`${target.tenant} ${target.path}: nothing overflows, each header link on one line, also with the menu open`, async ({ page, baseURL, consoleErrors }) => {
      void consoleErrors;
      const origin = target.tenant === 'Biogarten' ? bioOrigin(baseURL) : '';
      await page.goto(`${origin}${target.path}`);
      const header = page.getByRole('banner');
      const brand = header.getByRole('link', { name: target.tenant, exact: true });
      const cart = header.getByRole('link', { name: 'Warenkorb' });
      await expect(cart).toBeVisible();
      await expect(brand).toBeVisible();
      // The search (the remote's flyout) is in the header too once the frame has loaded.
      await expect(header.getByRole('button', { name: 'Suchen' })).toBeVisible();

      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
      expect(await brokenHeaderLinks(page)).toEqual([]);
      // The cart link stays in the brand's row rather than dropping onto a line of its own.
      expect(Math.abs((await middleOf(page, cart)) - (await middleOf(page, brand)))).toBeLessThan(12);

      await header.getByRole('button', { name: 'Menü' }).click();
      await expect(header.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortiment' })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
      expect(await brokenHeaderLinks(page)).toEqual([]);
    });
  }
});
