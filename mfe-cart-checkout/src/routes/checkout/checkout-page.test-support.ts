import { screen, within } from '@testing-library/react';
import type { Cart } from '@storefront/shared/cart';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { TEST_TENANT, type FakeHandler } from '@storefront/shared/platform/testing';
import { aCart as aSharedCart } from '@storefront/shared/fixtures';
import { CHECKOUT_DRAFT_STORAGE_KEY } from '../../features/checkout/checkout-draft';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

/** The texts the checkout page's tests read. */
export const messages = CART_CHECKOUT_TEST_MESSAGES;

export const pickup = { distributionType: 'CLICK_AND_COLLECT' as const, storeId: 'store-1', pickingUnitIds: ['pu-1'], primary: false };
export const chosenWindow = { id: 'w-1', start: '2030-01-02T08:00:00.000Z', end: '2030-01-02T10:00:00.000Z' };
const billing = { firstName: 'Eva', lastName: 'Gast', streetName: 'Gasse', streetNumber: '1', postalCode: '1070', city: 'Wien', email: 'eva@example.at' };
export const delivery = { distributionType: 'DELIVERY' as const, streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien', pickingUnitIds: ['pu-1'], primary: false };

/** An open cart with everything but the payment chosen: pickup, a window and a billing address, € 12,90 and € 14,80 in all. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  const base = aSharedCart();
  return {
    ...base,
    cartStatus: 'OPEN',
    payments: [],
    distributionAddress: pickup,
    distributionWindow: chosenWindow,
    billingAddress: billing,
    priceInfo: { ...base.priceInfo, orderValue: 1290, total: 1480, coveredAmount: 0, uncoveredAmountWithoutOverAuthorization: 1480 },
    ...overrides,
  };
}

/**
 * A cart whose payment is planned with the method, and the draft that chose it: checkout opens at the review
 * with "Zahlungspflichtig bestellen".
 */
export function aPlannedCart(methodKey: 'credit-cards' | 'pay-by-invoice-b2c'): Cart {
  sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ payment: { method: methodKey } }));
  return aCart({ payments: [{ id: 'p1', methodKey, amountPlanned: 1480 }] });
}

/** The order limits per service type: the test carts' € 12,90 are within them unless a test says otherwise. */
export function orderConfig(clickAndCollect: { minimumOrderValue?: number; maximumOrderValue?: number } = {}) {
  return {
    DELIVERY: { minimumOrderValue: 1000, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
    CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 80_000, maximumOrderWeight: 50_000, ...clickAndCollect },
  };
}

/**
 * What every checkout loads: the order limits, the cart and its validation without errors. The cart is read at
 * each request when given as a function, so a test can change it between them.
 */
export function checkoutHandlers(cart: Cart | (() => Cart), config: FakeHandler = { body: orderConfig() }): Record<string, FakeHandler> {
  const current = typeof cart === 'function' ? cart : () => cart;
  return {
    'GET /api/order-config': config,
    'GET /api/carts': () => ({ body: current() }),
    'GET /api/carts/validation': () => ({ body: { cartDTO: current(), errors: [] } }),
  };
}

/** The tenant with the digital wallet (gift cards) switched on. */
export const WALLET_TENANT = {
  ...TEST_TENANT,
  clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...TEST_TENANT.clientRuntimeConfig.features, featureWallet: true } },
};

/** The services as a signed-in customer's, Anna Berger (c-1), sees them. */
export function asCustomer(services: StorefrontServices, { firstOrderDelivery = false } = {}): StorefrontServices {
  const customer = { id: 'c-1', email: 'anna@example.at', firstName: 'Anna', lastName: 'Berger', newsletterTopics: [], firstOrderDelivery, firstOrderClickAndCollect: true };
  // One object, as the shell's session gives it: useSyncExternalStore needs a stable snapshot.
  const signedIn = { status: 'authenticated' as const, customer };
  return { ...services, session: { ...services.session, snapshot: () => signedIn } };
}

/** A price as the page's text reads it once its white space is normalized (the no-break space after € a plain one). */
export function price(services: { i18n: { formatPrice: (cents: number) => string } }, cents: number): string {
  return services.i18n.formatPrice(cents).replace(/\s/g, ' ');
}

export function route(query = '') {
  return { name: 'checkout' as const, params: {}, query: new URLSearchParams(query) };
}

/** A step's button in the checkout's progress. */
export function progressButton(name: RegExp) {
  return within(screen.getByRole('navigation', { name: 'Schritte der Bestellung' })).getByRole('button', { name });
}
