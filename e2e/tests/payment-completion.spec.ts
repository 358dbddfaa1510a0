import type { Page } from '@playwright/test';
import { api, expect, newCustomer, slot, test } from './fixtures';

/** A lazy chunk on a busy machine: the remote, then the route's own chunk. */
const LAZY = { timeout: 15_000 };

const DELIVERY = {
  distributionType: 'DELIVERY',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1060',
  city: 'Wien',
  firstName: 'Anna',
  lastName: 'Berger',
  deliveryPhoneNumber: '0664 1234567',
};
const BILLING = {
  firstName: 'Anna',
  lastName: 'Berger',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1060',
  city: 'Wien',
  email: 'anna.berger@example.at',
  phoneNumber: '+436641234567',
};

/**
 * A guest's cart taken to the payment provider through the API, as the
 * checkout page does it (its UI is not part of this journey): articles over
 * the minimum order value, the delivery address, a window that stays
 * bookable, the billing address, finalized, then checkout by card, which
 * answers the provider's page.
 */
async function cartAtTheProvider(page: Page, keep: { savePaymentMethod: boolean; setPrimary: boolean } = { savePaymentMethod: false, setPrimary: false }): Promise<string> {
  // A page of the shop's origin without the shop on it: on a shop page the cart would find its cart
  // FINALIZED while this sets it up and, rightly, lead on to payment finalization and reopen it.
  if (!page.url().endsWith('/manifest.webmanifest')) await page.goto('/manifest.webmanifest');
  await api(page, 'POST', '/api/carts/items', { sku: '100503', quantity: 2 });
  await api(page, 'POST', '/api/carts/items', { sku: '100201', quantity: 2 });
  await api(page, 'POST', '/api/carts/distribution-address', DELIVERY);
  const slots = await api<Array<{ id: string; start: string; available: boolean; serviceFee?: number }>>(page, 'POST', '/api/capacity', {
    skus: [],
    distributionAddress: DELIVERY,
  });
  // A window whose booking could close while the journey runs is left out.
  const window = slots.find((candidate) => candidate.available && candidate.serviceFee !== undefined && Date.parse(candidate.start) > Date.now() + 24 * 3_600_000);
  if (!window) throw new Error('no bookable window');
  await api(page, 'POST', '/api/carts/distribution-time-slot', { id: window.id });
  await api(page, 'POST', '/api/carts/billing-address', BILLING);
  await api(page, 'POST', '/api/carts/finalize');
  const started = await api<{ redirectUrl?: string }>(page, 'POST', '/api/checkout', { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', ...keep });
  if (!started.redirectUrl) throw new Error('checkout answered no provider page');
  return started.redirectUrl;
}

function miniCart(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / });
}

