import { addFavorite, removeFavorite, removeSavedPaymentMethod, setPrimaryCustomerAddress, setPrimaryPaymentMethod, updateCustomerAddress } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { DEMO } from '@storefront/shop-api/testing/accounts.test-support';
import { UNLINKED_GIFT_CARD_CODES } from '@storefront/shop-api/account/seed/customer-accounts';
import type { TestApp } from '../../testing/test-app.test-support';
import { type IdempotencyCase, sending, visitorOf } from './case-kit.test-support';

/** A wallet call answers a reused key with 1005 "transaction idempotency conflict" (doc 2 §8). */
const WALLET_KEY_REUSED = { status: 409, errorCode: 1005 } as const;

const STREET = { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' };

/** A card payment of the customer's cart at the local provider, settled as its page would settle it. */
async function paidByCard(shop: TestApp, customerId: string): Promise<string> {
  const cart = await shop.store.carts.findOrCreateForCustomer(customerId);
  const payment = shop.store.orders.createProviderPayment({
    cartId: cart.id,
    methodKey: 'credit-cards',
    brandName: 'Mastercard',
    amount: 4250,
    savePaymentMethod: true,
    setPrimary: true,
  });
  shop.store.orders.settleProviderPayment(payment.checkoutId, 'AUTHORIZED');
  return payment.checkoutId;
}

/** The cases of what a customer keeps in the account: the address book, saved payment methods, the wallet and favorites. */
export const SAVED_DATA_CASES: readonly IdempotencyCase[] = [
  // The address book.
  {
    route: 'POST /api/customers/addresses/:category',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.plain),
        ...sending({ method: 'POST', url: '/api/customers/addresses/delivery', body: STREET }, { body: { ...STREET, streetNumber: '10' } }),
        probe: () => shop.store.addresses.list('c-10002').map((address) => address.streetNumber),
      };
    },
  },
  {
    route: 'PUT /api/customers/addresses/:category',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending(
          { method: 'PUT', url: '/api/customers/addresses/delivery', body: { ...STREET, id: 'a-10001-2' } },
          { body: { ...STREET, id: 'a-10001-2', streetNumber: '10' } },
        ),
        probe: () => shop.store.addresses.list('c-10001').find((address) => address.id === 'a-10001-2')?.streetName,
        interfere: async () =>
          void (await call(visitor.api, updateCustomerAddress, {
            params: { category: 'delivery' },
            body: { ...STREET, id: 'a-10001-2', streetName: 'Favoritenstraße' },
          })),
      };
    },
  },
  {
    route: 'POST /api/customers/addresses/:id/primary',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/customers/addresses/a-10001-2/primary' }),
        probe: () => shop.store.addresses.list('c-10001').filter((address) => address.primary).map((address) => address.id),
        interfere: async () => void (await call(visitor.api, setPrimaryCustomerAddress, { params: { id: 'a-10001-1' } })),
      };
    },
  },
  {
    route: 'DELETE /api/customers/addresses/:id',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending({ method: 'DELETE', url: '/api/customers/addresses/a-10001-2' }),
        // A second run answers 404 addressNotFound.
        probe: () => shop.store.addresses.list('c-10001').map((address) => address.id),
      };
    },
  },
  {
    route: 'DELETE /api/customers/addresses/:id/combined',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.club),
        ...sending({ method: 'DELETE', url: '/api/customers/addresses/a-10003-1/combined' }),
        probe: () => shop.store.addresses.list('c-10003').map((address) => address.id),
      };
    },
  },

  // Saved payment methods.
  {
    route: 'POST /api/customers/payment-methods',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      const checkoutId = await paidByCard(shop, 'c-10001');
      const request = { checkoutId, methodKey: 'credit-cards', provider: 'frischpay', setPrimary: true };
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/customers/payment-methods', body: request }, { body: { ...request, setPrimary: false } }),
        probe: () => shop.store.paymentMethods.list('c-10001').activeMethods.map((method) => [method.paymentBrand, method.isPrimary]),
        // Saving the same card twice keeps one: the card is removed again, so a second run would bring it back.
        async interfere(first) {
          const saved = (first.json() as { activeMethods: Array<{ id: string; isPrimary: boolean }> }).activeMethods.find((method) => method.isPrimary);
          await call(visitor.api, removeSavedPaymentMethod, { params: { id: saved?.id ?? '' }, query: { provider: 'frischpay' } });
        },
      };
    },
  },
  {
    route: 'DELETE /api/customers/payment-methods/:id',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending(
          { method: 'DELETE', url: '/api/customers/payment-methods/pm-10001-visa?provider=frischpay' },
          { url: '/api/customers/payment-methods/pm-10001-visa?provider=paypal' },
        ),
        probe: () => shop.store.paymentMethods.list('c-10001').activeMethods.map((method) => method.id),
      };
    },
  },
  {
    route: 'POST /api/customers/payment-methods/:id/set-primary',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/customers/payment-methods/pm-10001-amex/set-primary' }),
        probe: () => shop.store.paymentMethods.list('c-10001').activeMethods.filter((method) => method.isPrimary).map((method) => method.id),
        interfere: async () => void (await call(visitor.api, setPrimaryPaymentMethod, { params: { id: 'pm-10001-visa' } })),
      };
    },
  },

  // The wallet.
  {
    route: 'PUT /api/customers/digital-wallet/gift-card',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending(
          { method: 'PUT', url: '/api/customers/digital-wallet/gift-card', body: { code: UNLINKED_GIFT_CARD_CODES.fifty } },
          { body: { code: UNLINKED_GIFT_CARD_CODES.twenty } },
        ),
        reusedKeyAnswer: WALLET_KEY_REUSED,
        // A second run answers 1004 (linked already).
        probe: () => shop.store.db.prepare("SELECT id FROM gift_cards WHERE customer_id = 'c-10001' ORDER BY id").all(),
      };
    },
  },
  {
    route: 'DELETE /api/customers/digital-wallet/gift-card/:id',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending({ method: 'DELETE', url: '/api/customers/digital-wallet/gift-card/gc-10001-1' }),
        reusedKeyAnswer: WALLET_KEY_REUSED,
        probe: () => shop.store.db.prepare("SELECT id FROM gift_cards WHERE customer_id = 'c-10001' ORDER BY id").all(),
      };
    },
  },

  // Favorites.
  {
    route: 'PUT /api/customers/favorites/:type',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.plain);
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/customers/favorites/products', body: { reference: '100201' } }, { body: { reference: '100101' } }),
        probe: () => shop.store.favorites.list('c-10002'),
        // Adding a favorite held already changes nothing: it is removed again, so a second run would add it back.
        interfere: async () => void (await call(visitor.api, removeFavorite, { params: { type: 'products', reference: '100201' } })),
      };
    },
  },
  {
    route: 'DELETE /api/customers/favorites/:type/:reference',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.plain);
      await call(visitor.api, addFavorite, { params: { type: 'products' }, body: { reference: '100201' } });
      await call(visitor.api, addFavorite, { params: { type: 'products' }, body: { reference: '100101' } });
      return {
        visitor,
        ...sending({ method: 'DELETE', url: '/api/customers/favorites/products/100201' }),
        // A second run answers 404 favoriteNotFound.
        probe: () => shop.store.favorites.list('c-10002'),
      };
    },
  },
];
