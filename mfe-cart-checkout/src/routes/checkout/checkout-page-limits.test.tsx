import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { CheckoutPage } from './checkout-page';
import { aCart, aPlannedCart, checkoutHandlers, messages, orderConfig, price, route } from './checkout-page.test-support';

beforeEach(() => sessionStorage.clear());

describe('checkout page: the order limits', () => {
  it('a cart below the minimum order value: the limit and the way back to the cart at the top, no step form and no order button', async () => {
    // Everything chosen: without the limit, checkout would open at the review with "Zahlungspflichtig bestellen".
    const planned = aPlannedCart('pay-by-invoice-b2c');
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(planned, { body: orderConfig({ minimumOrderValue: 1500 }) }),
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
    const { services } = createTestServices({ messages, handlers: checkoutHandlers(cart, { body: orderConfig({ maximumOrderValue: 1000 }) }) });
    renderParcel(CheckoutPage, { services, route: route() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Der Höchstbestellwert von ${price(services, 1000)} ist überschritten.`);
    expect(within(alert).getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('navigation', { name: 'Schritte der Bestellung' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern und weiter' })).toBeNull();
  });

  it('a cart that falls below the minimum while the review is open loses its order button to the limit', async () => {
    const planned = aPlannedCart('pay-by-invoice-b2c');
    // Another tab took articles out: € 9,00 left, below the € 10,00 of click-and-collect.
    const smaller = aCart({ payments: planned.payments, priceInfo: { ...planned.priceInfo, orderValue: 900, total: 1090, uncoveredAmountWithoutOverAuthorization: 1090 } });
    let current = planned;
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(() => current),
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
    const planned = aPlannedCart('pay-by-invoice-b2c');
    const { services } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(planned, { status: 500, body: { errorCode: 'internal', message: 'Interner Fehler' } }),
        'GET /api/carts/files': { body: { files: [] } },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    expect(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }, { timeout: 5_000 })).toBeEnabled();
    expect(screen.queryByTestId('checkout-order-limits')).toBeNull();
  });
});