test.describe('a shopper pays and gets the confirmation', () => {
  test('approved at the provider: the order is placed, the confirmation shows it and survives a reload, the cart is empty', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    const providerPage = await cartAtTheProvider(page);
    await page.goto(providerPage);
    await page.getByRole('button', { name: 'Zahlung freigeben' }).click();

    // Back at payment finalization, which places the order and moves on to the confirmation.
    const confirmation = slot(page, 'route:checkout-confirmation');
    await expect(confirmation.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible(LAZY);
    await expect(page).toHaveURL(/\/bestellung-ok$/);
    const orderNumber = (await confirmation.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^FM\d{8}$/);
    await expect(confirmation.getByTestId('confirmation-address')).toContainText('Mariahilfer Straße 12');
    await expect(confirmation.getByTestId('confirmation-window')).toHaveText(/\d{2}:\d{2} bis \d{2}:\d{2} Uhr$/);
    await expect(confirmation.getByTestId('confirmation-payments')).toContainText(/mit Kreditkarte \(Visa\)/);
    await expect(confirmation.getByText('Eine Bestätigung mit allen Details schicken wir an anna.berger@example.at.')).toBeVisible();
    await expect(miniCart(page)).toHaveAccessibleName(/^Warenkorb: 0 Artikel, /, LAZY);
    expect((await api<{ lineItemCount: number; cartStatus: string }>(page, 'GET', '/api/carts')).lineItemCount).toBe(0);

    // A reload shows the same order, and orders nothing again.
    await page.reload();
    await expect(confirmation.getByTestId('order-number')).toHaveText(orderNumber, LAZY);
    await expect(miniCart(page)).toHaveAccessibleName(/^Warenkorb: 0 Artikel, /, LAZY);
    await confirmation.getByRole('link', { name: 'Weiter einkaufen' }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('declined at the provider: back at the payment step with the message, the cart open again', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    // The checkout page (another part of the shop) is not under test: whatever it shows, the journey reads the URL and the cart.
    const providerPage = await cartAtTheProvider(page);
    await page.goto(providerPage);
    await page.getByRole('button', { name: 'Zahlung ablehnen' }).click();
    await expect(page).toHaveURL(/\/kasse\?/, LAZY);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      paymentBrandName: 'Visa',
      paymentMethodKey: 'credit-cards',
      paymentInitiator: 'REDIRECT',
      paymentMethodType: 'ONE_TIER',
      provider: 'frischpay',
      savePaymentMethod: 'false',
      setPrimary: 'false',
      step: 'payment',
      paymentError: 'checkout.paymentError.declined',
    });
    const cart = await api<{ cartStatus: string; lineItemCount: number }>(page, 'GET', '/api/carts');
    expect(cart).toMatchObject({ cartStatus: 'OPEN', lineItemCount: 2 });
    // Open again: an add works (no 409 of a cart in payment).
    const added = await api<{ lineItemCount: number }>(page, 'POST', '/api/carts/items', { sku: '100101', quantity: 1 });
    expect(added.lineItemCount).toBe(3);
  });

  test('a finalized cart on the start page leads to payment finalization, which reopens the payment', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    // The shopper left the provider's page without deciding and opened the shop again.
    await cartAtTheProvider(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/kasse\?paymentInitiator=UNKNOWN&paymentMethodType=UNKNOWN&step=payment&paymentError=checkout.paymentError.notCompleted$/, LAZY);
    expect(visited).toContain('/zahlung?paymentInitiator=UNKNOWN&paymentMethodType=UNKNOWN');
    expect((await api<{ cartStatus: string }>(page, 'GET', '/api/carts')).cartStatus).toBe('OPEN');
  });
});

test.describe('a customer keeps a card for later (doc 2 §2, §7)', () => {
  test('ticked at checkout: the card is saved after the order, listed in Konto › Zahlungsarten, can become the standard one and be removed', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/manifest.webmanifest');
    await newCustomer(page);
    const payments = page.getByRole('list', { name: 'Gespeicherte Zahlungsarten' });
    const payAndConfirm = async (keep: { savePaymentMethod: boolean; setPrimary: boolean }) => {
      await page.goto(await cartAtTheProvider(page, keep));
      await page.getByRole('button', { name: 'Zahlung freigeben' }).click();
      const confirmation = slot(page, 'route:checkout-confirmation');
      await expect(confirmation.getByTestId('confirmation-saved-card')).toHaveText(/Ihre Karte ist für Ihre nächsten Einkäufe gespeichert\./, LAZY);
      return confirmation;
    };

    // The first card kept, as the standard one: the confirmation leads to the saved payment methods.
    const confirmation = await payAndConfirm({ savePaymentMethod: true, setPrimary: true });
    await confirmation.getByRole('link', { name: 'Zu Ihren Zahlungsarten' }).click();
    await expect(page).toHaveURL(/\/zahlungsarten$/);
    await expect(payments.getByRole('listitem')).toHaveCount(1, LAZY);
    await expect(payments.getByRole('listitem').first()).toContainText(/Visa\s*•••• \d{4}/);
    await expect(payments.getByRole('listitem').first()).toContainText('Bevorzugt');

    // A second card kept without "als Standard": listed beside it, and made the standard one here.
    await page.goto('/manifest.webmanifest');
    await payAndConfirm({ savePaymentMethod: true, setPrimary: false });
    await page.goto('/konto/zahlungsarten');
    await expect(payments.getByRole('listitem')).toHaveCount(2, LAZY);
    const notStandard = payments.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Als bevorzugt festlegen' }) });
    await expect(notStandard).toHaveCount(1);
    const second = (await notStandard.getAttribute('aria-label')) ?? '';
    await notStandard.getByRole('button', { name: 'Als bevorzugt festlegen' }).click();
    await expect(payments.getByRole('listitem', { name: second })).toContainText('Bevorzugt');
    await expect(payments.getByRole('button', { name: 'Als bevorzugt festlegen' })).toHaveCount(1);

    // Removed after asking: one card is left, and it is the standard one again.
    await payments.getByRole('listitem', { name: second }).getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(payments.getByRole('listitem').first()).toContainText('Bevorzugt');
    expect((await api<{ activeMethods: unknown[] }>(page, 'GET', '/api/customers/payment-methods')).activeMethods).toHaveLength(1);
  });
});
