import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, LAZY_CHUNK_TIMEOUT, renderParcel } from '@storefront/shared/platform/testing';
import { ORDER_CONFIRMATION_STORAGE_KEY, type OrderConfirmation } from '../../features/payment-finalization/order-confirmation';
import { ConfirmationPage } from './confirmation-page';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

const messages = CART_CHECKOUT_TEST_MESSAGES;

const pickup: OrderConfirmation = {
  orderNumber: 'FM10000042',
  serviceType: 'CLICK_AND_COLLECT',
  window: { start: '2026-03-05T15:00:00Z', end: '2026-03-05T17:00:00Z' },
  addressLines: [],
  storeId: 'store-1010',
  payments: [
    { methodKey: 'gift-card', amount: 2000 },
    { methodKey: 'credit-cards', brandName: 'Visa', amount: 1561 },
  ],
  total: 3561,
  lineItemCount: 3,
  email: 'kundin@frischmarkt.example',
};

afterEach(() => window.sessionStorage.clear());

const route = { name: 'checkout-confirmation' as const, params: {}, query: new URLSearchParams() };

describe('the order confirmation (doc 1 §2 -ok)', () => {
  it('shows the order number, the pickup window and store, what was paid how and what comes next, from the tab\'s kept order', async () => {
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify(pickup));
    const { services } = createTestServices({
      messages,
      handlers: { 'GET /api/checkout-stores': { body: [{ storeId: 'store-1010', name: 'Frischmarkt Wien Innere Stadt', streetName: 'Rotenturmstraße', streetNumber: '5', postalCode: '1010', city: 'Wien' }] } },
    });
    renderParcel(ConfirmationPage, { services, route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('FM10000042');
    expect(screen.getByText('Eine Bestätigung mit allen Details schicken wir an kundin@frischmarkt.example.')).toBeInTheDocument();
    // The window in the shop's time zone (Vienna, UTC+1 in March).
    expect(screen.getByTestId('confirmation-window')).toHaveTextContent('Donnerstag, 5. März 2026, 16:00 bis 18:00 Uhr');
    expect(await screen.findByText(/Frischmarkt Wien Innere Stadt/)).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-address')).toHaveTextContent('Rotenturmstraße 5');
    const payments = screen.getByTestId('confirmation-payments');
    expect(payments).toHaveTextContent(/20,00 mit Geschenkkarte/);
    expect(payments).toHaveTextContent(/15,61 mit Kreditkarte \(Visa\)/);
    expect(screen.getByText(/35,61/)).toBeInTheDocument();
    expect(screen.getByText('Wir packen Ihre Bestellung frisch und legen sie im gewählten Zeitfenster im Markt für Sie bereit. Nennen Sie bei der Abholung Ihre Bestellnummer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeInTheDocument();
  });

  it('names the delivery pass bought with the order; an order without one says nothing of a pass', async () => {
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify({ ...pickup, deliveryPass: 'Lieferpass 12 Monate' }));
    const { services } = createTestServices({ messages, handlers: { 'GET /api/checkout-stores': { body: [] } } });
    const view = renderParcel(ConfirmationPage, { services, route });
    expect(await screen.findByTestId('confirmation-delivery-pass', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toHaveTextContent('Ihr Lieferpass 12 Monate ist mit dieser Bestellung gekauft: Ihre Einkäufe sind frei von Servicegebühren, solange er gilt.');
    view.unmount();
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify(pickup));
    renderParcel(ConfirmationPage, { services, route });
    expect(await screen.findByTestId('order-number', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-delivery-pass')).not.toBeInTheDocument();
  });

  it('tells a customer whether the card kept for later was saved, with the way to the saved payment methods', async () => {
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify({ ...pickup, savedCard: 'saved' }));
    const { services } = createTestServices({ messages, handlers: { 'GET /api/checkout-stores': { body: [] } } });
    renderParcel(ConfirmationPage, { services, route });
    const note = await screen.findByTestId('confirmation-saved-card', {}, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(note).toHaveTextContent('Ihre Karte ist für Ihre nächsten Einkäufe gespeichert.');
    expect(screen.getByRole('link', { name: 'Zu Ihren Zahlungsarten' })).toHaveAttribute('href', '/profile/zahlungsarten');
  });

  it('says a card could not be saved; an order with no card to keep says nothing of one', async () => {
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify({ ...pickup, savedCard: 'failed' }));
    const { services } = createTestServices({ messages, handlers: { 'GET /api/checkout-stores': { body: [] } } });
    const { unmount } = renderParcel(ConfirmationPage, { services, route });
    expect(await screen.findByTestId('confirmation-saved-card', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toHaveTextContent('Ihre Karte konnte nicht gespeichert werden.');
    unmount();

    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify(pickup));
    renderParcel(ConfirmationPage, { services, route });
    expect(await screen.findByTestId('order-number', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-saved-card')).toBeNull();
  });

  it('without an order of this tab says there is none to show, and leads back to shopping', async () => {
    const { services, published } = createTestServices({ messages });
    renderParcel(ConfirmationPage, { services, route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Bestellung zum Anzeigen' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeInTheDocument();
    expect(published.filter((event) => event.name === 'cart:updated')).toEqual([]);
  });
});
