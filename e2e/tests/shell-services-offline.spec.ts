import { expect, slot, test } from './fixtures';

const OFFLINE_TEXT = 'Keine Internetverbindung. Einige Inhalte sind eventuell nicht aktuell.';

test('losing the connection shows a warning until it is back; navigation goes on', async ({ page, context }) => {
  await page.goto('/');
  await expect(slot(page, 'route:index').locator('h1').first()).toBeVisible();
  // The page has everything it loads at start.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const notice = page.getByRole('alert').filter({ hasText: OFFLINE_TEXT });
  await expect(notice).toBeVisible();

  // Navigation is not blocked: the shell still moves to another page.
  await page.getByRole('banner').getByRole('link', { name: 'Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Frischmarkt' })).toBeVisible();
  await expect(notice).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
});
