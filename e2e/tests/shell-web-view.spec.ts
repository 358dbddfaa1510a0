import { expect, slot, test } from './fixtures';

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

  test('a normal visit has the full frame', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  });
});
