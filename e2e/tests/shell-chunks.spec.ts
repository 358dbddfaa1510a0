import { expect, slot, test } from './fixtures';

test.describe('a lazy chunk of the shell that cannot load', () => {
  test('the frame around the brand is missing, the page itself works', async ({ page }) => {
    await page.route(/\/lazy-page-chrome\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/sortiment');
    await expect(slot(page, 'route:products-slug').locator('h1, form').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Frischmarkt' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  });

  test('the error page without its chunk still says what happened', async ({ page }) => {
    await page.route(/\/lazy-error-page\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/produkt/%20');
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Frischmarkt' })).toBeVisible();
  });
});
