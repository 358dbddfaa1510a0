import type { Page } from '@playwright/test';
import { expect, slot, test } from './fixtures';

const CUSTOMER = { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/anmelden');
  const login = slot(page, 'route:login');
  await login.getByLabel('E-Mail-Adresse').fill(CUSTOMER.email);
  await login.getByLabel('Passwort', { exact: true }).fill(CUSTOMER.password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(login.getByRole('heading', { name: /Angemeldet als/ })).toBeVisible();
}

test.describe('the session', () => {
  test('an expired session on the profile page: login with returnUrl and authRequired=true, and the notice once', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await logIn(page);
    await page.goto('/konto');
    await expect(page).toHaveURL('/konto');

    const expired = await page.request.post('/__test/expire-session');
    expect(expired.status()).toBe(204);
    // The next customer fetch answers 401 and leaves the sessionExpired cookie.
    await page.reload();

    await expect(page).toHaveURL('/anmelden?returnUrl=%2Fkonto&authRequired=true');
    const notice = page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    await expect(notice).toHaveCount(1);
    // The shell cleared the cookie, so the next page does not show the notice again ...
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'sessionExpired')).toBeUndefined();
    // ... and the notice goes after its 3 seconds.
    await expect(notice).toHaveCount(0, { timeout: 6_000 });
    await page.reload();
    await expect(slot(page, 'route:login').getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
