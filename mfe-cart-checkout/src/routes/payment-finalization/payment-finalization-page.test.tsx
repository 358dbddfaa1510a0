import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import { aBillingAddress, aCart, aCustomer, aDistributionAddress, aDistributionWindow, aProductLineItem } from '@storefront/shared/fixtures';
import type { RouteTarget, StorefrontServices } from '@storefront/shared/platform/contracts';
import { createTestServices, LAZY_CHUNK_TIMEOUT, renderParcel, type FakeHandler } from '@storefront/shared/platform/testing';
import { ATTEMPT_STORAGE_KEY } from '../../features/payment-finalization/finalize-payment';
import { ORDER_CONFIRMATION_STORAGE_KEY, readOrderConfirmation } from '../../features/payment-finalization/order-confirmation';
import { PaymentFinalizationPage } from './payment-finalization-page';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

const messages = CART_CHECKOUT_TEST_MESSAGES;

const RETURN_QUERY = 'paymentBrandName=Visa&paymentMethodKey=credit-cards&paymentInitiator=REDIRECT&paymentMethodType=ONE_TIER&provider=frischpay&savePaymentMethod=false&setPrimary=false';

const finalized: Cart = aCart({
  cartStatus: 'FINALIZED',
  productLineItems: [aProductLineItem()],
  distributionAddress: aDistributionAddress(),
  distributionWindow: aDistributionWindow(),
  billingAddress: aBillingAddress(),
});
const emptyNewCart = aCart({ id: 'cart-2', productLineItems: [], distributionAddress: null });

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function renderPage(handlers: Record<string, FakeHandler>, query = RETURN_QUERY, customer: ReturnType<typeof aCustomer> | null = null) {
  // The page is where the shopper is: the cart's finalized-cart rule leaves it alone there.
  window.history.replaceState(null, '', `/payment-finalization?${query}`);
  const test = createTestServices({ handlers, messages });
  const targets: Array<{ to: RouteTarget | string; replace?: boolean | undefined }> = [];
  const services: StorefrontServices = {
    ...test.services,
    navigation: { ...test.services.navigation, navigate: (to, options) => targets.push({ to, replace: options?.replace }) },
    ...(customer ? { session: { ...test.services.session, snapshot: () => signedIn, refresh: async () => void refreshes.push('refresh') } } : {}),
  };
  const refreshes: string[] = [];
  const signedIn = { status: 'authenticated' as const, customer };
  renderParcel(PaymentFinalizationPage, { services, route: { name: 'payment-finalization', params: {}, query: new URLSearchParams(query) } });
  const tracked = () => test.published.filter((event) => event.name === 'tracking:event').map((event) => event.payload as Record<string, unknown>);
  return { ...test, targets, tracked, refreshes };
}

/** The cart before the order, then the shopper's new, empty cart. */
function cartsBeforeAndAfter(before: Cart, after: Cart | null) {
  let ordered = false;
  return {
    'GET /api/carts': () => (ordered && after ? { body: after } : ordered ? { status: 404, body: { errorCode: 'cartNotFound', message: 'x' } } : { body: before }),
    'GET /api/carts/validation': () => ({ body: { cartDTO: ordered ? after : before, errors: [] } }),
    markOrdered: () => {
      ordered = true;
    },
  };
}

