import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteTarget } from '@storefront/shared/platform/contracts';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { CHECKOUT_DRAFT_STORAGE_KEY } from '../../features/checkout/checkout-draft';
import { leaveForProvider } from '../../features/checkout/leave-for-provider';
import { aCart, aPlannedCart, checkoutHandlers, messages, progressButton, route } from './checkout-page.test-support';

vi.mock('../../features/checkout/leave-for-provider', () => ({ leaveForProvider: vi.fn() }));
import { CheckoutPage } from './checkout-page';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('checkout page: placing the order', () => {
  it('shows the surcharge before choosing, plans the payment, and a card order goes to the provider’s redirect', async () => {
    const planned = aCart({ payments: [{ id: 'p1', methodKey: 'credit-cards', amountPlanned: 1480 }], priceInfo: { ...aCart().priceInfo, totalWithSurcharge: 1502 } });
    let current = aCart();
    const bodies: Record<string, unknown> = {};
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(() => current),
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
    const planned = aPlannedCart('credit-cards');
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(planned),
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
    const planned = aPlannedCart('pay-by-invoice-b2c');
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(planned),
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
    const planned = aPlannedCart('pay-by-invoice-b2c');
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(planned),
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
});
