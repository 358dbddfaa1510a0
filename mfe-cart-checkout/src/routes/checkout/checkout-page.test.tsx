import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import type { RouteTarget } from '@storefront/shared/platform/contracts';
import { createTestServices, renderParcel, TEST_TENANT } from '@storefront/shared/platform/testing';
import { CheckoutPage } from './checkout-page';
import { aCart, checkoutHandlers, chosenWindow, delivery, messages, progressButton, route } from './checkout-page.test-support';

beforeEach(() => sessionStorage.clear());

describe('checkout page', () => {
  it('entering with a FINALIZED cart resets it (doc 2 §2) and opens where the shopper left off', async () => {
    let status: Cart['cartStatus'] = 'FINALIZED';
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(() => aCart({ cartStatus: status })),
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
        ...checkoutHandlers(cart),
        'GET /api/carts/validation': { body: { cartDTO: cart, errors: [{ code: '141', message: 'Das gewählte Zeitfenster ist abgelaufen.' }] } },
        'POST /api/capacity': { body: [{ ...chosenWindow, available: false, serviceFee: 190 }] },
        'GET /api/capacity/window/earliest': { status: 204 },
      },
    });
    renderParcel(CheckoutPage, { services, route: route() });
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    expect(await screen.findByTestId('step-errors')).toHaveTextContent('Das gewählte Zeitfenster ist abgelaufen.');
    expect(await screen.findByText('nicht mehr buchbar')).toBeInTheDocument();
  });

  it('back from the provider with paymentError: the payment step with its message, tracked as a payment error', async () => {
    const { services, published } = createTestServices({ messages, handlers: checkoutHandlers(aCart()) });
    renderParcel(CheckoutPage, { services, route: route('step=payment&paymentError=declined&paymentMethodKey=credit-cards') });
    expect(await screen.findByTestId('step-errors')).toHaveTextContent('Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.');
    expect(progressButton(/Zahlung/)).toHaveAttribute('aria-current', 'step');
    const tracked = published.filter((entry) => entry.name === 'tracking:event').map((entry) => entry.payload);
    expect(tracked).toContainEqual(expect.objectContaining({ event: expect.any(String) }));
    expect(JSON.stringify(tracked)).toContain('declined');
  });

  it("the service step's errors about the name and the phone go as the shopper types them, before anything is saved", async () => {
    const cart = aCart({ distributionAddress: { ...delivery, firstName: '', lastName: '' }, distributionWindow: null, billingAddress: null });
    const { services, calls } = createTestServices({
      messages,
      tenant: { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, checkout: { deliveryPhoneNumber: 'Mandatory' } } },
      handlers: {
        ...checkoutHandlers(cart),
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
    expect(alert).toHaveTextContent('Bitte geben Sie an, auf welchen Namen geliefert oder abgeholt wird.');
    expect(alert).toHaveTextContent('Die Telefonnummer für die Zustellung fehlt.');

    await user.type(screen.getByLabelText('Vorname'), 'Eva');
    expect(screen.getByTestId('step-errors')).toHaveTextContent('Bitte geben Sie an, auf welchen Namen geliefert oder abgeholt wird.');
    await user.type(screen.getByLabelText('Nachname'), 'Gast');
    await waitFor(() => expect(screen.getByTestId('step-errors')).not.toHaveTextContent('Bitte geben Sie an'));
    expect(screen.getByTestId('step-errors')).toHaveTextContent('Die Telefonnummer für die Zustellung fehlt.');
    await user.type(screen.getByLabelText('Telefonnummer für die Zustellung'), '+43 660 1234567');
    await waitFor(() => expect(screen.queryByTestId('step-errors')).not.toBeInTheDocument());
    expect(calls).not.toContain('POST /api/carts/distribution-address');
  });

  describe('a guest with an account (doc 2 §2 forwardToCheckout)', () => {
    const handlers = (cart: Cart) => ({
      ...checkoutHandlers(cart),
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
