import { expect, slot, test } from './fixtures';

/*
 * The favorites page with its product source filter, for Anna Berger (demo
 * customer c-10001): favorite products and products she bought. Other
 * journeys toggle one of her favorites, so this one counts only what they
 * leave alone: what she bought, and her favorites that she bought.
 */

const CHUNK = { timeout: 15_000 };

test('a customer filters the favorites page by what she marked and what she bought', async ({ page, consoleErrors }) => {
  void consoleErrors;
  test.slow();
  await page.goto('/favoriten');
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill('kundin@frischmarkt.example', CHUNK);
  await login.getByLabel('Passwort', { exact: true }).fill('Einkauf2026!');
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/favoriten', CHUNK);

  const favorites = slot(page, 'route:favorites');
  await expect(favorites.getByRole('heading', { level: 1, name: 'Meine Favoriten' })).toBeVisible(CHUNK);
  const filter = favorites.getByRole('group', { name: 'Welche Produkte' });
  await expect(filter.getByRole('button', { name: 'Favoriten und Gekauftes' })).toHaveAttribute('aria-pressed', 'true');

  await filter.getByRole('button', { name: 'Gekauft', exact: true }).click();
  await expect(filter.getByRole('button', { name: 'Gekauft', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(favorites.getByText('6 Produkte', { exact: true })).toBeVisible(CHUNK);

  await filter.getByRole('button', { name: 'Favoriten, die ich gekauft habe' }).click();
  await expect(favorites.getByText('1 Produkt', { exact: true })).toBeVisible(CHUNK);
  // The tiles are the catalogue's product list, with their add button.
  await expect(favorites.getByRole('button', { name: /Bio-Bananen 1 kg in den Warenkorb/ })).toBeVisible(CHUNK);
});
