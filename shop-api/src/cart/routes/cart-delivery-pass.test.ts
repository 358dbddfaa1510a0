import { describe, expect, it } from 'vitest';
import { addCartItem, cartSchema, getCart, removeAllCartItems, removeCartItems, setCartDistributionAddress } from '@storefront/shared/cart';
import { getCustomerDeliveryPass, getDeliveryPassOffers } from '@storefront/shared/account';
import { finalizeCart, submitCheckout } from '@storefront/shared/checkout';
import {
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  failure,
  loginAs,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { addDays, periodEndDate, shopDate } from '../../platform/shop-time';
import { browserHeaders } from '../../testing/test-app.test-support';
import { DEMO } from '../../testing/accounts.test-support';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();

function passesOf(customerId: string) {
  return shop.store.db
    .prepare<[string], { sku: string | null; start_date: string; end_date: string; order_id: string | null }>(
      'SELECT sku, start_date, end_date, order_id FROM delivery_passes WHERE customer_id = ? ORDER BY start_date',
    )
    .all(customerId);
}

describe('a delivery pass in the cart (POST /api/carts/items with an offer sku)', () => {
  it('puts the offer of GET /api/delivery-pass into deliveryPassLineItem, not among the articles', async () => {
    await loginAs(browser, DEMO.anna);
    const offers = await call(browser.api, getDeliveryPassOffers);
    const threeMonths = offers.find((offer) => offer.sku === 'DP-3M');
    expect(threeMonths).toBeDefined();
    const cart = await call(browser.api, addCartItem, { body: { sku: 'DP-3M', quantity: 1 } });
    expect(cart.deliveryPassLineItem).toEqual({ ...threeMonths, lineItemId: expect.any(String) });
    expect(cart.productLineItems).toEqual([]);
    expect(cart.lineItemCount).toBe(1);
    // Its price is in the total, not in the order value (a pass is no grocery order).
    expect(cart.priceInfo).toMatchObject({ orderValue: 0, total: 2499, totalVat: Math.round((2499 * 20) / 120) });
  });

  it('waives the service fee of the order it is bought with; the price counts in the total only', async () => {
    await loginAs(browser, DEMO.anna);
    const without = await readyCart(browser.api);
    // The window's fee: 3,90 € by day, 5,90 € for the first and the evening windows (whichever is the first bookable now).
    expect([390, 590]).toContain(without.priceInfo.serviceFees);
    const cart = await call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } });
    expect(cart.priceInfo).toMatchObject({
      orderValue: without.priceInfo.orderValue,
      totalArticlePrice: without.priceInfo.totalArticlePrice,
      serviceFees: 0,
      serviceFeesAfterDiscount: 0,
      total: without.priceInfo.orderValue + 999,
    });
    expect(cart.lineItemCount).toBe(without.lineItemCount + 1);
  });

  it('keeps one pass per cart: another offer replaces it, the same offer again changes nothing', async () => {
    await loginAs(browser, DEMO.anna);
    const first = await call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } });
    const replaced = await call(browser.api, addCartItem, { body: { sku: 'DP-12M', quantity: 1 } });
    expect(replaced.deliveryPassLineItem).toMatchObject({ sku: 'DP-12M', price: 7999 });
    expect(replaced.deliveryPassLineItem?.lineItemId).not.toBe(first.deliveryPassLineItem?.lineItemId);
    const again = await call(browser.api, addCartItem, { body: { sku: 'DP-12M', quantity: 1 } });
    expect(again.deliveryPassLineItem).toEqual(replaced.deliveryPassLineItem);
    expect(again.priceInfo.total).toBe(7999);
  });

  it('answers a guest 401 unauthorized, like every customer-only call, and changes nothing', async () => {
    const before = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } }))).toMatchObject({ status: 401, errorCode: 'unauthorized' });
    expect(await call(browser.api, getCart)).toEqual(before);
  });

  it('is refused (404 feature-disabled) for a tenant whose delivery pass feature is off', async () => {
    await loginAs(browser, DEMO.anna);
    const before = await call(browser.api, getCart);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/carts/items',
      headers: { ...browserHeaders(browser.jar), host: 'bio.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ sku: 'DP-1M', quantity: 1 }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'feature-disabled', customPayload: { feature: 'featureCustomerDeliveryPass' } });
    expect(await call(browser.api, getCart)).toEqual(before);
  });

  it('has no offers call in a shop whose delivery pass feature is off (404 feature-disabled)', async () => {
    const offersFor = (host: string) => shop.app.inject({ method: 'GET', url: '/api/delivery-pass', headers: { host } });
    expect((await offersFor('localhost')).json().map((offer: { sku: string }) => offer.sku)).toContain('DP-1M');
    const refused = await offersFor('bio.localhost');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errorCode: 'feature-disabled', customPayload: { feature: 'featureCustomerDeliveryPass' } });
  });

  it('answers 400 for a quantity other than 1 and changes nothing', async () => {
    await loginAs(browser, DEMO.anna);
    const response = await browser.send('POST', '/api/carts/items', { sku: 'DP-1M', quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: 'quantity' })] } });
    expect((await call(browser.api, getCart)).deliveryPassLineItem).toBeNull();
  });

  it('is removed by its line id with the articles, and by emptying the cart; an unknown id removes nothing', async () => {
    await loginAs(browser, DEMO.anna);
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const cart = await call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } });
    const passLine = cart.deliveryPassLineItem?.lineItemId ?? '';
    expect(await failure(call(browser.api, removeCartItems, { query: { lineItemIds: [passLine, 'nicht-da'] } }))).toMatchObject({ status: 404, errorCode: 'lineItemNotFound' });
    expect((await call(browser.api, getCart)).deliveryPassLineItem?.lineItemId).toBe(passLine);
    const removed = await call(browser.api, removeCartItems, { query: { lineItemIds: [passLine] } });
    expect(removed.deliveryPassLineItem).toBeNull();
    expect(removed.productLineItems).toHaveLength(1);
    expect(removed.priceInfo.total).toBe(removed.priceInfo.orderValue);
    await call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } });
    const emptied = await call(browser.api, removeAllCartItems);
    expect([emptied.deliveryPassLineItem, emptied.lineItemCount, emptied.priceInfo.total]).toEqual([null, 0, 0]);
  });

  it('a pass alone is no order (cartEmpty), and it does not count towards the minimum order value', async () => {
    await loginAs(browser, DEMO.anna);
    await call(browser.api, addCartItem, { body: { sku: 'DP-12M', quantity: 1 } });
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'cartEmpty' });
    // 5 € of groceries and a 79,99 € pass: still below the delivery minimum of 25 €.
    await readyCart(browser.api, VIENNA_DELIVERY, { items: [{ sku: '100201', quantity: 4 }] });
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'orderLimits', customPayload: { limit: 'minimumOrderValue' } });
  });

  it('answers errorCode 3 on a FINALIZED cart, for adding and for removing the pass', async () => {
    await loginAs(browser, DEMO.anna);
    await readyCart(browser.api);
    const withPass = await call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } });
    await call(browser.api, finalizeCart);
    const before = await call(browser.api, getCart);
    for (const [method, url, body] of [
      ['POST', '/api/carts/items', { sku: 'DP-3M', quantity: 1 }],
      ['DELETE', `/api/carts/items/multiple?lineItemIds=${withPass.deliveryPassLineItem?.lineItemId}`, undefined],
    ] as const) {
      const response = await browser.send(method, url, body);
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 409, 3]);
    }
    expect(await call(browser.api, getCart)).toEqual(before);
  });
});

