import { addCartItem, addDiscountCode, removeDiscountCode, setCartDistributionAddress, setCrateDepositDesired } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import { addCartPayment, finalizeCart, setCartBillingAddress, setCartDistributionTimeSlot, type CartFile } from '@storefront/shared/checkout';
import { BILLING, PICKUP_WIEN_1, VIENNA_DELIVERY, firstBookableWindow, readyCart } from '@storefront/shop-api/testing/cart-shop.test-support';
import { DEMO } from '@storefront/shop-api/testing/accounts.test-support';
import type { TestApp } from '../../testing/test-app.test-support';
import { type Call, customerIdOf, type IdempotencyCase, logIn, sending, type Visitor, visitorOf } from './case-kit.test-support';

/** A multipart call with one file in the field `file`, encoded as a browser does. */
async function uploadCall(url: string, content: Buffer, type: string, name: string): Promise<Call> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const encoded = new Request('http://shop.test', { method: 'POST', body: form });
  return { method: 'POST', url, multipart: { contentType: encoded.headers.get('content-type') ?? '', payload: Buffer.from(await encoded.arrayBuffer()) } };
}

const A_PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** The cart of the visitor's cartId cookie, as stored. */
async function anonymousCart(shop: TestApp, visitor: Visitor) {
  const id = visitor.jar.get('cartId');
  const cart = id ? await shop.store.carts.find(id) : undefined;
  if (!cart) throw new Error('the visitor holds no cart');
  return cart;
}

