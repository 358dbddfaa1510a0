import { api, expect, slot, test } from './fixtures';

test.describe('web view mode', () => {
  test('webview=true hides the shop frame for the whole visit, the back button stays', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/?webview=true');
    await expect(slot(page, 'route:index')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // Remembered in a cookie: the next page without the parameter is still in web view mode.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'webview')?.value).toBe('true');
    await page.goto('/sortiment');
    await expect(slot(page, 'route:products-slug')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  });

  test('hidebackbutton=true hides the back button too', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/?webview=true&hidebackbutton=true');
    await expect(slot(page, 'route:index')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
    await page.goto('/sortiment');
    await expect(slot(page, 'route:products-slug')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  });

  test('without the header, an add still asks for delivery or pickup, and the article goes in', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/suche/milch?webview=true');
    // The frame is only the back button: no mini-cart.
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Warenkorb: / })).toHaveCount(0);
    const list = slot(page, 'route:search-term').getByRole('list', { name: 'Gefundene Produkte' });
    await list.getByRole('button', { name: 'Bio-Vollmilch 3,8 % 1 l in den Warenkorb' }).click();

    // No mini-cart shows the cart's dialogs here: the cart places its own.
    const dialog = page.getByRole('dialog', { name: 'Lieferung oder Abholung?' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('radio', { name: 'Abholung im Markt' }).check();
    await dialog.getByRole('group', { name: 'Markt für die Abholung' }).getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Diesen Markt wählen' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await api<{ productLineItems: Array<{ product: { sku: string } }> }>(page, 'GET', '/api/carts')).productLineItems.map((line) => line.product.sku)).toEqual(['100201']);
  });

  test('a normal visit has the full frame', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  });
});
