import type { Page } from '@playwright/test';
import { expect, logInAsCustomer, slot, test } from './fixtures';

/** The prices of the listing's tiles in their order, in cents, as the shopper reads them. */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await slot(page, 'route:products-slug').getByRole('article').locator('strong').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

function trackedPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'pageView')
      .map((entry) => String(entry['pageName'])),
  );
}

test.describe('a shopper finds products', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('tree → listing: sort, filter, paging and the back button, all in the URL', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Kategorien anzeigen' }).click({ timeout: 15_000 });
    const menu = header.getByRole('region', { name: 'Obst & Gemüse' });
    await menu.getByRole('link', { name: 'Obst', exact: true }).click();

    await expect(page).toHaveURL(/\/sortiment\/obst$/);
    const listing = slot(page, 'route:products-slug');
    await expect(listing.getByRole('heading', { level: 1, name: 'Obst' })).toBeVisible({ timeout: 15_000 });
    await expect(listing.getByRole('navigation', { name: 'Sie sind hier' })).toContainText('Obst & Gemüse');
    await expect(listing.getByText('30 Produkte')).toBeVisible();
    await expect(listing.getByRole('article')).toHaveCount(24);
    // Every tile shows its picture, drawn by the backend.
    const firstImage = listing.getByRole('article').first().locator('img');
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await listing.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('priceAsc');
    await expect(page).toHaveURL(/\/sortiment\/obst\?sort=priceAsc$/);
    await expect.poll(async () => {
      const prices = await tilePrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    }).toBe(true);

    await listing.getByRole('checkbox', { name: /Frischmarkt Bio/ }).check();
    await expect(page).toHaveURL(/sort=priceAsc&brand=Frischmarkt\+Bio$/);
    await expect(listing.getByText('5 Produkte')).toBeVisible();
    for (const brand of await listing.getByRole('article').locator('p').filter({ hasText: /^Frischmarkt/ }).allTextContents()) expect(brand).toBe('Frischmarkt Bio');

    // A filter that leaves nothing explains itself and offers the way back.
    await listing.getByRole('textbox', { name: 'von' }).fill('50');
    await listing.getByRole('button', { name: 'Anwenden' }).click();
    await expect(listing.getByRole('heading', { name: 'Keine Produkte mit diesen Filtern' })).toBeVisible();
    await listing.getByRole('region', { name: /Keine Produkte/ }).getByRole('button', { name: 'Alle Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/sortiment\/obst\?sort=priceAsc$/);
    await expect(listing.getByText('30 Produkte')).toBeVisible();

    // The back button is the URL's: the filtered, then the emptied listing again.
    await page.goBack();
    await expect(listing.getByRole('heading', { name: 'Keine Produkte mit diesen Filtern' })).toBeVisible();
    await page.goBack();
    await expect(listing.getByRole('checkbox', { name: /Frischmarkt Bio/ })).toBeChecked();
    await expect(listing.getByText('5 Produkte')).toBeVisible();
    // Forward again, one step at a time: each step's listing is shown before the next (two forwards in a row
    // can reach the browser before the page has taken the first).
    await page.goForward();
    await expect(listing.getByRole('heading', { name: 'Keine Produkte mit diesen Filtern' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/sortiment\/obst\?sort=priceAsc$/);
    await expect(listing.getByText('30 Produkte')).toBeVisible();

    const pages = listing.getByRole('navigation', { name: 'Seiten' });
    await pages.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/sort=priceAsc&page=2$/);
    await expect(listing.getByRole('article')).toHaveCount(6);
    await page.goBack();
    await expect(listing.getByRole('article')).toHaveCount(24);
  });

  test('listing → product page → back to where the shopper was; the quantity in the cart shows on tile and page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    // Two kiwis in this visitor's cart, put there through the API as cart-checkout does.
    await page.evaluate(async () => {
      const kiwi = (await (await fetch('/api/categories/suedfruechte/products?pageSize=100')).json()).results.find(
        (product: { name: string }) => product.name === 'Kiwi grün 6 Stück',
      );
      await fetch('/api/csrf', { credentials: 'include' });
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/api/carts/items', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
        body: JSON.stringify({ sku: kiwi.sku, quantity: 2 }),
      });
      if (!response.ok) throw new Error(`add to cart failed: ${response.status}`);
    });

    await page.goto('/sortiment/obst');
    const listing = slot(page, 'route:products-slug');
    const tile = listing.getByRole('article', { name: 'Kiwi grün 6 Stück' });
    await tile.scrollIntoViewIfNeeded({ timeout: 15_000 });
    await expect(tile.getByText('Im Warenkorb: 2 Stk.')).toBeVisible();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await tile.getByRole('link', { name: 'Kiwi grün 6 Stück' }).click();

    const product = slot(page, 'route:product-slug');
    await expect(product.getByRole('heading', { level: 1, name: 'Kiwi grün 6 Stück' })).toBeVisible({ timeout: 15_000 });
    await expect(product.getByText('Im Warenkorb: 2 Stk.')).toBeVisible();
    await expect(page).toHaveTitle('Kiwi grün 6 Stück – Frischmarkt');
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Kiwi grün 6 Stück', offers: { '@type': 'Offer', priceCurrency: 'EUR', price: '2.49' } });
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/produkt\/kiwi-gruen-6-stueck\/\d+$/);
    await expect(product.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: 'Südfrüchte' })).toBeVisible();
    await expect(product.getByRole('heading', { name: 'Ähnliche Produkte' })).toBeVisible();

    await page.goBack();
    await expect(listing.getByRole('article', { name: 'Kiwi grün 6 Stück' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('availability: the age notice on wine, no add button for what is not sold now', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/sortiment/beeren-steinobst');
    const listing = slot(page, 'route:products-slug');
    const berries = listing.getByRole('article', { name: 'Erdbeeren aus der Steiermark 500 g' });
    await expect(berries.getByRole('button', { name: 'Derzeit nicht lieferbar' })).toBeDisabled({ timeout: 15_000 });
    await expect(berries.getByText('Regional')).toBeVisible();
    await listing.getByRole('checkbox', { name: 'Nur lieferbare Produkte' }).check();
    await expect(listing.getByRole('article', { name: 'Erdbeeren aus der Steiermark 500 g' })).toHaveCount(0);

    await page.goto('/sortiment/rotwein');
    const wine = slot(page, 'route:products-slug').getByRole('article').first();
    await expect(wine.getByText('Ab 18')).toBeVisible({ timeout: 15_000 });
    await expect(wine.getByRole('button', { name: /in den Warenkorb/ })).toBeEnabled();
  });

  test('a guest’s heart asks for a login that brings them back', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/sortiment/zitrusfruechte');
    const tile = slot(page, 'route:products-slug').getByRole('article').first();
    await tile.getByRole('button', { name: /zu den Favoriten hinzufügen/ }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Favoriten merken' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden?returnUrl=%2Fsortiment%2Fzitrusfruechte');
  });

  test('an unknown product is the 404 page, tracked as errorPage', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/produkt/gibt-es-nicht/999999');
    await expect(slot(page, 'fragment:not-found-content').getByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => trackedPageViews(page)).toContain('errorPage');
  });
});

