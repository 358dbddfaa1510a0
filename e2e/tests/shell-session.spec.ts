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

  test('a guest’s visit of a few pages: not one console error, and no customer call', async ({ page, consoleErrors }) => {
    void consoleErrors;
    // Every console error, failed loads included (the shared fixture lets those pass).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    const customerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/customers')) customerCalls.push(request.url());
    });
    const visits = [
      { path: '/', ready: slot(page, 'route:index').getByRole('heading', { level: 1 }).first() },
      { path: '/sortiment', ready: slot(page, 'route:products-slug').getByRole('link', { name: 'Obst & Gemüse' }) },
      { path: '/sortiment/obst-gemuese', ready: slot(page, 'route:products-slug').getByRole('heading', { level: 1 }) },
      { path: '/suche/milch', ready: slot(page, 'route:search-term').getByRole('heading', { level: 1 }) },
      { path: '/anmelden', ready: slot(page, 'route:login').getByRole('heading', { name: 'Anmelden' }) },
      { path: '/warenkorb', ready: slot(page, 'route:cart').locator('h1, form').first() },
    ];
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(visit.ready).toBeVisible();
      // The frame's lazy parts (navigation, footer) are there too.
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    }
    expect(errors).toEqual([]);
    expect(customerCalls).toEqual([]);
  });
});
