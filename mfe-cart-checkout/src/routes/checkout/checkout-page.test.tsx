import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import type { RouteTarget } from '@storefront/shared/platform/contracts';
import { createTestServices, renderParcel, TEST_TENANT } from '@storefront/shared/platform/testing';
import { aCart as aSharedCart } from '@storefront/shared/fixtures';
import { CHECKOUT_DRAFT_STORAGE_KEY } from '../../features/checkout/checkout-draft';
import { leaveForProvider } from '../../features/checkout/leave-for-provider';

vi.mock('../../features/checkout/leave-for-provider', () => ({ leaveForProvider: vi.fn() }));
import { CheckoutPage } from './checkout-page';

const messages = {
  'common.loading': 'Wird geladen …',
  'checkout.headline': 'Kasse',
  'checkout.progress': 'Schritte der Bestellung',
  'checkout.step.service': 'Service',
  'checkout.step.window': 'Zeitfenster',
  'checkout.step.billing': 'Rechnung',
  'checkout.step.payment': 'Zahlung',
  'checkout.step.review': 'Prüfen',
  'checkout.saveAndNext': 'Speichern und weiter',
  'checkout.placeOrder': 'Zahlungspflichtig bestellen',
  'checkout.payment.legend': 'Zahlungsart',
  'checkout.payment.method.credit-cards': 'Kreditkarte',
  'checkout.payment.method.pay-by-invoice-b2c': 'Kauf auf Rechnung',
  'checkout.payment.withSurcharge': '{method} (+{percent} % Aufschlag, gesamt {total})',
  'checkout.paymentError.declined': 'Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.paymentError.general': 'Die Zahlung hat nicht geklappt.',
  'checkout.payment.useWallet': 'Mit Geschenkkarte bezahlen (Guthaben {balance})',
  'checkout.payment.walletPartial': 'Die Geschenkkarte zahlt {covered}. Den Rest von {rest} zahlen Sie mit der gewählten Zahlungsart.',
  'checkout.payment.saved': '{brand}, gültig bis {month}/{year}',
  'checkout.payment.savedExpired': '{brand}, abgelaufen {month}/{year}',
  'checkout.payment.primary': '(Standard)',
  'checkout.orderFailed': 'Ihre Bestellung konnte nicht abgeschickt werden.',
  'cart.validation.141': 'Das gewählte Zeitfenster ist abgelaufen.',
  'checkout.window.expired': 'nicht mehr buchbar',
  'checkout.field.firstName': 'Vorname',
  'checkout.field.lastName': 'Nachname',
  'checkout.field.streetName': 'Straße',
  'checkout.field.deliveryPhoneMandatory': 'Telefonnummer für die Zustellung',
  'cart.validation.131': 'Bitte geben Sie an, wer die Lieferung entgegennimmt.',
  'checkout.service.saveToAddressBook': 'Adresse im Adressbuch speichern',
  'checkout.files.title': 'Dokumente zur Bestellung (optional)',
  'checkout.files.choose': 'Dateien anhängen',
  'checkout.files.attached': 'Angehängte Dokumente',
  'checkout.files.remove': '{name} entfernen',
  'checkout.backToCart': 'Zurück zum Warenkorb',
  'checkout.login.text': 'Sie haben ein Kundenkonto?',
  'checkout.login.link': 'Anmelden und gespeicherte Adressen und Karten verwenden',
  'cart.blocked.minimumOrderValue': 'Der Mindestbestellwert beträgt {minOrderValue}.',
  'cart.notification.maximum-order-value-exceeded': 'Der Höchstbestellwert von {maxOrderValue} ist überschritten.',
  'cart.notification.maximum-order-weight-exceeded': 'Ihr Warenkorb wiegt {weightKg} kg. Eine Bestellung darf höchstens {maxOrderWeightKg} kg wiegen.',
};