test.describe('the header category menu after a catalogue page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('still opens once the shopper has left the catalogue for the cart: the remote’s cache outlives the route that took it first', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.goto('/sortiment/obst');
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1, name: 'Obst' })).toBeVisible({ timeout: 15_000 });
    const header = page.getByRole('banner');
    const open = header.getByRole('button', { name: 'Kategorien anzeigen' });
    await expect(open).toBeVisible({ timeout: 15_000 });
    // Leaving the catalogue's route unmounts the parcel that took the remote's cache first.
    await header.getByRole('link', { name: /^Warenkorb/ }).click();
    await expect(slot(page, 'route:cart').getByTestId('cart-line-count')).toBeVisible({ timeout: 15_000 });
    await open.click();
    await expect(header.getByRole('region', { name: 'Obst & Gemüse' }).getByRole('link', { name: 'Obst', exact: true })).toBeVisible();
    await expect(slot(page, 'fragment:category-menu').getByText('Dieser Bereich ist gerade nicht verfügbar.')).toHaveCount(0);
  });
});

test.describe('the header category menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is a drawer that goes one level at a time', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menü' }).click();
    await header.getByRole('button', { name: 'Kategorien anzeigen' }).click({ timeout: 15_000 });
    await header.getByRole('button', { name: /Getränke/ }).click();
    await header.getByRole('region', { name: 'Getränke' }).getByRole('link', { name: 'Wasser' }).click();
    await expect(slot(page, 'route:products-slug').getByRole('heading', { level: 1, name: 'Wasser' })).toBeVisible({ timeout: 15_000 });
    await expect(header.getByRole('region', { name: 'Getränke' })).toHaveCount(0);
  });
});

test.describe('brands', () => {
  test('the brands page lists every brand A–Z; a brand page lists its products like a category', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/marken');
    const brands = slot(page, 'route:brands');
    await expect(brands.getByRole('heading', { level: 1, name: 'Marken' })).toBeVisible({ timeout: 15_000 });
    await brands.getByRole('link', { name: /^Alpenhof \d+ Produkte$/ }).click();
    await expect(page).toHaveURL(/\/marke\/alpenhof$/);
    const brand = slot(page, 'route:brand-slug');
    await expect(brand.getByRole('heading', { level: 1, name: 'Alpenhof' })).toBeVisible({ timeout: 15_000 });
    await expect(brand.getByRole('article').first()).toContainText('Alpenhof');
    await brand.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('nameAsc');
    await expect(page).toHaveURL(/\/marke\/alpenhof\?sort=nameAsc$/);
  });
});

test.describe('favorites for a customer', () => {
  test('the heart adds and removes a favorite on the account, on the tile and the product page alike', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await logInAsCustomer(page);
    await page.goto('/sortiment/zitrusfruechte');
    const tile = slot(page, 'route:products-slug').getByRole('article', { name: 'Limetten 4 Stück' });
    const heart = tile.getByRole('button', { name: /Limetten 4 Stück (zu den|aus den) Favoriten/ });
    await expect(heart).toBeVisible({ timeout: 15_000 });
    // Start from "not a favorite" whatever an earlier run on this server left.
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    const saved = page.waitForResponse((response) => /\/api\/customers\/favorites\/products$/.test(response.url()) && response.request().method() === 'PUT');
    await heart.click();
    expect((await saved).ok()).toBe(true);
    await expect(tile.getByRole('button', { name: 'Limetten 4 Stück aus den Favoriten entfernen' })).toHaveAttribute('aria-pressed', 'true');

    await tile.getByRole('link', { name: 'Limetten 4 Stück' }).click();
    const product = slot(page, 'route:product-slug');
    const pageHeart = product.getByRole('button', { name: 'Limetten 4 Stück aus den Favoriten entfernen' });
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    const removed = page.waitForResponse((response) => /\/api\/customers\/favorites\/products\/\d+$/.test(response.url()) && response.request().method() === 'DELETE');
    await pageHeart.click();
    expect((await removed).ok()).toBe(true);
    await expect(product.getByRole('button', { name: 'Limetten 4 Stück zu den Favoriten hinzufügen' })).toHaveAttribute('aria-pressed', 'false');
  });
});
