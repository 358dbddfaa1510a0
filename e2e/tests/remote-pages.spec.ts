import { expect, headerSearchInput, slot, test } from './fixtures';

test.describe('each remote renders its first route from the backend', () => {
  test('content: the start page renders its heading and its content blocks', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    const content = slot(page, 'route:index');
    await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
    // The blocks are rendered now, no longer listed by type and headline.
    const blocks = content.locator('[data-block-type]');
    await expect(content.getByRole('region', { name: 'Aktuelles bei Frischmarkt' })).toBeVisible();
    expect(await blocks.count()).toBeGreaterThan(2);
  });

  test('catalogue: the top-level categories link to their category pages', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/sortiment');
    const catalogue = slot(page, 'route:products-slug');
    const category = catalogue.getByRole('link', { name: 'Obst & Gemüse' });
    await expect(category).toBeVisible();
    await category.click();
    await expect(page).toHaveURL(/\/sortiment\/[a-z0-9-]+$/);
    await expect(catalogue.getByRole('heading', { level: 1, name: 'Obst & Gemüse' })).toBeVisible();
  });

  test('search: the result page shows the number of products for the term', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/suche/milch');
    await expect(page.getByTestId('search-result-count')).toHaveText(/^[1-9]\d* Produkte gefunden$/);
  });

  test('search: the header search leads to the result page', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await headerSearchInput(page).fill('Käse');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\/K%C3%A4se$/);
    await expect(page.getByTestId('search-result-count')).toBeVisible();
  });

  test('account: the login form logs the seeded customer in', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/anmelden');
    const account = slot(page, 'route:login');
    await account.getByLabel(/E-Mail/).fill('kundin@frischmarkt.example');
    await account.getByLabel(/Passwort/).fill('Einkauf2026!');
    const login = page.waitForResponse((r) => r.url().includes('/api/auth/login') && r.request().method() === 'POST');
    await account.getByRole('button', { name: /Anmelden/ }).click();
    expect((await login).status()).toBe(200);
    await expect(account.getByText(/Anna/)).toBeVisible();
  });

  test('account: a wrong password gets the credentials message, the typed email stays', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/anmelden');
    const account = slot(page, 'route:login');
    await account.getByLabel(/E-Mail/).fill('kundin@frischmarkt.example');
    await account.getByLabel(/Passwort/).fill('falsch');
    await account.getByRole('button', { name: /Anmelden/ }).click();
    // The error comes from the shell's API client: the remote must recognise it across bundles.
    await expect(account.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(account.getByLabel(/E-Mail/)).toHaveValue('kundin@frischmarkt.example');
  });

  test('cart-checkout: the cart page shows the line count of the current cart', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/warenkorb');
    const count = page.getByTestId('cart-line-count');
    await expect(count).toHaveText(/^0 Artikel/);

    // Put a product in this visitor's cart through the API, as a product tile will.
    await page.evaluate(async () => {
      await fetch('/api/csrf', { credentials: 'include' });
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/api/carts/items', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
        body: JSON.stringify({ sku: (await (await fetch('/api/products/search/milch?pageSize=1')).json()).results[0].sku, quantity: 2 }),
      });
      if (!response.ok) throw new Error(`add to cart failed: ${response.status}`);
    });
    await page.reload();
    await expect(count).toHaveText(/^1 Artikel/);
  });
});