describe('buying the pass with an order', () => {
  it('gives a customer without a pass one from the order day (Vienna) for the months of the offer', async () => {
    await loginAs(browser, DEMO.anna);
    expect(await call(browser.api, getCustomerDeliveryPass)).toBeNull();
    await readyCart(browser.api, PICKUP_WIEN_1);
    const ordered = await call(browser.api, addCartItem, { body: { sku: 'DP-3M', quantity: 1 } });
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-store' } });
    const today = shopDate(new Date());
    expect(passesOf('c-10001')).toEqual([{ sku: 'DP-3M', start_date: today, end_date: periodEndDate(today, 3), order_id: orderNumber }]);
    expect(await call(browser.api, getCustomerDeliveryPass)).toMatchObject({ startDate: today, endDate: periodEndDate(today, 3), sku: 'DP-3M' });
    // The order keeps the cart as it was charged, pass included.
    const document = shop.store.db.prepare<[string], { document: string; total_cents: number }>('SELECT document, total_cents FROM orders WHERE order_number = ?').get(orderNumber ?? '');
    expect(cartSchema.parse(JSON.parse(document?.document ?? '{}')).deliveryPassLineItem).toMatchObject({ sku: 'DP-3M', price: 2499 });
    expect(document?.total_cents).toBe(ordered.priceInfo.total);
    // The next cart has no pass in it, and its service fee is waived by the pass now held.
    const next = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect([next.deliveryPassLineItem, next.priceInfo.serviceFees]).toEqual([null, 0]);
  });

  it('a pass bought while one is held starts the day after the held one ends', async () => {
    await loginAs(browser, DEMO.club);
    const [held] = passesOf('c-10003');
    expect(held).toBeDefined();
    await readyCart(browser.api);
    await call(browser.api, addCartItem, { body: { sku: 'DP-1M', quantity: 1 } });
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    const start = addDays(held?.end_date ?? '', 1);
    expect(passesOf('c-10003')).toEqual([held, { sku: 'DP-1M', start_date: start, end_date: periodEndDate(start, 1), order_id: orderNumber }]);
    // The pass valid today is still the one held.
    expect(await call(browser.api, getCustomerDeliveryPass)).toMatchObject({ startDate: held?.start_date, endDate: held?.end_date });
  });
});