const pickup = { distributionType: 'CLICK_AND_COLLECT' as const, storeId: 'store-1', pickingUnitIds: ['pu-1'], primary: false };
const window = { id: 'w-1', start: '2030-01-02T08:00:00.000Z', end: '2030-01-02T10:00:00.000Z' };
const billing = { firstName: 'Eva', lastName: 'Gast', streetName: 'Gasse', streetNumber: '1', postalCode: '1070', city: 'Wien', email: 'eva@example.at' };

function aCart(overrides: Partial<Cart> = {}): Cart {
  const base = aSharedCart();
  return {
    ...base,
    cartStatus: 'OPEN',
    payments: [],
    distributionAddress: pickup,
    distributionWindow: window,
    billingAddress: billing,
    priceInfo: { ...base.priceInfo, orderValue: 1290, total: 1480, coveredAmount: 0, uncoveredAmountWithoutOverAuthorization: 1480 },
    ...overrides,
  };
}

/** The order limits per service type: the test carts' € 12,90 are within them unless a test says otherwise. */
function orderConfig(clickAndCollect: { minimumOrderValue?: number; maximumOrderValue?: number } = {}) {
  return {
    DELIVERY: { minimumOrderValue: 1000, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
    CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 80_000, maximumOrderWeight: 50_000, ...clickAndCollect },
  };
}

/** A price as the page's text reads it once its white space is normalized (the no-break space after € a plain one). */
function price(services: { i18n: { formatPrice: (cents: number) => string } }, cents: number): string {
  return services.i18n.formatPrice(cents).replace(/\s/g, ' ');
}

function route(query = '') {
  return { name: 'checkout' as const, params: {}, query: new URLSearchParams(query) };
}