/** A visitor with an anonymous cart holding milk (and coffee): the cart exists before the call. */
async function visitorWithCart(shop: TestApp): Promise<Visitor> {
  const visitor = await visitorOf(shop);
  await call(visitor.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
  await call(visitor.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
  return visitor;
}

/** The cases of the cart: its lines, codes, service, files, payments and merges. */
export const CART_CASES: readonly IdempotencyCase[] = [
  // The cart.
  {
    route: 'POST /api/carts/finalize',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      await readyCart(visitor.api);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/finalize' }),
        // A second run meets the cart FINALIZED (409, errorCode 3).
        probe: async () => (await anonymousCart(shop, visitor)).status,
      };
    },
  },
  {
    route: 'POST /api/carts/reset',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      await readyCart(visitor.api);
      await call(visitor.api, finalizeCart);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/reset' }),
        probe: async () => (await anonymousCart(shop, visitor)).status,
        interfere: async () => void (await call(visitor.api, finalizeCart)),
      };
    },
  },
  {
    route: 'POST /api/carts/billing-address',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/billing-address', body: BILLING }, { body: { ...BILLING, lastName: 'Huber' } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.billingAddress,
        interfere: async () => void (await call(visitor.api, setCartBillingAddress, { body: { ...BILLING, firstName: 'Berta' } })),
      };
    },
  },
  {
    route: 'POST /api/carts/files',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const call = await uploadCall('/api/carts/files', A_PDF, 'application/pdf', 'bestellschein.pdf');
      const cartId = (await anonymousCart(shop, visitor)).id;
      return {
        visitor,
        call,
        // Another file under the same key is another call.
        variant: await uploadCall('/api/carts/files', A_PDF, 'application/pdf', 'genehmigung.pdf'),
        probe: () => shop.store.cartFiles.list(cartId).map((file) => file.name),
      };
    },
  },
  {
    route: 'DELETE /api/carts/files/:id',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const cartId = (await anonymousCart(shop, visitor)).id;
      const [file] = shop.store.cartFiles.add(cartId, { name: 'a.pdf', mediaType: 'application/pdf', content: A_PDF }, 3) as CartFile[];
      return {
        visitor,
        ...sending({ method: 'DELETE', url: `/api/carts/files/${file?.id ?? 'none'}` }),
        // A second run answers 404 fileNotFound.
        probe: () => shop.store.cartFiles.list(cartId).map((entry) => entry.id),
      };
    },
  },
  {
    route: 'POST /api/carts/set-customer',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const local = await anonymousCart(shop, visitor);
      await logIn(shop, visitor.jar, DEMO.cart);
      const customerId = await customerIdOf(shop, DEMO.cart);
      const stored = await shop.store.carts.findCurrentForCustomer(customerId);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: `/api/carts/set-customer?anonymousCartId=${local.id}` },
          { url: `/api/carts/set-customer?anonymousCartId=${stored?.id ?? 'none'}` },
        ),
        // A second run no longer finds the browser's cart (404).
        probe: async () => ({
          local: await shop.store.carts.find(local.id),
          stored: stored && (await shop.store.carts.find(stored.id))?.status,
        }),
      };
    },
  },
  {
    route: 'POST /api/carts/merge/:id',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const local = await anonymousCart(shop, visitor);
      await logIn(shop, visitor.jar, DEMO.cart);
      const customerId = await customerIdOf(shop, DEMO.cart);
      return {
        visitor,
        ...sending({ method: 'POST', url: `/api/carts/merge/${local.id}` }),
        // A second run would add the milk and coffee again, or answer 404 for the abandoned cart.
        probe: async () => ({
          local: (await shop.store.carts.find(local.id))?.status,
          customers: (await shop.store.carts.findCurrentForCustomer(customerId))?.lines.map((line) => [line.sku, line.quantity]),
        }),
      };
    },
  },
  {
    route: 'POST /api/carts/crate-deposit-desired',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/crate-deposit-desired', body: { crateDepositDesired: true } }, { body: { crateDepositDesired: false } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.crateDepositDesired,
        interfere: async () => void (await call(visitor.api, setCrateDepositDesired, { body: { crateDepositDesired: false } })),
      };
    },
  },
  {
    route: 'POST /api/carts/payment',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/payment', body: { methodKey: 'paypal', amount: 1000 } }, { body: { methodKey: 'paypal', amount: 2000 } }),
        // A second run replaces the planned payment with a new one (a new id).
        probe: async () => (await anonymousCart(shop, visitor)).details.payments,
      };
    },
  },
  {
    route: 'PUT /api/carts/payments/clean',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      await call(visitor.api, addCartPayment, { body: { methodKey: 'paypal', amount: 1000 } });
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/carts/payments/clean' }),
        probe: async () => (await anonymousCart(shop, visitor)).details.payments.map((payment) => payment.methodKey),
        interfere: async () => void (await call(visitor.api, addCartPayment, { body: { methodKey: 'payment-at-the-door', amount: 500 } })),
      };
    },
  },
  {
    route: 'DELETE /api/carts/payment/:id',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const cart = await call(visitor.api, addCartPayment, { body: { methodKey: 'paypal', amount: 1000 } });
      return {
        visitor,
        ...sending({ method: 'DELETE', url: `/api/carts/payment/${cart.payments?.[0]?.id ?? 'none'}` }),
        // A second run answers 404 paymentNotFound.
        probe: async () => (await anonymousCart(shop, visitor)).details.payments,
      };
    },
  },
  {
    route: 'POST /api/carts/items',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/items', body: { sku: '100201', quantity: 1 } }, { body: { sku: '100201', quantity: 3 } }),
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => [line.sku, line.quantity]),
      };
    },
  },
  {
    route: 'POST /api/carts/items',
    situation: "the browser's first cart call: the answer sets the cartId cookie",
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/items', body: { sku: '100201', quantity: 1 } }, { body: { sku: '100201', quantity: 3 } }),
        // A second run adds to the cart again, or opens another one.
        probe: () => shop.store.db
            .prepare(
              `SELECT carts.id, sku, quantity FROM carts LEFT JOIN cart_lines ON cart_lines.cart_id = carts.id
               WHERE customer_id IS NULL AND status = 'OPEN' ORDER BY carts.id, sku`,
            )
            .all(),
      };
    },
  },
  {
    route: 'POST /api/carts/items/bulk',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const items = [
        { sku: '100201', quantity: 1 },
        { sku: '100603', quantity: 2 },
      ];
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/items/bulk', body: { items } }, { body: { items: [{ sku: '100603', quantity: 1 }] } }),
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => [line.sku, line.quantity]),
      };
    },
  },
  {
    route: 'DELETE /api/carts/items/all',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'DELETE', url: '/api/carts/items/all' }),
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => line.sku),
        interfere: async () => void (await call(visitor.api, addCartItem, { body: { sku: '100603', quantity: 1 } })),
      };
    },
  },
  {
    route: 'DELETE /api/carts/items/multiple',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const [milk, coffee] = (await anonymousCart(shop, visitor)).lines;
      return {
        visitor,
        ...sending(
          { method: 'DELETE', url: `/api/carts/items/multiple?lineItemIds=${milk?.lineItemId ?? ''}` },
          { url: `/api/carts/items/multiple?lineItemIds=${coffee?.lineItemId ?? ''}` },
        ),
        // A second run answers 404 lineItemNotFound.
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => line.sku),
      };
    },
  },
  {
    route: 'POST /api/carts/discount-codes',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/discount-codes', body: { code: 'FRISCH10' } }, { body: { code: 'WILLKOMMEN5' } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.discountCodes,
        // A code held already is kept once: it is removed again, so a second run would add it back.
        interfere: async () => void (await call(visitor.api, removeDiscountCode, { query: { code: 'FRISCH10' } })),
      };
    },
  },
  {
    route: 'DELETE /api/carts/discount-codes',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      // A cart holds one code; the other request names a code it does not hold, never run under the reused key.
      await call(visitor.api, addDiscountCode, { body: { code: 'FRISCH10' } });
      return {
        visitor,
        ...sending({ method: 'DELETE', url: '/api/carts/discount-codes?code=FRISCH10' }, { url: '/api/carts/discount-codes?code=WILLKOMMEN5' }),
        // A second run answers 404 discountCodeNotFound.
        probe: async () => (await anonymousCart(shop, visitor)).details.discountCodes,
      };
    },
  },
  {
    route: 'POST /api/carts/distribution-address',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/distribution-address', body: VIENNA_DELIVERY }, { body: { ...VIENNA_DELIVERY, streetNumber: '14' } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.distributionAddress,
        interfere: async () => void (await call(visitor.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 })),
      };
    },
  },
  {
    route: 'POST /api/carts/distribution-time-slot',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      await call(visitor.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
      const first = await firstBookableWindow(visitor.api, VIENNA_DELIVERY);
      const second = await firstBookableWindow(visitor.api, VIENNA_DELIVERY, 1);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/distribution-time-slot', body: { id: first } }, { body: { id: second } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.timeSlotId,
        interfere: async () => void (await call(visitor.api, setCartDistributionTimeSlot, { body: { id: second } })),
      };
    },
  },
];
