import type { Page } from '@playwright/test';
import { api, expect, newCustomer, slot, test } from './fixtures';

/*
 * The orders in the account: a new customer (an account of its own, made
 * through the API as the registration and password reset pages make it)
 * orders for pickup through the cart and checkout calls, then finds the
 * order in the account, from the header's menu.
 */

const CHUNK = { timeout: 15_000 };

/** A pickup order at the first store with a window: coffee and milk, paid in the store. */
async function orderForPickup(page: Page): Promise<string> {
  await api(page, 'POST', '/api/carts/items', { sku: '100503', quantity: 2 });
  await api(page, 'POST', '/api/carts/items', { sku: '100201', quantity: 1 });
  const address = { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' };
  await api(page, 'POST', '/api/carts/distribution-address', address);
  const slots = (await api(page, 'POST', '/api/capacity', { skus: [], distributionAddress: address })) as Array<{ id: string; available: boolean; start: string }>;
  // A window that stays bookable while the journey runs.
  const slot = slots.find((s) => s.available && new Date(s.start).getTime() > Date.now() + 6 * 3_600_000);
  await api(page, 'POST', '/api/carts/distribution-time-slot', { id: slot!.id });
  await api(page, 'POST', '/api/carts/billing-address', {
    firstName: 'Vera',
    lastName: 'Lang',
    streetName: 'Neubaugasse',
    streetNumber: '7',
    postalCode: '1070',
    city: 'Wien',
    email: 'vera.lang@example.at',
    phoneNumber: '+436641112233',
  });
  await api(page, 'POST', '/api/carts/finalize');
  const result = (await api(page, 'POST', '/api/checkout', { paymentMethodKey: 'payment-at-the-store' })) as { orderNumber: string };
  return result.orderNumber;
}

test('a customer finds an order placed for pickup in the account, with its window, store and lines', async ({ page, consoleErrors }) => {
  void consoleErrors;
  test.slow();
  await page.goto('/');
  await newCustomer(page);
  await page.goto('/konto/bestellungen');
  const profile = slot(page, 'route:profile');
  await expect(profile.getByText('Sie haben noch nichts bestellt.')).toBeVisible(CHUNK);

  const orderNumber = await orderForPickup(page);
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Mein Konto: Vera' });
  await menu.click(CHUNK);
  await page.getByRole('banner').getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page).toHaveURL('/konto/bestellungen');
  await expect(profile.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible(CHUNK);

  const order = profile.getByRole('listitem', { name: `Bestellung ${orderNumber}` });
  await expect(order).toBeVisible(CHUNK);
  await expect(profile.getByText('1 Bestellung', { exact: true })).toBeVisible();
  await expect(order).toContainText('Bestellt');
  await expect(order).toContainText('Abholung im Markt');
  await expect(order).toContainText('Wien Mariahilfer Straße');
  await expect(order).toContainText(/Abholzeit\s*\w{2}\., \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}–\d{2}:\d{2} Uhr/);
  await order.getByText('2 Artikel anzeigen').click();
  const lines = order.getByRole('list', { name: `Artikel der Bestellung ${orderNumber}` });
  await expect(lines.getByRole('listitem')).toHaveText([/^2 ×.*Kaffee/, /^1 ×Bio-Vollmilch 3,8 % 1 l/]);
});