function progressButton(name: RegExp) {
  return within(screen.getByRole('navigation', { name: 'Schritte der Bestellung' })).getByRole('button', { name });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('checkout page', () => {
  it('entering with a FINALIZED cart resets it (doc 2 §2) and opens where the shopper left off', async () => {
    let status: Cart['cartStatus'] = 'FINALIZED';
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': () => ({ body: aCart({ cartStatus: status }) }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: aCart({ cartStatus: status }), errors: [] } }),
        'POST /api/carts/reset': () => {
          status = 'OPEN';
          return { body: aCart() };
        },
        'POST /api/capacity': { body: [] },
        'GET /api/capacity/window/earliest': { status: 204 },
        'GET /api/customers/payment-methods': { body: { activeMethods: [] } },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    await waitFor(() => expect(calls).toContain('POST /api/carts/reset'));
    // Nothing planned to pay with yet: the payment step.
    await waitFor(() => expect(progressButton(/Zahlung/)).toHaveAttribute('aria-current', 'step'));
    expect(progressButton(/Prüfen/)).toBeDisabled();
  });

  it('a window the validation finds expired opens the window step with its message', async () => {
    const cart = aCart();
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': { body: { cartDTO: cart, errors: [{ code: '141', message: 'Das gewählte Zeitfenster ist abgelaufen.' }] } },
        'POST /api/capacity': { body: [{ ...window, available: false, serviceFee: 190 }] },
        'GET /api/capacity/window/earliest': { status: 204 },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    expect(await screen.findByTestId('step-errors')).toHaveTextContent('Das gewählte Zeitfenster ist abgelaufen.');
    expect(await screen.findByText('nicht mehr buchbar')).toBeInTheDocument();
  });

  it('back from the provider with paymentError: the payment step with its message, tracked as a payment error', async () => {
    const cart = aCart();
    const { services, published } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
      },
    });
    renderParcel(CheckoutPage, { services, route: route('step=payment&paymentError=declined&paymentMethodKey=credit-cards') });
    expect(await screen.findByTestId('step-errors')).toHaveTextContent('Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.');
    expect(progressButton(/Zahlung/)).toHaveAttribute('aria-current', 'step');
    const tracked = published.filter((entry) => entry.name === 'tracking:event').map((entry) => entry.payload);
    expect(tracked).toContainEqual(expect.objectContaining({ event: expect.any(String) }));
    expect(JSON.stringify(tracked)).toContain('declined');
  });

  it('shows the surcharge before choosing, plans the payment, and a card order goes to the provider’s redirect', async () => {
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'credit-cards', amountPlanned: 1480 }], priceInfo: { ...aCart().priceInfo, totalWithSurcharge: 1502 } });
    let current = aCart();
    const bodies: Record<string, unknown> = {};
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'POST /api/carts/payment': ({ init }) => {
          bodies['payment'] = JSON.parse(String(init.body));
          current = planned;
          return { body: planned };
        },
        'POST /api/carts/finalize': { body: { ...planned, cartStatus: 'FINALIZED' } },
        'GET /api/carts/files': { body: { files: [] } },
        'POST /api/checkout': ({ init }) => {
          bodies['checkout'] = JSON.parse(String(init.body));
          return { body: { checkoutId: 'chk-1', redirectUrl: 'https://psp.example.test/pay/chk-1' } };
        },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services, route: route() });

    const methods = await screen.findByRole('radiogroup', { name: 'Zahlungsart' });
    // 1.5 % on € 14.80 is € 15.02 (doc 2 §9), shown before choosing.
    const card = within(methods).getByRole('radio', { name: `Kreditkarte (+1,5 % Aufschlag, gesamt ${services.i18n.formatPrice(1502)})` });
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(progressButton(/Prüfen/)).toHaveAttribute('aria-current', 'step'));
    expect(bodies['payment']).toEqual({ methodKey: 'credit-cards', amount: 1480 });
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ payment: { method: 'credit-cards' } });

    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://psp.example.test/pay/chk-1'));
    expect(calls).toContain('POST /api/carts/finalize');
    expect(bodies['checkout']).toEqual({ paymentMethodKey: 'credit-cards', savePaymentMethod: false, setPrimary: false });
  });

  it('an order whose earlier attempt finalized the cart but lost its answer goes on: finalize answers errorCode 3, the provider follows', async () => {
    // The page still holds the OPEN cart; the backend finalized it for the attempt whose answer never came.
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'credit-cards', amountPlanned: 1480 }] });
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: 'credit-cards' } }));
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': { body: planned },
        'GET /api/carts/validation': { body: { cartDTO: planned, errors: [] } },
        'POST /api/carts/finalize': { status: 409, body: { errorCode: 3, message: 'Der Warenkorb ist abgeschlossen.' } },
        'POST /api/checkout': { body: { checkoutId: 'chk-2', redirectUrl: 'https://psp.example.test/pay/chk-2' } },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services, route: route() });
    await user.click(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://psp.example.test/pay/chk-2'));
    expect(calls).not.toContain('POST /api/carts/reset');
  });

  it('an invoice needs no provider: finalized, then on to payment finalization with the doc 2 §2 query', async () => {
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'pay-by-invoice-b2c', amountPlanned: 1480 }] });
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: 'pay-by-invoice-b2c' } }));
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': { body: planned },
        'GET /api/carts/validation': { body: { cartDTO: planned, errors: [] } },
        'POST /api/carts/finalize': { body: { ...planned, cartStatus: 'FINALIZED' } },
        'GET /api/carts/files': { body: { files: [{ id: 'f1', name: 'bestellschein.pdf', size: 20_000, mediaType: 'application/pdf', createdAt: '2026-11-26T10:00:00.000Z' }] } },
      },
    });
    const targets: RouteTarget[] = [];
    const navigation = { ...services.navigation, navigate: (to: RouteTarget | string) => void targets.push(to as RouteTarget) };
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: { ...services, navigation }, route: route() });
    // The review shows the documents attached to the cart (their chunk loads with the review).
    const attached = await screen.findByRole('list', { name: 'Angehängte Dokumente' }, { timeout: 5_000 });
    expect(attached).toHaveTextContent('bestellschein.pdf (20 KB)');
    await user.click(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(targets).toHaveLength(1));
    expect(targets[0]).toEqual({
      name: 'payment-finalization',
      query: { paymentMethodKey: 'pay-by-invoice-b2c', paymentInitiator: 'REDIRECT', paymentMethodType: 'ONE_TIER', savePaymentMethod: 'false', setPrimary: 'false' },
    });
    expect(calls).toContain('POST /api/carts/finalize');
    expect(calls).not.toContain('POST /api/checkout');
  });

  it('an order the backend refuses for a validation error reopens the cart and goes to that error’s step', async () => {
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'pay-by-invoice-b2c', amountPlanned: 1480 }] });
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: 'pay-by-invoice-b2c' } }));
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': { body: planned },
        'GET /api/carts/validation': { body: { cartDTO: planned, errors: [] } },
        'POST /api/carts/finalize': {
          status: 409,
          body: { errorCode: 'cartInvalid', message: 'Bitte vervollständigen Sie Ihre Bestellung.', customPayload: { errors: [{ code: '023', message: 'Das gewählte Zeitfenster ist ausgebucht.' }] } },
        },
        'POST /api/capacity': { body: [] },
        'GET /api/capacity/window/earliest': { status: 204 },
        'GET /api/carts/files': { body: { files: [] } },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services, route: route() });
    await user.click(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByTestId('checkout-notice')).toHaveTextContent('Das gewählte Zeitfenster ist ausgebucht.');
    // Not finalized: nothing to reopen.
    expect(calls).not.toContain('POST /api/carts/reset');
  });

  it('a cart below the minimum order value: the limit and the way back to the cart at the top, no step form and no order button', async () => {
    // Everything chosen: without the limit, checkout would open at the review with "Zahlungspflichtig bestellen".
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'pay-by-invoice-b2c', amountPlanned: 1480 }] });
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: 'pay-by-invoice-b2c' } }));
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': { body: planned },
        'GET /api/carts/validation': { body: { cartDTO: planned, errors: [] } },
        'GET /api/order-config': { body: orderConfig({ minimumOrderValue: 1500 }) },
        'GET /api/carts/files': { body: { files: [] } },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Der Mindestbestellwert beträgt ${price(services, 1500)}.`);
    expect(within(alert).getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Schritte der Bestellung' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern und weiter' })).toBeNull();
    expect(calls).not.toContain('POST /api/carts/finalize');
  });

  it('a cart above the maximum order value: the limit instead of the steps', async () => {
    const cart = aCart({ billingAddress: null });
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
        'GET /api/order-config': { body: orderConfig({ maximumOrderValue: 1000 }) },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Der Höchstbestellwert von ${price(services, 1000)} ist überschritten.`);
    expect(within(alert).getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('navigation', { name: 'Schritte der Bestellung' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern und weiter' })).toBeNull();
  });

  it('a cart that falls below the minimum while the review is open loses its order button to the limit', async () => {
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'pay-by-invoice-b2c', amountPlanned: 1480 }] });
    // Another tab took articles out: € 9,00 left, below the € 10,00 of click-and-collect.
    const smaller = aCart({ payments: planned.payments, priceInfo: { ...planned.priceInfo, orderValue: 900, total: 1090, uncoveredAmountWithoutOverAuthorization: 1090 } });
    let current = planned;
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: 'pay-by-invoice-b2c' } }));
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts/files': { body: { files: [] } },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    expect(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
    current = smaller;
    act(() => services.events.publish('cart:updated', { lineItemCount: smaller.lineItemCount, total: smaller.priceInfo.total }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Der Mindestbestellwert beträgt ${price(services, 1000)}.`);
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    expect(calls).not.toContain('POST /api/carts/finalize');
  });

  it('order limits that cannot be loaded hold nothing back: the backend still checks them when the order is placed', async () => {
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'pay-by-invoice-b2c', amountPlanned: 1480 }] });
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: 'pay-by-invoice-b2c' } }));
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': { body: planned },
        'GET /api/carts/validation': { body: { cartDTO: planned, errors: [] } },
        'GET /api/order-config': { status: 500, body: { errorCode: 'internal', message: 'Interner Fehler' } },
        'GET /api/carts/files': { body: { files: [] } },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    expect(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }, { timeout: 5_000 })).toBeEnabled();
    expect(screen.queryByTestId('checkout-order-limits')).toBeNull();
  });

  it('a customer: the primary card preselected, the expired one disabled; the gift card covers part and the rest goes to the card', async () => {
    let current = aCart({ customerId: 'c-1', priceInfo: { ...aCart().priceInfo, total: 3000, uncoveredAmountWithoutOverAuthorization: 3000 } });
    const payments: unknown[] = [];
    const tenant = { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...TEST_TENANT.clientRuntimeConfig.features, featureWallet: true } } };
    const { services } = createTestServices({
      messages,
      tenant,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'GET /api/customers/payment-methods': {
          body: {
            activeMethods: [
              { id: 'pm-visa', paymentBrand: 'Visa', cardExpiryMonth: 8, cardExpiryYear: 2031, isPrimary: true, expired: false },
              { id: 'pm-mc', paymentBrand: 'Mastercard', cardExpiryMonth: 3, cardExpiryYear: 2024, isPrimary: false, expired: true },
            ],
            hasInactiveMethods: true,
          },
        },
        'GET /api/customers/digital-wallet': { body: { balance: 2500, giftCards: [{ id: 'g1', balance: 2500 }] } },
        'GET /api/carts/files': { body: { files: [] } },
        'POST /api/carts/payment': ({ init }) => {
          const body = JSON.parse(String(init.body)) as { methodKey: string; amount: number };
          payments.push(body);
          current = { ...current, payments: [...current.payments, { id: `p${payments.length}`, methodKey: body.methodKey, amountPlanned: body.amount }] };
          return { body: current };
        },
      },
    });
    const customer = { id: 'c-1', email: 'anna@example.at', firstName: 'Anna', lastName: 'Berger', newsletterTopics: [], firstOrderDelivery: false, firstOrderClickAndCollect: true };
    // One object, as the shell's session gives it: useSyncExternalStore needs a stable snapshot.
    const signedIn = { status: 'authenticated' as const, customer };
    const session = { ...services.session, snapshot: () => signedIn };
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: { ...services, session }, route: route() });

    const methods = await screen.findByRole('radiogroup', { name: 'Zahlungsart' });
    await waitFor(() => expect(within(methods).getByRole('radio', { name: /^Visa, gültig bis 08\/2031 \(Standard\)/ })).toBeChecked());
    expect(within(methods).getByRole('radio', { name: 'Mastercard, abgelaufen 03/2024' })).toBeDisabled();
    const useWallet = await screen.findByRole('checkbox', { name: /^Mit Geschenkkarte bezahlen/ });
    expect(useWallet.closest('label')?.textContent).toBe(`Mit Geschenkkarte bezahlen (Guthaben ${services.i18n.formatPrice(2500)})`);
    await user.click(useWallet);
    expect(screen.getByTestId('gift-card-cover').textContent).toBe(
      `Die Geschenkkarte zahlt ${services.i18n.formatPrice(2500)}. Den Rest von ${services.i18n.formatPrice(500)} zahlen Sie mit der gewählten Zahlungsart.`,
    );
    expect(sessionStorage.getItem('use-wallet')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(progressButton(/Prüfen/)).toHaveAttribute('aria-current', 'step'));
    expect(payments).toEqual([
      { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 2500 },
      { methodKey: 'credit-cards', amount: 500, brandName: 'Visa' },
    ]);
  });

  it('a part the new plan has no more is removed: a gift card now covering all leaves no card payment planned', async () => {
    let current = aCart({
      customerId: 'c-1',
      priceInfo: { ...aCart().priceInfo, total: 2000, uncoveredAmountWithoutOverAuthorization: 2000 },
      payments: [{ id: 'p-old', methodKey: 'credit-cards', amountPlanned: 2000 }],
    });
    const calls: string[] = [];
    const tenant = { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...TEST_TENANT.clientRuntimeConfig.features, featureWallet: true } } };
    const { services } = createTestServices({
      messages,
      tenant,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'GET /api/customers/payment-methods': { body: { activeMethods: [], hasInactiveMethods: false } },
        'GET /api/customers/digital-wallet': { body: { balance: 2500, giftCards: [{ id: 'g1', balance: 2500 }] } },
        'GET /api/carts/files': { body: { files: [] } },
        'DELETE /api/carts/payment/p-old': () => {
          calls.push('remove p-old');
          current = { ...current, payments: current.payments.filter((payment) => payment.id !== 'p-old') };
          return { body: current };
        },
        'POST /api/carts/payment': ({ init }) => {
          const body = JSON.parse(String(init.body)) as { methodKey: string; amount: number };
          calls.push(`add ${body.methodKey} ${body.amount}`);
          current = { ...current, payments: [...current.payments.filter((payment) => (payment.methodKey === 'gift-card') !== (body.methodKey === 'gift-card')), { id: `p-${calls.length}`, methodKey: body.methodKey, amountPlanned: body.amount }] };
          return { body: current };
        },
      },
    });
    const customer = { id: 'c-1', email: 'anna@example.at', firstName: 'Anna', lastName: 'Berger', newsletterTopics: [], firstOrderDelivery: false, firstOrderClickAndCollect: true };
    const signedIn = { status: 'authenticated' as const, customer };
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: { ...services, session: { ...services.session, snapshot: () => signedIn } }, route: route('step=payment') });

    await user.click(await screen.findByRole('checkbox', { name: /^Mit Geschenkkarte bezahlen/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(progressButton(/Prüfen/)).toHaveAttribute('aria-current', 'step'));
    expect(current.payments.map((payment) => [payment.methodKey, payment.amountPlanned])).toEqual([['gift-card', 2000]]);
    expect(calls).toEqual(['add gift-card 2000', 'remove p-old']);
  });

  it("the service step's errors about the name and the phone go as the shopper types them, before anything is saved", async () => {
    const delivery = { distributionType: 'DELIVERY' as const, streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien', pickingUnitIds: ['pu-1'], primary: false };
    const cart = aCart({ distributionAddress: { ...delivery, firstName: '', lastName: '' }, distributionWindow: null, billingAddress: null });
    const { services, calls } = createTestServices({
      messages,
      tenant: { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, checkout: { deliveryPhoneNumber: 'Mandatory' } } },
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': {
          body: { cartDTO: cart, errors: [{ code: '131', message: '' }, { code: '007', message: 'Die Telefonnummer für die Zustellung fehlt.' }] },
        },
        'POST /api/capacity': { body: [] },
        'GET /api/capacity/window/earliest': { status: 204 },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services, route: route() });
    await waitFor(() => expect(progressButton(/Service/)).toHaveAttribute('aria-current', 'step'));
    const alert = await screen.findByTestId('step-errors', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Bitte geben Sie an, wer die Lieferung entgegennimmt.');
    expect(alert).toHaveTextContent('Die Telefonnummer für die Zustellung fehlt.');

    await user.type(screen.getByLabelText('Vorname'), 'Eva');
    expect(screen.getByTestId('step-errors')).toHaveTextContent('Bitte geben Sie an, wer die Lieferung entgegennimmt.');
    await user.type(screen.getByLabelText('Nachname'), 'Gast');
    await waitFor(() => expect(screen.getByTestId('step-errors')).not.toHaveTextContent('Bitte geben Sie an'));
    expect(screen.getByTestId('step-errors')).toHaveTextContent('Die Telefonnummer für die Zustellung fehlt.');
    await user.type(screen.getByLabelText('Telefonnummer für die Zustellung'), '+43 660 1234567');
    await waitFor(() => expect(screen.queryByTestId('step-errors')).not.toBeInTheDocument());
    expect(calls).not.toContain('POST /api/carts/distribution-address');
  });

  it('a customer’s new delivery address: the name filled from the account, and kept in the address book when chosen', async () => {
    const delivery = { distributionType: 'DELIVERY' as const, streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien', pickingUnitIds: ['pu-1'], primary: false };
    let current = aCart({ customerId: 'c-1', distributionAddress: delivery, distributionWindow: null, billingAddress: null });
    const bodies: Record<string, unknown> = {};
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/order-config': { body: orderConfig() },
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'GET /api/customers/addresses': {
          body: [{ id: 'a-1', category: 'combined', streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien', primary: true }],
        },
        'POST /api/carts/distribution-address': ({ init }) => {
          bodies['cart'] = JSON.parse(String(init.body));
          current = { ...current, distributionAddress: { ...delivery, firstName: 'Anna', lastName: 'Berger' } };
          return { body: current };
        },
        'POST /api/customers/addresses/delivery': ({ init }) => {
          bodies['book'] = JSON.parse(String(init.body));
          return { status: 201, body: [{ id: 'a-2', category: 'delivery', ...delivery, primary: false }] };
        },
        'POST /api/capacity': { body: [] },
        'GET /api/capacity/window/earliest': { status: 204 },
      },
    });
    const customer = { id: 'c-1', email: 'anna@example.at', firstName: 'Anna', lastName: 'Berger', newsletterTopics: [], firstOrderDelivery: true, firstOrderClickAndCollect: true };
    // One object, as the shell's session gives it: useSyncExternalStore needs a stable snapshot.
    const signedIn = { status: 'authenticated' as const, customer };
    const session = { ...services.session, snapshot: () => signedIn };
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: { ...services, session }, route: route() });

    // With no validation error the service counts as done: checkout opens at the window; the shopper goes back.
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    await user.click(progressButton(/Service/));
    expect(await screen.findByLabelText('Vorname', {}, { timeout: 5_000 })).toHaveValue('Anna');
    expect(screen.getByLabelText('Nachname')).toHaveValue('Berger');
    const keep = await screen.findByRole('checkbox', { name: 'Adresse im Adressbuch speichern' });
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(bodies['book']).toBeDefined());
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    expect(bodies['cart']).not.toHaveProperty('saveToAddressBook');
    expect(bodies['book']).toMatchObject({ firstName: 'Anna', lastName: 'Berger', streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien' });
  });

  describe('a guest with an account (doc 2 §2 forwardToCheckout)', () => {
    const handlers = (cart: Cart) => ({
      'GET /api/order-config': { body: orderConfig() },
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
      'POST /api/capacity': { body: [] },
      'GET /api/capacity/window/earliest': { status: 204 },
      'GET /api/customers/payment-methods': { body: { activeMethods: [] } },
    });
    /** Hrefs with their query, so the login link's returnUrl can be read. */
    const withQuery = (test: ReturnType<typeof createTestServices>) => ({
      ...test.services,
      navigation: {
        ...test.services.navigation,
        href: (target: RouteTarget) => `/${target.name}${target.query ? `?${new URLSearchParams(target.query as Record<string, string>)}` : ''}`,
      },
    });

    it('is offered the login, which comes back through the cart and on to checkout once the carts are settled', async () => {
      const test = createTestServices({ messages, handlers: handlers(aCart()) });
      renderParcel(CheckoutPage, { services: withQuery(test), route: route() });
      const link = await screen.findByRole('link', { name: 'Anmelden und gespeicherte Adressen und Karten verwenden' });
      const target = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('returnUrl')).toBe('/cart?forwardToCheckout=true');
    });

    it('a customer, or a shop without customer accounts, is offered no login', async () => {
      const customer = createTestServices({ messages, handlers: handlers(aCart()) });
      const signedIn = { status: 'authenticated' as const, customer: null };
      renderParcel(CheckoutPage, {
        services: { ...withQuery(customer), session: { ...customer.services.session, snapshot: () => signedIn } },
        route: route(),
      });
      expect(await screen.findByRole('heading', { name: 'Kasse' })).toBeInTheDocument();
      await waitFor(() => expect(progressButton(/Zahlung/)).toBeInTheDocument());
      expect(screen.queryByRole('link', { name: 'Anmelden und gespeicherte Adressen und Karten verwenden' })).toBeNull();
    });
  });
});
