import type { Page } from '@playwright/test';
import { api, expect, logInAsCustomer, newCustomer, slot, test, checkoutShots as shots } from './fixtures';

/** A lazy chunk on a busy machine: the remote, then the route's own chunk. */
const LAZY = { timeout: 15_000 };
const MILK = { sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l' };
const DELIVERY = { distributionType: 'DELIVERY', streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien' };
const PICKUP = { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' };

/** A cart with a service and enough milk for the minimum order value of either service (as the cart journeys build one). */
async function cartWith(page: Page, service: Record<string, string>, quantity = 20): Promise<void> {
  await api(page, 'POST', '/api/carts/distribution-address', service);
  await api(page, 'POST', '/api/carts/items', { sku: MILK.sku, quantity });
}


function confirmation(page: Page) {
  return slot(page, 'route:checkout-confirmation');
}

/** Every address the page shows, history navigations included (payment finalization replaces itself quickly). */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The confirmation of a placed order: its number, and the cart empty in the header and on the server. */
async function expectOrderConfirmed(page: Page): Promise<void> {
  await expect(confirmation(page).getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible(LAZY);
  await expect(page).toHaveURL(/\/bestellung-ok$/);
  await expect(confirmation(page).getByTestId('order-number')).toHaveText(/^FM\d{8}$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / })).toHaveAccessibleName(/^Warenkorb: 0 Artikel, /, LAZY);
  expect(((await api(page, 'GET', '/api/carts')) as { lineItemCount: number }).lineItemCount).toBe(0);
}

function checkout(page: Page) {
  return slot(page, 'route:checkout');
}

function progress(page: Page) {
  return checkout(page).getByRole('navigation', { name: 'Schritte der Bestellung' });
}

test.describe('a shopper pays at the checkout', () => {
  test('guest delivery: invalid inputs show the spec’s messages and send nothing, then window, billing, card → the provider', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    await cartWith(page, DELIVERY);
    await page.goto('/kasse');
    const page$ = checkout(page);
    await expect(page$.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible(LAZY);
    // Focused layout: no shop navigation.
    await expect(page.getByRole('link', { name: /^Warenkorb: / })).toHaveCount(0);
    await expect(progress(page).getByRole('button', { name: /Service/ })).toHaveAttribute('aria-current', 'step');
    await shots(page, '1-service');

    // Step 1: the address chosen in the cart; the delivery phone is Mandatory at Frischmarkt.
    await expect(page$.getByLabel('Straße')).toHaveValue('Mariahilfer Straße');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/carts/distribution-address')) sent.push(request.url());
    });
    await page$.getByLabel('Hausnummer').fill('123456');
    await page$.getByLabel('Hinweis für die Zustellung (optional)').fill('Bitte <klingeln>');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    // Focus on the first invalid field: the name at the door (a guest has none yet).
    await expect(page$.getByLabel('Vorname')).toBeFocused();
    await expect(page$.getByText('Maximal 5 Zeichen.')).toBeVisible();
    // Vorname, Nachname and the mandatory delivery phone.
    await expect(page$.getByText('Dieses Feld ist ein Pflichtfeld.')).toHaveCount(3);
    await expect(page$.getByText('Das Zeichen „<“ ist nicht erlaubt.')).toBeVisible();
    expect(sent).toEqual([]);
    await shots(page, '1-service-errors');

    await page$.getByLabel('Hausnummer').fill('12');
    await page$.getByLabel('Vorname').fill('Eva');
    await page$.getByLabel('Nachname').fill('Gast');
    await page$.getByLabel('Hinweis für die Zustellung (optional)').fill('Bitte klingeln');
    await page$.getByLabel('Telefonnummer für die Zustellung').fill('0660 1234567');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    // Step 2: the earliest window preselected.
    await expect(progress(page).getByRole('button', { name: /Zeitfenster/ })).toHaveAttribute('aria-current', 'step');
    await expect(page$.getByTestId('earliest-window')).toBeVisible(LAZY);
    await expect(page$.getByRole('radio', { checked: true })).toHaveCount(1);
    // Delivery windows are two hours from 08:00 to 20:00 in Vienna, and read so on a device in any time zone.
    const chosenWindow = page$.locator('label', { has: page.getByRole('radio', { checked: true }) });
    const windowHours = /(08|10|12|14|16|18):00–(10|12|14|16|18|20):00/;
    await expect(chosenWindow).toHaveText(windowHours);
    const chosenHours = (await chosenWindow.textContent())!.match(windowHours)![0];
    await shots(page, '2-window');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    // Step 3: billing, the e-mail is required and must be one.
    await expect(progress(page).getByRole('button', { name: /Rechnung/ })).toHaveAttribute('aria-current', 'step');
    await expect(page$.getByLabel('Rechnungsadresse wie Lieferadresse')).toBeChecked();
    await expect(page$.getByLabel('Vorname')).toHaveValue('Eva');
    await page$.getByLabel('E-Mail-Adresse').fill('kein-mail');
    await page$.getByLabel('UID-Nummer (optional)').fill('ATU1');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByLabel('UID-Nummer (optional)')).toBeFocused();
    await expect(page$.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await shots(page, '3-billing-errors');
    await page$.getByLabel('UID-Nummer (optional)').fill('');
    await page$.getByLabel('E-Mail-Adresse').fill('eva.gast@example.at');
    // A step back before saving loses nothing typed.
    await progress(page).getByRole('button', { name: /Service/ }).click();
    await expect(page$.getByLabel('Hinweis für die Zustellung (optional)')).toHaveValue('Bitte klingeln');
    await progress(page).getByRole('button', { name: /Rechnung/ }).click();
    await expect(page$.getByLabel('E-Mail-Adresse')).toHaveValue('eva.gast@example.at');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    // Step 4: the methods with their surcharge, before choosing.
    await expect(progress(page).getByRole('button', { name: /Zahlung/ })).toHaveAttribute('aria-current', 'step');
    const methods = page$.getByRole('radiogroup', { name: 'Zahlungsart' });
    await expect(methods.getByRole('radio', { name: /^Kreditkarte \(\+1,5 % Aufschlag, gesamt € [\d,]+\)$/ })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Bezahlung an der Tür' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Bezahlung im Markt' })).toHaveCount(0);
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByText('Bitte wählen Sie mindestens einen Wert aus.')).toBeVisible();
    await shots(page, '4-payment');
    await methods.getByRole('radio', { name: /^Kreditkarte/ }).check();
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    // Step 5: review, then the provider's page.
    await expect(progress(page).getByRole('button', { name: /Prüfen/ })).toHaveAttribute('aria-current', 'step');
    await expect(page$.getByText('Mariahilfer Straße 12')).toHaveCount(2);
    await expect(page$.getByTestId('review-payment')).toHaveText('Kreditkarte');
    await expect(page$.getByTestId('review-window')).toContainText(chosenHours);
    await shots(page, '5-review');
    // The steps before stay open to go back to, and keep what was typed.
    await progress(page).getByRole('button', { name: /Rechnung/ }).click();
    await expect(page$.getByLabel('E-Mail-Adresse')).toHaveValue('eva.gast@example.at');
    await progress(page).getByRole('button', { name: /Prüfen/ }).click();
    await page$.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/payment-provider\/checkout\//, LAZY);

    // Declined at the provider: back at the payment step with the message, the card still chosen; pay again.
    await page.getByRole('button', { name: 'Zahlung ablehnen' }).click();
    await expect(progress(page).getByRole('button', { name: /Zahlung/ })).toHaveAttribute('aria-current', 'step', LAZY);
    await expect(page$.getByTestId('step-errors')).toHaveText('Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.');
    await expect(methods.getByRole('radio', { name: /^Kreditkarte/ })).toBeChecked();
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page$.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/payment-provider\/checkout\//, LAZY);
    await page.getByRole('button', { name: 'Zahlung freigeben' }).click();
    await expectOrderConfirmed(page);
    await expect(confirmation(page).getByTestId('confirmation-address')).toContainText('Mariahilfer Straße 12');
    await expect(confirmation(page).getByTestId('confirmation-window')).toContainText(chosenHours.replace('–', ' bis '));
    await expect(confirmation(page).getByTestId('confirmation-payments')).toContainText('Kreditkarte');
    await shots(page, '6-confirmation');
  });

  test('click-and-collect as a customer: the gift card covers part, the saved primary card the rest; no provider step, on to payment finalization', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    await logInAsCustomer(page);
    await api(page, 'DELETE', '/api/carts/items/all').catch(() => undefined);
    await cartWith(page, PICKUP, 20);
    await page.goto('/kasse');
    const page$ = checkout(page);
    // The store chosen in the cart: checkout opens at the window; the service step shows the store.
    await expect(page$.getByTestId('earliest-window')).toBeVisible(LAZY);
    await progress(page).getByRole('button', { name: /Service/ }).click();
    await expect(page$.getByTestId('checkout-store')).toHaveText(/^Wien Mariahilfer Straße/);
    await shots(page, '1-service-pickup');
    await page$.getByRole('button', { name: 'Weiter' }).click();
    await expect(page$.getByTestId('earliest-window')).toBeVisible();
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    // Billing: the customer's name and e-mail already there; click-and-collect needs the address typed.
    await expect(page$.getByLabel('E-Mail-Adresse')).toHaveValue('kundin@frischmarkt.example');
    await expect(page$.getByLabel('Rechnungsadresse wie Lieferadresse')).toHaveCount(0);
    await page$.getByLabel('Straße').fill('Neubaugasse');
    await page$.getByLabel('Hausnummer').fill('7');
    await page$.getByLabel('PLZ').fill('1070');
    await page$.getByLabel('Ort').fill('Wien');
    // Frischmarkt's store calls when the order is ready: for a pickup the billing phone is required (007).
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByLabel('Telefonnummer', { exact: true })).toBeFocused();
    await page$.getByLabel('Telefonnummer', { exact: true }).fill('0660 1234567');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    // Payment: the primary Visa preselected, the expired Mastercard not choosable, paying at the store offered.
    const methods = page$.getByRole('radiogroup', { name: 'Zahlungsart' });
    await expect(methods.getByRole('radio', { name: /^Visa, gültig bis .* \(Standard\) \(\+1,5 % Aufschlag, gesamt € [\d,]+\)$/ })).toBeChecked(LAZY);
    await expect(methods.getByRole('radio', { name: /^Mastercard, abgelaufen/ })).toBeDisabled();
    await expect(methods.getByRole('radio', { name: 'Bezahlung im Markt' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Bezahlung an der Tür' })).toHaveCount(0);
    await methods.getByRole('radio', { name: /^Kreditkarte/ }).check();
    await expect(page$.getByLabel('Karte für spätere Einkäufe speichern')).toBeVisible();
    await methods.getByRole('radio', { name: /^Visa/ }).check();
    await expect(page$.getByLabel('Karte für spätere Einkäufe speichern')).toHaveCount(0);
    // Anna's 25 € gift card pays part of € 27,70; the rest goes to the card.
    await page$.getByLabel('Mit Geschenkkarte bezahlen (Guthaben € 25,00)').check();
    await expect(page$.getByTestId('gift-card-cover')).toHaveText('Die Geschenkkarte zahlt € 25,00. Den Rest von € 2,70 zahlen Sie mit der gewählten Zahlungsart.');
    await shots(page, '4-payment-customer');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    await expect(page$.getByTestId('review-gift-card')).toHaveText('Geschenkkarte: € 25,00');
    await expect(page$.getByTestId('review-payment')).toHaveText('Gespeicherte Karte (Visa)');
    await shots(page, '5-review-customer');
    const urls = visitedUrls(page);
    await page$.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // No provider step: payment finalization charges the saved card and places the order.
    await expectOrderConfirmed(page);
    const handedOver = new URL(urls.find((url) => /\/zahlung\?/.test(url)) ?? 'http://missing/');
    expect(handedOver.searchParams.get('paymentMethodKey')).toBe('credit-cards');
    expect(handedOver.searchParams.get('savedPaymentMethodId')).toBe('pm-10001-visa');
    expect(handedOver.searchParams.get('paymentBrandName')).toBe('Visa');
    await expect(confirmation(page).getByTestId('confirmation-payments')).toContainText('Geschenkkarte');
    await expect(confirmation(page).getByTestId('confirmation-payments')).toContainText('Visa');
  });

  test('invoice for a business: the company is asked for, the VAT id checked, then on to payment finalization', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    await cartWith(page, DELIVERY);
    const cart = (await api(page, 'GET', '/api/carts')) as { distributionAddress: Record<string, unknown> };
    await api(page, 'POST', '/api/carts/distribution-address', { ...DELIVERY, firstName: 'Bernd', lastName: 'Büro', deliveryPhoneNumber: '01 5550100', ...(cart.distributionAddress['position'] ? { position: cart.distributionAddress['position'] } : {}) });
    await page.goto('/kasse');
    const page$ = checkout(page);
    // The service is complete: checkout opens at the window.
    await expect(page$.getByTestId('earliest-window')).toBeVisible(LAZY);
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();

    await page$.getByLabel('E-Mail-Adresse').fill('einkauf@buero.example');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    // Without a company name the business invoice is refused before anything is sent.
    await page$.getByRole('radiogroup', { name: 'Zahlungsart' }).getByRole('radio', { name: /^Kauf auf Rechnung für Firmen/ }).check();
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByTestId('step-errors')).toHaveText('Kauf auf Rechnung für Firmen braucht einen Firmennamen in der Rechnungsadresse.');

    await progress(page).getByRole('button', { name: /Rechnung/ }).click();
    await page$.getByLabel('Firma (optional)').fill('Büro Bernd GmbH');
    await page$.getByLabel('UID-Nummer (optional)').fill('ATU12345678');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page$.getByRole('radiogroup', { name: 'Zahlungsart' }).getByRole('radio', { name: /^Kauf auf Rechnung für Firmen/ }).check();
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByText('Büro Bernd GmbH')).toBeVisible();
    const urls = visitedUrls(page);
    await page$.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expectOrderConfirmed(page);
    expect(urls.some((url) => /\/zahlung\?.*paymentMethodKey=pay-by-invoice-b2b(&|$)/.test(url))).toBe(true);
  });

  test("Biogarten's billing fields: no VAT id, the phone mandatory", async ({ page, consoleErrors, baseURL }) => {
    void consoleErrors;
    const origin = new URL(baseURL!);
    origin.hostname = 'bio.localhost';
    await page.goto(`${origin.origin}/`);
    await cartWith(page, PICKUP, 10);
    await page.goto(`${origin.origin}/kasse`);
    // Biogarten asks for cookie consent first.
    await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Nur notwendige' }).click(LAZY);
    const page$ = checkout(page);
    // The pickup store is chosen: checkout opens at the window.
    await expect(page$.getByTestId('earliest-window')).toBeVisible(LAZY);
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByLabel('Telefonnummer', { exact: true })).toBeVisible();
    await expect(page$.getByLabel(/UID-Nummer/)).toHaveCount(0);
    await expect(page$.getByLabel(/Firmenbuchnummer/)).toHaveCount(0);
    await expect(page$.getByLabel('Stiege (optional)')).toBeVisible();
    await page$.getByLabel('Vorname').fill('Bea');
    await page$.getByLabel('Nachname').fill('Bio');
    await page$.getByLabel('E-Mail-Adresse').fill('bea@bio.example');
    await page$.getByLabel('Straße').fill('Lindengasse');
    await page$.getByLabel('Hausnummer').fill('3');
    await page$.getByLabel('PLZ').fill('1070');
    await page$.getByLabel('Ort').fill('Wien');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByLabel('Telefonnummer', { exact: true })).toBeFocused();
    await expect(page$.getByText('Dieses Feld ist ein Pflichtfeld.')).toHaveCount(1);
    await shots(page, '3-billing-biogarten');
    await page$.getByLabel('Telefonnummer', { exact: true }).fill('0664 1234567');
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(page$.getByRole('radiogroup', { name: 'Zahlungsart' })).toBeVisible(LAZY);
  });

  test('a window the validation finds expired sends the shopper back to the window step with the message', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/anmelden');
    await cartWith(page, PICKUP, 10);
    const windows = (await api(page, 'POST', '/api/capacity', { skus: [MILK.sku], distributionAddress: PICKUP })) as Array<{ id: string; available: boolean }>;
    const window = windows.find((candidate) => candidate.available)!;
    await api(page, 'POST', '/api/carts/distribution-time-slot', { id: window.id });
    await api(page, 'POST', '/api/carts/billing-address', {
      firstName: 'Eva', lastName: 'Gast', email: 'eva@example.at', streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien', phoneNumber: '0660 1234567',
    });
    // The window passes its cut-off while the shopper is away: the validation answers 141 (the real answer, with that error added).
    await page.route('**/api/carts/validation', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { errors: Array<{ code: string; message: string }> };
      body.errors.push({ code: '141', message: 'Das gewählte Zeitfenster ist abgelaufen. Bitte wählen Sie ein neues.' });
      await route.fulfill({ response, json: body });
    });
    await page.goto('/kasse');
    const page$ = checkout(page);
    await expect(progress(page).getByRole('button', { name: /Zeitfenster/ })).toHaveAttribute('aria-current', 'step', LAZY);
    await expect(page$.getByTestId('step-errors')).toHaveText('Das gewählte Zeitfenster ist abgelaufen. Bitte wählen Sie ein neues.');
    await expect(progress(page).getByRole('button', { name: /Prüfen/ })).toBeDisabled();
    await shots(page, '2-window-expired');
  });

  test('back from a declined payment: the payment step with the message; a finalized cart is reopened on entering', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/anmelden');
    await cartWith(page, PICKUP, 10);
    const windows = (await api(page, 'POST', '/api/capacity', { skus: [MILK.sku], distributionAddress: PICKUP })) as Array<{ id: string; available: boolean }>;
    await api(page, 'POST', '/api/carts/distribution-time-slot', { id: windows.find((candidate) => candidate.available)!.id });
    await api(page, 'POST', '/api/carts/billing-address', {
      firstName: 'Eva', lastName: 'Gast', email: 'eva@example.at', streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien', phoneNumber: '0660 1234567',
    });
    await api(page, 'POST', '/api/carts/payment', { methodKey: 'credit-cards', amount: 1000 });
    await api(page, 'POST', '/api/carts/finalize');
    await page.goto('/kasse?paymentMethodKey=credit-cards&paymentInitiator=REDIRECT&paymentMethodType=TWO_TIER&step=payment&paymentError=declined');
    const page$ = checkout(page);
    await expect(progress(page).getByRole('button', { name: /Zahlung/ })).toHaveAttribute('aria-current', 'step', LAZY);
    await expect(page$.getByTestId('step-errors')).toHaveText('Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.');
    const cart = (await api(page, 'GET', '/api/carts')) as { cartStatus: string };
    expect(cart.cartStatus).toBe('OPEN');
    await shots(page, '4-payment-declined');
  });

  test('a customer buys a delivery pass with the order: added at review, taken out and in again, paid by card → the confirmation names the pass', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await page.goto('/anmelden');
    // A customer of its own: the pass it buys must not change what the seeded customers' journeys find.
    const email = await newCustomer(page);
    await cartWith(page, PICKUP, 10);
    const windows = (await api(page, 'POST', '/api/capacity', { skus: [MILK.sku], distributionAddress: PICKUP })) as Array<{ id: string; available: boolean; start: string }>;
    // A window that stays bookable while the journey runs.
    await api(page, 'POST', '/api/carts/distribution-time-slot', { id: windows.find((candidate) => candidate.available && new Date(candidate.start).getTime() > Date.now() + 6 * 3_600_000)!.id });
    await api(page, 'POST', '/api/carts/billing-address', {
      firstName: 'Vera', lastName: 'Lang', email, streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien', phoneNumber: '0660 1234567',
    });
    await page.goto('/kasse');
    const page$ = checkout(page);
    await page$.getByRole('radiogroup', { name: 'Zahlungsart' }).getByRole('radio', { name: /^Kreditkarte/ }).check(LAZY);
    await page$.getByRole('button', { name: 'Speichern und weiter' }).click();
    const pass = page$.getByTestId('delivery-pass');
    await expect(pass).toContainText('Einkäufe ohne Servicegebühr', LAZY);
    await pass.getByRole('button', { name: 'Lieferpass dazu kaufen' }).click();
    await expect(pass).toContainText('wird mit dieser Bestellung gekauft.');
    await expect(page$.getByRole('listitem').filter({ hasText: /Lieferpass/ })).toHaveCount(1);
    await shots(page, '5-review-delivery-pass');
    await pass.getByRole('button', { name: 'Lieferpass entfernen' }).click();
    await expect(pass.getByRole('button', { name: 'Lieferpass dazu kaufen' })).toBeVisible();
    await expect(page$.getByRole('listitem').filter({ hasText: /Lieferpass/ })).toHaveCount(0);
    await pass.getByRole('button', { name: 'Lieferpass dazu kaufen' }).click();
    await expect(pass).toContainText('wird mit dieser Bestellung gekauft.');

    await page$.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/payment-provider\/checkout\//, LAZY);
    await page.getByRole('button', { name: 'Zahlung freigeben' }).click();
    await expectOrderConfirmed(page);
    await expect(confirmation(page).getByTestId('confirmation-delivery-pass')).toContainText(/^Ihr Lieferpass .* ist mit dieser Bestellung gekauft/);
    await shots(page, '6-confirmation-delivery-pass');
    // The pass is the customer's now, valid from today.
    const own = (await api(page, 'GET', '/api/customers/delivery-pass')) as { startDate: string; endDate: string } | null;
    expect(own?.startDate).toBeTruthy();
    expect(new Date(own!.endDate).getTime()).toBeGreaterThan(Date.now());
  });
});
