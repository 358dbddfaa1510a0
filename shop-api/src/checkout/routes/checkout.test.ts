import { describe, expect, it } from 'vitest';
import { getCart, getOrderConfig, orderConfigSchema, validateCart } from '@storefront/shared/cart';
import { getCustomer } from '@storefront/shared/platform/operations';
import {
  submitCheckout,
  type CheckoutResult,
  addCartPayment,
  finalizeCart,
  getPaymentStatus,
  resetCart,
  setCartDistributionTimeSlot,
} from '@storefront/shared/checkout';
import { call, isApiError } from '@storefront/shared/platform/api';
import {
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  failure,
  findSeedProduct,
  firstBookableWindow,
  loginAs,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { orderable } from '../../cart';
import { WINDOW_RULES } from '../../distribution';
import { browserHeaders } from '../../testing/test-app.test-support';

setUpCartTestShop();

function booked(windowId: string): number {
  return shop.store.db.prepare<[string], { booked: number }>('SELECT booked FROM time_windows WHERE id = ?').get(windowId)?.booked ?? -1;
}

function orderRow(orderNumber: string) {
  return shop.store.db
    .prepare<[string], { cart_id: string; status: string; payment_method_key: string; amount_charged_cents: number; gift_card_cents: number }>(
      'SELECT * FROM orders WHERE order_number = ?',
    )
    .get(orderNumber);
}

/** The provider page's decision, as the shopper's click posts it. */
async function decide(result: CheckoutResult, decision: 'approve' | 'decline' | 'cancel') {
  const path = new URL(result.redirectUrl ?? '').pathname;
  const page = await shop.app.inject({ method: 'GET', url: path });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return shop.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, token }).toString(),
  });
}

describe('GET /api/order-config', () => {
  it('answers the limits per service type in cents and grams (doc 2 §3, §9)', async () => {
    const config = await call(browser.api, getOrderConfig);
    expect(orderConfigSchema.parse(config)).toEqual(config);
    expect(config.DELIVERY.minimumOrderValue).toBeGreaterThan(config.CLICK_AND_COLLECT.minimumOrderValue);
    expect(config.DELIVERY.maximumOrderWeight).toBe(30_000);
  });
});

