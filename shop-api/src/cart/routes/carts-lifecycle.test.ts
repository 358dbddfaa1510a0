import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  addDiscountCode,
  assignCartToCustomer,
  getCart,
  mergeCart,
  setCartDistributionAddress,
  validateCart,
} from '@storefront/shared/cart';
import {
  submitCheckout,
  addCartPayment,
  finalizeCart,
  resetCart,
  setCartBillingAddress,
  setCartDistributionTimeSlot,
} from '@storefront/shared/checkout';
import {
  BILLING,
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  failure,
  firstBookableWindow,
  loginAs,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { call } from '@storefront/shared/platform/api';

/* The cart's life: OPEN → FINALIZED → ORDERED, and the set-customer and merge after login. */

setUpCartTestShop();

function cartStatus(id: string): string | undefined {
  return shop.store.db.prepare<[string], { status: string }>('SELECT status FROM carts WHERE id = ?').get(id)?.status;
}

describe('cart lifecycle OPEN → FINALIZED → ORDERED', () => {
  it('finalizes a valid cart, refuses every change with errorCode 3, and resets to OPEN', async () => {
    const ready = await readyCart(browser.api);
    const finalized = await call(browser.api, finalizeCart);
    expect(finalized.cartStatus).toBe('FINALIZED');
    const changes: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['items', 'POST', '/api/carts/items', { sku: '100201', quantity: 1 }],
      ['bulk', 'POST', '/api/carts/items/bulk', { items: [{ sku: '100201', quantity: 1 }] }],
      ['all items', 'DELETE', '/api/carts/items/all'],
      ['some items', 'DELETE', `/api/carts/items/multiple?lineItemIds=${ready.productLineItems[0]?.lineItemId}`],
      ['billing', 'POST', '/api/carts/billing-address', BILLING],
      ['crate', 'POST', '/api/carts/crate-deposit-desired', { crateDepositDesired: true }],
      ['payment', 'POST', '/api/carts/payment', { methodKey: 'paypal', amount: 100 }],
      ['clean payments', 'PUT', '/api/carts/payments/clean'],
      ['discount', 'POST', '/api/carts/discount-codes', { code: 'FRISCH10' }],
      ['address', 'POST', '/api/carts/distribution-address', PICKUP_WIEN_1],
      ['window', 'POST', '/api/carts/distribution-time-slot', { id: ready.distributionWindow?.id }],
      ['finalize', 'POST', '/api/carts/finalize'],
    ];
    for (const [name, method, url, body] of changes) {
      const response = await browser.send(method, url, body);
      expect([name, response.statusCode, response.json().errorCode]).toEqual([name, 409, 3]);
    }
    const unchanged = await call(browser.api, getCart);
    expect(unchanged).toEqual({ ...ready, cartStatus: 'FINALIZED' });
    expect((await call(browser.api, resetCart)).cartStatus).toBe('OPEN');
    expect((await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } })).cartStatus).toBe('OPEN');
  });

  it('refuses removing a payment or a discount code of a FINALIZED cart with errorCode 3 too', async () => {
    await readyCart(browser.api);
    const planned = await call(browser.api, addCartPayment, { body: { methodKey: 'paypal', amount: 100 } });
    const withCode = await call(browser.api, addDiscountCode, { body: { code: 'FRISCH10' } });
    expect([planned.payments.length, withCode.discountCodes]).toEqual([1, ['FRISCH10']]);
    await call(browser.api, finalizeCart);
    const before = await call(browser.api, getCart);
    for (const [method, url] of [
      ['DELETE', `/api/carts/payment/${planned.payments[0]?.id}`],
      ['DELETE', `/api/carts/discount-codes?code=${withCode.discountCodes[0]}`],
    ] as const) {
      const response = await browser.send(method, url);
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 409, 3]);
    }
    expect(await call(browser.api, getCart)).toEqual(before);
  });

  it("finalizes by the request's tenant's phone setting: without a delivery phone frischmarkt refuses (007), biogarten accepts", async () => {
    await readyCart(browser.api, { ...VIENNA_DELIVERY, deliveryPhoneNumber: undefined });
    const refused = await failure(call(browser.api, finalizeCart));
    expect(refused).toMatchObject({ status: 409, errorCode: 'cartInvalid' });
    expect(JSON.stringify(refused.customPayload)).toContain('"code":"007"');
    const bio = await shop.browser({ host: 'bio.localhost' });
    await readyCart(bio.api, { ...VIENNA_DELIVERY, deliveryPhoneNumber: undefined });
    expect((await call(bio.api, finalizeCart)).cartStatus).toBe('FINALIZED');
    const { orderNumber } = await call(bio.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect(orderNumber).toMatch(/^FM\d{8}$/);
  });

  it('refuses to finalize an empty cart, an incomplete one, or one below the minimum order value', async () => {
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'cartEmpty' });
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const incomplete = await failure(call(browser.api, finalizeCart));
    expect(incomplete).toMatchObject({ status: 409, errorCode: 'cartInvalid' });
    expect(JSON.stringify(incomplete.customPayload)).toContain('"code":"130"');
    await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    await call(browser.api, setCartDistributionTimeSlot, { body: { id: await firstBookableWindow(browser.api, VIENNA_DELIVERY) } });
    await call(browser.api, setCartBillingAddress, { body: BILLING });
    expect((await call(browser.api, validateCart)).errors).toEqual([]);
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'orderLimits', customPayload: { limit: 'minimumOrderValue' } });
    expect((await call(browser.api, getCart)).cartStatus).toBe('OPEN');
  });
});

