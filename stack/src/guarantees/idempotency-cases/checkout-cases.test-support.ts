import { call } from '@storefront/shared/platform/api';
import { finalizeCart } from '@storefront/shared/checkout';
import { PICKUP_WIEN_1, VIENNA_DELIVERY, firstBookableWindow, readyCart } from '@storefront/shop-api/testing/cart-shop.test-support';
import { type IdempotencyCase, sending, visitorOf } from './case-kit.test-support';

/** The cases of checkout and capacity. */
export const CHECKOUT_CASES: readonly IdempotencyCase[] = [
  // Checkout and capacity.
  {
    route: 'POST /api/checkout',
    situation: 'paid at the door: the order is placed',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      const cart = await readyCart(visitor.api);
      await call(visitor.api, finalizeCart);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/checkout', body: { paymentMethodKey: 'payment-at-the-door' } },
          { body: { paymentMethodKey: 'pay-by-invoice-b2c' } },
        ),
        // A second run places no second order but answers 409 (the cart is ORDERED); the window's capacity shows any second booking.
        probe: () => ({
          orders: shop.store.db.prepare('SELECT order_number, cart_id FROM orders').all(),
          booked: shop.store.db.prepare('SELECT booked FROM time_windows WHERE id = ?').get(cart.distributionWindow?.id),
        }),
      };
    },
  },
  {
    route: 'POST /api/checkout',
    situation: "by card: the provider's checkout is opened",
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      await readyCart(visitor.api);
      await call(visitor.api, finalizeCart);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/checkout', body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } },
          { body: { paymentMethodKey: 'paypal' } },
        ),
        probe: () => shop.store.db.prepare('SELECT checkout_id, status, outcome_reported FROM provider_payments ORDER BY created_at').all(),
        // The shopper cancels on the provider's page: a second run would report the cancellation (and mark it reported).
        async interfere(first) {
          shop.store.orders.settleProviderPayment((first.json() as { checkoutId: string }).checkoutId, 'CANCELLED');
        },
      };
    },
  },
  {
    route: 'POST /api/capacity',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      const window = await firstBookableWindow(visitor.api, VIENNA_DELIVERY);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/capacity', body: { skus: [], distributionAddress: VIENNA_DELIVERY } },
          { body: { skus: [], distributionAddress: PICKUP_WIEN_1 } },
        ),
        readOnly: true,
        probe: () => shop.store.db.prepare('SELECT booked, capacity FROM time_windows WHERE id = ?').get(window),
        // The window fills up: a second run would answer it unavailable.
        async interfere() {
          shop.store.db.prepare('UPDATE time_windows SET booked = capacity WHERE id = ?').run(window);
        },
      };
    },
  },
];