describe('POST /api/checkout', () => {
  it('places the order of a finalized cart paid at the door: capacity, first-order flag, cart ORDERED', async () => {
    await loginAs(browser, 'neu@frischmarkt.example');
    const cart = await readyCart(browser.api);
    const windowId = cart.distributionWindow?.id ?? '';
    expect((await call(browser.api, getCustomer)).firstOrderDelivery).toBe(true);
    await call(browser.api, finalizeCart);
    const result = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect(result.orderNumber).toMatch(/^FM\d{8}$/);
    expect(orderRow(result.orderNumber ?? '')).toMatchObject({ cart_id: cart.id, status: 'PLACED', payment_method_key: 'payment-at-the-door' });
    expect(booked(windowId)).toBe(1);
    const customer = await call(browser.api, getCustomer);
    expect(customer.firstOrderDelivery).toBe(false);
    expect(customer.firstOrderClickAndCollect).toBe(true);
    // The customer shops on with a new, empty cart.
    const next = await call(browser.api, getCart);
    expect(next.id).not.toBe(cart.id);
    expect(next.lineItemCount).toBe(0);
  });

  it('a guest orders for pickup, paying in the store, and starts a new cart afterwards', async () => {
    const cart = await readyCart(browser.api, PICKUP_WIEN_1);
    await call(browser.api, finalizeCart);
    const result = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-store' } });
    expect(result.orderNumber).toBeDefined();
    expect((await call(browser.api, getCart)).id).not.toBe(cart.id);
  });

  it('refuses an OPEN cart (409), a method the service type does not offer, and bad input (400), ordering nothing', async () => {
    await readyCart(browser.api);
    expect(await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } }))).toMatchObject({ status: 409, errorCode: 'cartNotFinalized' });
    await call(browser.api, finalizeCart);
    expect(await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-store' } }))).toMatchObject({
      status: 409,
      errorCode: 'paymentError',
      customPayload: { paymentError: { code: 'methodNotAvailable', description: expect.any(String) } },
    });
    expect(await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'pay-by-invoice-b2b' } }))).toMatchObject({
      customPayload: { paymentError: { code: 'companyMissing' } },
    });
    const unknown = await browser.send('POST', '/api/checkout', { paymentMethodKey: 'muscheln' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'paymentMethodKey' })] } });
    const missing = await browser.send('POST', '/api/checkout', {});
    expect(missing.statusCode).toBe(400);
    expect(shop.store.db.prepare('SELECT COUNT(*) AS count FROM orders').get()).toEqual({ count: 0 });
    expect((await call(browser.api, getCart)).cartStatus).toBe('FINALIZED');
  });

  it('debits the wallet for a gift card payment inside the order', async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    await readyCart(browser.api);
    await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 2000 } });
    await call(browser.api, finalizeCart);
    const result = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'pay-by-invoice-b2c' } });
    expect(orderRow(result.orderNumber ?? '')).toMatchObject({ gift_card_cents: 2000 });
    expect(shop.store.db.prepare("SELECT balance_cents FROM gift_cards WHERE id = 'gc-10001-1'").get()).toEqual({ balance_cents: 500 });
  });

  it('places no gift card payment in a shop without the wallet (404 feature-disabled), and nothing changes', async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    await readyCart(browser.api);
    await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 2000 } });
    await call(browser.api, finalizeCart);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...browserHeaders(browser.jar), host: 'bio.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ paymentMethodKey: 'pay-by-invoice-b2c', savePaymentMethod: false, setPrimary: false }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'feature-disabled', customPayload: { feature: 'featureWallet' } });
    expect(shop.store.db.prepare('SELECT COUNT(*) AS count FROM orders').get()).toEqual({ count: 0 });
    expect(shop.store.db.prepare("SELECT balance_cents FROM gift_cards WHERE id = 'gc-10001-1'").get()).toEqual({ balance_cents: 2500 });
    expect((await call(browser.api, getCart)).cartStatus).toBe('FINALIZED');
  });

  it('capacity fills up as orders are placed: the window then answers 023 for a cart that holds it', async () => {
    const windowId = await firstBookableWindow(browser.api, VIENNA_DELIVERY);
    // The waiting shopper chose the window first; then others fill it.
    const waiting = await shop.browser();
    await readyCart(waiting.api, VIENNA_DELIVERY, { windowId });
    for (let order = 0; order < WINDOW_RULES.DELIVERY.capacity; order += 1) {
      const other = await shop.browser();
      await readyCart(other.api, VIENNA_DELIVERY, { windowId });
      await call(other.api, finalizeCart);
      await call(other.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    }
    expect(booked(windowId)).toBe(WINDOW_RULES.DELIVERY.capacity);
    const capacity = await browser.send('POST', '/api/capacity', { skus: [], distributionAddress: VIENNA_DELIVERY });
    expect(capacity.json().find((slot: { id: string }) => slot.id === windowId)).toMatchObject({ available: false });
    expect((await call(waiting.api, validateCart)).errors.map((error) => error.code)).toEqual(['023']);
    expect(await failure(call(browser.api, setCartDistributionTimeSlot, { body: { id: windowId } }))).toMatchObject({ status: 409 });
    expect(await failure(call(waiting.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'cartInvalid' });
  });

  it('a window that fills up between finalizing and ordering answers 023 and changes nothing', async () => {
    const cart = await readyCart(browser.api);
    const windowId = cart.distributionWindow?.id ?? '';
    await call(browser.api, finalizeCart);
    shop.store.db.prepare('UPDATE time_windows SET booked = capacity WHERE id = ?').run(windowId);
    const result = await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } }));
    expect(result).toMatchObject({ status: 409, errorCode: 'cartInvalid' });
    expect(JSON.stringify(result.customPayload)).toContain('023');
    expect((await call(browser.api, getCart)).cartStatus).toBe('FINALIZED');
  });

  it('counts a limited discount code: the second order with it finds it used up (227)', async () => {
    const first = await shop.browser();
    await readyCart(first.api);
    await first.send('POST', '/api/carts/discount-codes', { code: 'NUREINMAL' });
    await readyCart(browser.api);
    await browser.send('POST', '/api/carts/discount-codes', { code: 'NUREINMAL' });
    await call(first.api, finalizeCart);
    await call(first.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect((await call(browser.api, validateCart)).errors.map((error) => error.code)).toEqual(['227']);
  });
});