describe('payment finalization (doc 2 §2)', () => {
  it('approved: places the order with the query\'s method, keeps it for the confirmation, tracks it masked, and moves on', async () => {
    const carts = cartsBeforeAndAfter(finalized, emptyNewCart);
    const bodies: unknown[] = [];
    const keys: Array<string | null> = [];
    const { targets, tracked, published } = renderPage({
      'GET /api/carts': carts['GET /api/carts'],
      'GET /api/carts/validation': carts['GET /api/carts/validation'],
      'POST /api/checkout': ({ init }) => {
        bodies.push(JSON.parse(String(init.body)));
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        carts.markOrdered();
        return { body: { orderNumber: 'FM10000042', checkoutId: 'c-1', amountCharged: 1000, giftCardAmount: 0 } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ihre Zahlung wird abgeschlossen' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment bitte');
    await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]));
    expect(bodies).toEqual([{ paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: false, setPrimary: false }]);
    expect(keys[0]).toMatch(/.+/);
    expect(readOrderConfirmation()).toMatchObject({
      orderNumber: 'FM10000042',
      serviceType: 'DELIVERY',
      payments: [{ methodKey: 'credit-cards', brandName: 'Visa', amount: 1000 }],
      email: 'kundin@frischmarkt.example',
    });
    expect(tracked()).toContainEqual(
      expect.objectContaining({ event: 'purchase', orderType: 'guest_order', ecommerce: expect.objectContaining({ purchase: expect.objectContaining({ actionField: expect.objectContaining({ id: '*********2' }) }) }) }),
    );
    // The shopper's cart is now the new, empty one.
    expect(published).toContainEqual({ name: 'cart:updated', payload: { lineItemCount: 0, total: 0, lines: [] } });
    // The attempt is over: the next payment has a key of its own.
    expect(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).toBeNull();
  });

  it('declined: reopens the cart and goes back to the payment step with the query and the message; nothing is ordered', async () => {
    let status: Cart['cartStatus'] = 'FINALIZED';
    const { targets, calls, tracked } = renderPage({
      'GET /api/carts': () => ({ body: { ...finalized, cartStatus: status } }),
      'GET /api/carts/validation': () => ({ body: { cartDTO: { ...finalized, cartStatus: status }, errors: [] } }),
      'POST /api/checkout': {
        status: 402,
        body: { errorCode: 'paymentError', message: 'abgelehnt', customPayload: { paymentError: { code: 'declined', description: 'abgelehnt' } } },
      },
      'POST /api/carts/reset': () => {
        status = 'OPEN';
        return { body: { ...finalized, cartStatus: 'OPEN' } };
      },
    });
    await waitFor(() => expect(targets).toHaveLength(1), { timeout: LAZY_CHUNK_TIMEOUT });
    expect(targets[0]).toEqual({
      to: {
        name: 'checkout',
        query: {
          paymentBrandName: 'Visa',
          paymentMethodKey: 'credit-cards',
          paymentInitiator: 'REDIRECT',
          paymentMethodType: 'ONE_TIER',
          provider: 'frischpay',
          savePaymentMethod: 'false',
          setPrimary: 'false',
          step: 'payment',
          paymentError: 'checkout.paymentError.declined',
        },
      },
      replace: true,
    });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/checkout', 'POST /api/carts/reset']);
    expect(window.sessionStorage.getItem(ORDER_CONFIRMATION_STORAGE_KEY)).toBeNull();
    expect(tracked()).toContainEqual(expect.objectContaining({ event: 'error', errorType: 'paymentError', code: 'declined' }));
  });

  it('initiator UNKNOWN: asks the shop where the payment stands and finishes an authorized one', async () => {
    const carts = cartsBeforeAndAfter(finalized, emptyNewCart);
    const bodies: unknown[] = [];
    const { targets } = renderPage(
      {
        'GET /api/carts': carts['GET /api/carts'],
        'GET /api/carts/validation': carts['GET /api/carts/validation'],
        'GET /api/carts/payment-status': {
          body: { cartStatus: 'FINALIZED', payment: { methodKey: 'paypal', status: 'AUTHORIZED', savePaymentMethod: false, setPrimary: false } },
        },
        'POST /api/checkout': ({ init }) => {
          bodies.push(JSON.parse(String(init.body)));
          carts.markOrdered();
          return { body: { orderNumber: 'FM10000043' } };
        },
      },
      'paymentInitiator=UNKNOWN&paymentMethodType=UNKNOWN',
    );
    await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]), { timeout: LAZY_CHUNK_TIMEOUT });
    expect(bodies).toEqual([{ paymentMethodKey: 'paypal', savePaymentMethod: false, setPrimary: false }]);
  });

  it('a reload after the order: the cart is no longer in payment, so nothing is sent again and the confirmation shows', async () => {
    window.sessionStorage.setItem(
      ORDER_CONFIRMATION_STORAGE_KEY,
      JSON.stringify({ orderNumber: 'FM10000042', serviceType: 'DELIVERY', window: null, addressLines: [], payments: [], total: 100, lineItemCount: 1 }),
    );
    const { targets, calls } = renderPage({
      'GET /api/carts': { body: emptyNewCart },
      'GET /api/carts/validation': { body: { cartDTO: emptyNewCart, errors: [] } },
    });
    await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]), { timeout: LAZY_CHUNK_TIMEOUT });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('the shop out of reach: says so and tries again with the same key when asked', async () => {
    let down = true;
    const carts = cartsBeforeAndAfter(finalized, emptyNewCart);
    const keys: Array<string | null> = [];
    const { targets } = renderPage({
      'GET /api/carts': carts['GET /api/carts'],
      'GET /api/carts/validation': carts['GET /api/carts/validation'],
      'POST /api/checkout': ({ init }) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        if (down) return { status: 503, body: {} };
        carts.markOrdered();
        return { body: { orderNumber: 'FM10000044' } };
      },
    });
    const retry = await screen.findByRole('button', { name: 'Noch einmal versuchen' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(screen.getByRole('alert')).toHaveTextContent('Wir konnten Ihre Zahlung gerade nicht abschließen.');
    expect(targets).toEqual([]);
    down = false;
    await userEvent.click(retry);
    await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]));
    expect(new Set(keys).size).toBe(1);
  });

  describe('a card kept for later (doc 2 §2, §7: savePaymentMethod, setPrimary)', () => {
    const SAVE_QUERY = RETURN_QUERY.replace('savePaymentMethod=false&setPrimary=false', 'savePaymentMethod=true&setPrimary=true');
    const ordering = (carts: ReturnType<typeof cartsBeforeAndAfter>) => ({
      'GET /api/carts': carts['GET /api/carts'],
      'GET /api/carts/validation': carts['GET /api/carts/validation'],
      'POST /api/checkout': () => {
        carts.markOrdered();
        return { body: { orderNumber: 'FM10000043', checkoutId: 'c-7', amountCharged: 1000, giftCardAmount: 0 } };
      },
    });

    it('a customer\'s card is saved with the provider\'s checkout after the order, as the primary one when asked, and the confirmation says so', async () => {
      const saved: unknown[] = [];
      const { targets, refreshes } = renderPage(
        {
          ...ordering(cartsBeforeAndAfter(finalized, emptyNewCart)),
          'POST /api/customers/payment-methods': ({ init }) => {
            saved.push(JSON.parse(String(init.body)));
            return { body: { activeMethods: [], hasInactiveMethods: false } };
          },
        },
        SAVE_QUERY,
        aCustomer(),
      );
      await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]), { timeout: LAZY_CHUNK_TIMEOUT });
      expect(saved).toEqual([{ checkoutId: 'c-7', methodKey: 'credit-cards', provider: 'frischpay', setPrimary: true }]);
      expect(readOrderConfirmation()).toMatchObject({ orderNumber: 'FM10000043', savedCard: 'saved' });
      // The order changed the customer (a first order of its service type is one no more): reloaded for the next one.
      expect(refreshes).toEqual(['refresh']);
    });

    it('a card that cannot be saved leaves the order as it is: the confirmation says the card was not kept', async () => {
      const { targets } = renderPage(
        {
          ...ordering(cartsBeforeAndAfter(finalized, emptyNewCart)),
          'POST /api/customers/payment-methods': { status: 404, body: { errorCode: 'checkoutNotFound', message: 'x' } },
        },
        SAVE_QUERY,
        aCustomer(),
      );
      await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]), { timeout: LAZY_CHUNK_TIMEOUT });
      expect(readOrderConfirmation()).toMatchObject({ orderNumber: 'FM10000043', savedCard: 'failed' });
    });

    it('a guest keeps no card, whatever the query says', async () => {
      const { targets, calls } = renderPage(ordering(cartsBeforeAndAfter(finalized, emptyNewCart)), SAVE_QUERY);
      await waitFor(() => expect(targets).toEqual([{ to: { name: 'checkout-confirmation' }, replace: true }]), { timeout: LAZY_CHUNK_TIMEOUT });
      expect(calls.filter((request) => request.includes('payment-methods'))).toEqual([]);
      expect(readOrderConfirmation()?.savedCard).toBeUndefined();
    });
  });
});