describe('set-customer and merge after login (doc 2 §4)', () => {
  it("set-customer makes the browser's cart the customer's; the customer's previous cart is abandoned", async () => {
    const local = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 3 } });
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const stored = await call(browser.api, getCart);
    expect(stored.id).not.toBe(local.id);
    const assigned = await call(browser.api, assignCartToCustomer, { query: { anonymousCartId: local.id } });
    expect(assigned).toMatchObject({ id: local.id, customerId: 'c-10004', lineItemCount: 1 });
    expect(cartStatus(stored.id)).toBe('ABANDONED');
    expect(browser.jar.get('cartId')).toBeUndefined();
    expect((await call(browser.api, getCart)).id).toBe(local.id);
  });

  it('merge adds the anonymous lines to the customer cart and abandons the anonymous cart', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 3 } });
    const local = await call(browser.api, addCartItem, { body: { sku: '100603', quantity: 1 } });
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const stored = await call(browser.api, getCart);
    const milkBefore = stored.productLineItems.find((line) => line.product.sku === '100201')?.quantity ?? 0;
    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    expect(merged.id).toBe(stored.id);
    expect(merged.productLineItems.find((line) => line.product.sku === '100201')?.quantity).toBe(milkBefore + 3);
    expect(merged.productLineItems.some((line) => line.product.sku === '100603')).toBe(true);
    expect(cartStatus(local.id)).toBe('ABANDONED');
    expect(await failure(call(browser.api, mergeCart, { params: { id: local.id } }))).toMatchObject({ status: 404, errorCode: 'cartNotFound' });
  });

  it("merge brings the guest's added vouchers along, and keeps the one code of the customer's cart", async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    await call(browser.api, addDiscountCode, { body: { code: 'WILLKOMMEN5' } });
    const local = await call(browser.api, addCartItem, { body: { sku: 'GV-ABHOLBONUS-2', quantity: 1 } });
    expect(local.voucherLineItems).toContainEqual(expect.objectContaining({ articleId: 'GV-ABHOLBONUS-2', automatic: false }));
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const stored = await call(browser.api, getCart);
    expect(stored.discountCodes).toEqual(['FRISCH10']);
    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    // One code per cart: the customer's cart had its code first.
    expect(merged.discountCodes).toEqual(['FRISCH10']);
    expect(merged.voucherLineItems).toContainEqual(expect.objectContaining({ articleId: 'GV-ABHOLBONUS-2', automatic: false }));
  });

  it("merge keeps the guest's service choice: the delivery address and window chosen before logging in", async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 20 } });
    const withService = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    const windowId = await firstBookableWindow(browser.api, VIENNA_DELIVERY);
    const local = await call(browser.api, setCartDistributionTimeSlot, { body: { id: windowId } });
    expect(withService.distributionAddress).toMatchObject({ distributionType: 'DELIVERY', streetName: VIENNA_DELIVERY.streetName });
    await loginAs(browser, 'warenkorb@frischmarkt.example');

    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    expect(merged.distributionAddress).toMatchObject({ distributionType: 'DELIVERY', streetName: VIENNA_DELIVERY.streetName, postalCode: VIENNA_DELIVERY.postalCode });
    expect(merged.distributionWindow?.id).toBe(local.distributionWindow?.id);
  });

  it("merge brings the guest's code into a customer's cart that has none", async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const local = await call(browser.api, addDiscountCode, { body: { code: 'WILLKOMMEN5' } });
    await loginAs(browser, 'neu@frischmarkt.example');
    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    expect(merged.discountCodes).toEqual(['WILLKOMMEN5']);
  });

  describe('a FINALIZED cart on either side: errorCode 3, nothing changed, payment finalization goes on (doc 2 §4, §8)', () => {
    /** Everything stored of the carts: row and lines. */
    const stored = (...ids: string[]) =>
      ids.map((id) => ({
        cart: shop.store.db.prepare('SELECT * FROM carts WHERE id = ?').get(id),
        lines: shop.store.db.prepare('SELECT * FROM cart_lines WHERE cart_id = ? ORDER BY position').all(id),
      }));
    const cartsOf = (customerId: string) =>
      shop.store.db.prepare('SELECT id, status FROM carts WHERE customer_id = ? ORDER BY created_at').all(customerId);

    /** set-customer and merge both answer errorCode 3 and change no cart, no cookie. */
    async function expectBothRefused(anonymousCartId: string, ...cartIds: string[]) {
      const before = stored(anonymousCartId, ...cartIds);
      const customerCarts = cartsOf('c-10004');
      for (const url of [`/api/carts/set-customer?anonymousCartId=${anonymousCartId}`, `/api/carts/merge/${anonymousCartId}`]) {
        const response = await browser.send('POST', url);
        expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 409, 3]);
        expect(browser.jar.get('cartId')).toBe(anonymousCartId);
      }
      expect(stored(anonymousCartId, ...cartIds)).toEqual(before);
      expect(cartsOf('c-10004')).toEqual(customerCarts);
    }

    it('the anonymous cart is being paid: refused; the browser keeps paying for it, then gets the customer cart', async () => {
      const local = await readyCart(browser.api);
      await call(browser.api, finalizeCart);
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      const customerCart = (cartsOf('c-10004') as Array<{ id: string }>)[0]!.id;
      await expectBothRefused(local.id, customerCart);
      // Payment finalization: the cart calls and the checkout of this browser go on with the cart being paid.
      expect(await call(browser.api, getCart)).toMatchObject({ id: local.id, cartStatus: 'FINALIZED', customerId: null });
      expect(await failure(call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 3 });
      expect((await browser.send('GET', '/api/distribution/delivery-area')).json()).toMatchObject({ deliveryAreaNumber: 'LG-WIEN-MITTE' });
      const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
      const order = shop.store.db.prepare<[string], { cart_id: string }>('SELECT cart_id FROM orders WHERE order_number = ?').get(orderNumber ?? '');
      expect(order?.cart_id).toBe(local.id);
      // Paid: the customer's own cart again, as it was.
      const after = await call(browser.api, getCart);
      expect(after).toMatchObject({ id: customerCart, cartStatus: 'OPEN', customerId: 'c-10004', discountCodes: ['FRISCH10'] });
    });

    it('the anonymous cart reset to OPEN (back to checkout) is the customer cart again, and can be merged then', async () => {
      const local = await readyCart(browser.api);
      await call(browser.api, finalizeCart);
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      await expectBothRefused(local.id);
      expect(await call(browser.api, resetCart)).toMatchObject({ id: local.id, cartStatus: 'OPEN' });
      expect((await call(browser.api, getCart)).customerId).toBe('c-10004');
      const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
      expect(merged.productLineItems.some((line) => line.product.sku === '100503')).toBe(true);
      expect(cartStatus(local.id)).toBe('ABANDONED');
    });

    it("the customer's cart is being paid (in another browser): refused; payment finalization goes on with the customer's cart", async () => {
      const phone = await shop.browser();
      await loginAs(phone, 'warenkorb@frischmarkt.example');
      const paying = await readyCart(phone.api);
      await call(phone.api, finalizeCart);
      const local = await call(browser.api, addCartItem, { body: { sku: '100603', quantity: 1 } });
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      await expectBothRefused(local.id, paying.id);
      expect(cartStatus(local.id)).toBe('OPEN');
      expect(await call(browser.api, getCart)).toMatchObject({ id: paying.id, cartStatus: 'FINALIZED' });
      // Once the payment is given up (reset), the browser's cart is merged as usual.
      await call(browser.api, resetCart);
      const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
      expect(merged.id).toBe(paying.id);
      expect(merged.productLineItems.some((line) => line.product.sku === '100603')).toBe(true);
    });

    it("both carts are being paid: refused; this browser's own payment comes first", async () => {
      const phone = await shop.browser();
      await loginAs(phone, 'warenkorb@frischmarkt.example');
      const customerPaying = await readyCart(phone.api);
      await call(phone.api, finalizeCart);
      const local = await readyCart(browser.api);
      await call(browser.api, finalizeCart);
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      await expectBothRefused(local.id, customerPaying.id);
      expect(await call(browser.api, getCart)).toMatchObject({ id: local.id, cartStatus: 'FINALIZED' });
      expect(await call(phone.api, getCart)).toMatchObject({ id: customerPaying.id, cartStatus: 'FINALIZED' });
    });
  });

  it("needs a session (401) and only takes the cart this browser holds (404)", async () => {
    const local = await call(browser.api, getCart);
    expect(await failure(call(browser.api, assignCartToCustomer, { query: { anonymousCartId: local.id } }))).toMatchObject({ status: 401 });
    expect(await failure(call(browser.api, mergeCart, { params: { id: local.id } }))).toMatchObject({ status: 401 });
    const stranger = await shop.browser();
    const strangersCart = await call(stranger.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    await loginAs(browser, 'neu@frischmarkt.example');
    expect(await failure(call(browser.api, assignCartToCustomer, { query: { anonymousCartId: strangersCart.id } }))).toMatchObject({ status: 404 });
    expect(await failure(call(browser.api, mergeCart, { params: { id: strangersCart.id } }))).toMatchObject({ status: 404 });
    expect(cartStatus(strangersCart.id)).toBe('OPEN');
    expect((await browser.send('POST', '/api/carts/set-customer')).statusCode).toBe(400);
  });
});