describe('the local payment provider (redirect flow)', () => {
  it('approve: back to the payment finalization page with the query of doc 2 §2, then checkout places the order', async () => {
    await loginAs(browser, 'neu@frischmarkt.example');
    const cart = await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    const started = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true } });
    expect(started.checkoutId).toBeDefined();
    expect(started.redirectUrl).toContain(`/payment-provider/checkout/${started.checkoutId}`);
    // Asking again before the shopper decided answers the same attempt.
    expect(await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true } })).toEqual(started);

    const page = await shop.app.inject({ method: 'GET', url: new URL(started.redirectUrl ?? '').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'; frame-ancestors 'none'/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Zahlung freigeben');
    // doc 2 §9: card payments carry the surcharge (1.5 %).
    const amount = Math.round((cart.priceInfo.total * 101.5) / 100);
    expect(page.body).toContain((amount / 100).toLocaleString('de-AT', { style: 'currency', currency: 'EUR' }));

    const back = await decide(started, 'approve');
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/zahlung');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      paymentBrandName: 'Visa',
      paymentMethodKey: 'credit-cards',
      paymentInitiator: 'REDIRECT',
      paymentMethodType: 'ONE_TIER',
      provider: 'frischpay',
      savePaymentMethod: 'true',
      setPrimary: 'false',
    });
    const done = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } });
    expect(done).toMatchObject({ orderNumber: expect.stringMatching(/^FM/), checkoutId: started.checkoutId, amountCharged: amount, giftCardAmount: 0 });
    expect(orderRow(done.orderNumber ?? '')).toMatchObject({ amount_charged_cents: amount });
    // A second decision on a settled payment changes nothing.
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const again = await shop.app.inject({
      method: 'POST',
      url: new URL(started.redirectUrl ?? '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'decline', token }).toString(),
    });
    expect(again.statusCode).toBe(303);
    expect(shop.store.orders.findProviderPayment(started.checkoutId ?? '')?.status).toBe('CAPTURED');
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
  ] as const)('%s: checkout answers the payment error once, then a new attempt starts', async (decision, code) => {
    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    const started = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'paypal' } });
    expect((await decide(started, decision)).statusCode).toBe(303);
    expect(await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'paypal' } }))).toMatchObject({
      status: 402,
      errorCode: 'paymentError',
      customPayload: { paymentError: { code, description: expect.any(String) } },
    });
    expect((await call(browser.api, getCart)).cartStatus).toBe('FINALIZED');
    const retry = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'paypal' } });
    expect(retry.checkoutId).not.toBe(started.checkoutId);
    expect(retry.redirectUrl).toBeDefined();
  });

  it("answers where the cart's payment stands, for a finalization page reached without the provider's query", async () => {
    await readyCart(browser.api);
    expect(await call(browser.api, getPaymentStatus)).toEqual({ cartStatus: 'OPEN', payment: null });
    await call(browser.api, finalizeCart);
    const started = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } });
    expect(await call(browser.api, getPaymentStatus)).toEqual({
      cartStatus: 'FINALIZED',
      payment: { methodKey: 'credit-cards', brandName: 'Visa', status: 'PENDING', savePaymentMethod: false, setPrimary: false, provider: 'frischpay' },
    });
    await decide(started, 'approve');
    expect((await call(browser.api, getPaymentStatus)).payment?.status).toBe('AUTHORIZED');
    const done = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } });
    expect(done.orderNumber).toMatch(/^FM/);
    // Ordered: the visitor goes on with a new, empty cart, which has no payment.
    expect(await call(browser.api, getPaymentStatus)).toEqual({ cartStatus: 'OPEN', payment: null });
  });

  it("charges a customer's saved card without a redirect; an expired or foreign card is refused", async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    expect(await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', savedPaymentMethodId: 'pm-10001-mastercard' } }))).toMatchObject({
      status: 409,
      customPayload: { paymentError: { code: 'savedMethodExpired' } },
    });
    expect(await failure(call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', savedPaymentMethodId: 'pm-10002-gibtsnicht' } }))).toMatchObject({
      customPayload: { paymentError: { code: 'savedMethodNotFound' } },
    });
    const result = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', savedPaymentMethodId: 'pm-10001-visa' } });
    expect(result.redirectUrl).toBeUndefined();
    expect(result.orderNumber).toMatch(/^FM/);
    expect(shop.store.orders.findProviderPayment(result.checkoutId ?? '')).toMatchObject({ status: 'CAPTURED', brandName: 'Visa' });
  });

  it('refuses a decision without the page token and answers 404 for an unknown payment', async () => {
    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    const started = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'paypal' } });
    const path = new URL(started.redirectUrl ?? '').pathname;
    const forged = await shop.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&token=geraten',
    });
    expect(forged.statusCode).toBe(403);
    expect(shop.store.orders.findProviderPayment(started.checkoutId ?? '')?.status).toBe('PENDING');
    const unknown = await shop.app.inject({ method: 'GET', url: '/payment-provider/checkout/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

/** doc 1 §7, §8: the retail gateway (the shop's ERP) takes the order at checkout, or refuses it with its own code. */
describe('POST /api/checkout: the retail gateway', () => {
  const setProduct = (sku: string, path: string, value: string) =>
    shop.store.db.prepare('UPDATE products SET document = json_set(document, ?, json(?)) WHERE sku = ?').run(path, value, sku);
  const orders = () => shop.store.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM orders').get()?.count;

  async function refused(paymentMethodKey: 'payment-at-the-door' | 'credit-cards' = 'payment-at-the-door') {
    try {
      await call(browser.api, submitCheckout, { body: { paymentMethodKey } });
    } catch (error) {
      if (isApiError(error)) return error;
      throw error;
    }
    throw new Error('the checkout succeeded');
  }

  it('an article sold out after finalizing: 409 with the gateway code ERP-4102, nothing ordered, the cart stays FINALIZED', async () => {
    const cart = await readyCart(browser.api);
    const windowId = cart.distributionWindow?.id ?? '';
    await call(browser.api, finalizeCart);
    setProduct('100503', '$.availability', '"temporarilyUnavailable"');
    const error = await refused();
    // The shared client classifies it as a retail gateway error (doc 1 §8), tracked with the gateway's code and text.
    expect(error.kind).toBe('retail-gateway');
    expect(error.status).toBe(409);
    expect(error.details.errorCode).toBe('retailGateway');
    expect(error.details.retailGateway).toEqual({ errorCode: 'ERP-4102', message: expect.stringContaining('100503') });
    expect(error.details.customPayload).toMatchObject({ skus: ['100503'] });
    expect(orders()).toBe(0);
    expect(booked(windowId)).toBe(0);
    expect((await call(browser.api, getCart)).cartStatus).toBe('FINALIZED');
    // Back to the cart: the article shows as unavailable and is no longer counted.
    const reopened = await call(browser.api, resetCart);
    expect(reopened.unavailableLineItems.map((line) => line.product.sku)).toEqual(['100503']);
    expect(reopened.productLineItems.map((line) => line.product.sku)).toEqual(['100201']);
  });

  it('an article delisted after finalizing: ERP-4101; also before any card payment starts', async () => {
    // An article no recipe names, so the assortment can drop it.
    const delisted = await findSeedProduct(
      shop.store,
      (product) => orderable(product) && !shop.store.db.prepare('SELECT 1 FROM recipe_ingredients WHERE sku = ?').get(product.sku),
    );
    await readyCart(browser.api, VIENNA_DELIVERY, { items: [{ sku: '100503', quantity: 2 }, { sku: delisted.sku, quantity: 1 }] });
    await call(browser.api, finalizeCart);
    shop.store.db.prepare('DELETE FROM products WHERE sku = ?').run(delisted.sku);
    const error = await refused('credit-cards');
    expect(error.details.retailGateway).toMatchObject({ errorCode: 'ERP-4101' });
    expect(shop.store.db.prepare('SELECT COUNT(*) AS count FROM provider_payments').get()).toEqual({ count: 0 });
    expect(orders()).toBe(0);
  });

  it('an article sold out while the shopper paid by card: refused on the way back, the authorised amount released, a new attempt next', async () => {
    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    const started = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } });
    expect((await decide(started, 'approve')).statusCode).toBe(303);
    expect(shop.store.orders.findProviderPayment(started.checkoutId ?? '')?.status).toBe('AUTHORIZED');
    setProduct('100503', '$.availability', '"temporarilyUnavailable"');
    const error = await refused('credit-cards');
    expect(error.details.retailGateway).toMatchObject({ errorCode: 'ERP-4102' });
    expect(orders()).toBe(0);
    // Not captured and not left authorised: released, and nothing more to tell the shopper about it.
    expect(shop.store.orders.findProviderPayment(started.checkoutId ?? '')).toMatchObject({ status: 'CANCELLED' });
    // Restocked: the shopper confirms the cart again and pays in a new attempt, not with the released one.
    setProduct('100503', '$.availability', '"available"');
    await call(browser.api, resetCart);
    await call(browser.api, finalizeCart);
    const retry = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } });
    expect(retry.checkoutId).not.toBe(started.checkoutId);
    expect(retry.redirectUrl).toBeDefined();
  });

  it('a price changed after finalizing: ERP-4103, the ERP has no such price; once the shopper confirms the new price it is ordered', async () => {
    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    setProduct('100201', '$.price.regular.value', '189');
    expect((await refused()).details.retailGateway).toMatchObject({ errorCode: 'ERP-4103' });
    expect(orders()).toBe(0);
    await call(browser.api, resetCart);
    await call(browser.api, finalizeCart);
    expect((await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } })).orderNumber).toBeDefined();
  });
});
