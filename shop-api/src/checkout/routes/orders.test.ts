import { describe, expect, it } from 'vitest';
import { getCustomerOrders } from '@storefront/shared/account';
import { finalizeCart, submitCheckout, totalWithSurcharge } from '@storefront/shared/checkout';
import { call } from '@storefront/shared/platform/api';
import type { DistributionAddressInput } from '@storefront/shared/distribution';
import { PICKUP_WIEN_1, VIENNA_DELIVERY, browser, failure, loginAs, readyCart, setUpCartTestShop, shop, type Browser } from '../../testing/cart-shop.test-support';

setUpCartTestShop();

/** Orders the shopper's cart: items, service, window, billing address, finalized and paid as the method says. */
async function order(shopper: Browser, address: DistributionAddressInput = VIENNA_DELIVERY, items?: Array<{ sku: string; quantity: number }>): Promise<string> {
  await readyCart(shopper.api, address, items ? { items } : {});
  await call(shopper.api, finalizeCart);
  const paymentMethodKey = address.distributionType === 'DELIVERY' ? 'payment-at-the-door' : 'payment-at-the-store';
  const result = await call(shopper.api, submitCheckout, { body: { paymentMethodKey } });
  return result.orderNumber ?? '';
}

describe('GET /api/customers/orders', () => {
  it("lists the session customer's orders newest first, with window, place and lines as priced when ordered", async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    const first = await order(browser);
    const second = await order(browser, PICKUP_WIEN_1, [{ sku: '100503', quantity: 3 }]);

    const page = await call(browser.api, getCustomerOrders);
    expect(page.total).toBe(2);
    expect(page.offset).toBe(0);
    expect(page.results.map((o) => o.orderNumber)).toEqual([second, first]);
    const [pickup, delivery] = page.results;
    expect(pickup).toMatchObject({ status: 'PLACED', serviceType: 'CLICK_AND_COLLECT', place: expect.stringMatching(/^Wien /) });
    expect(pickup?.lines).toEqual([{ sku: '100503', name: expect.any(String), quantity: 3, totalPrice: expect.any(Number) }]);
    expect(delivery).toMatchObject({ serviceType: 'DELIVERY', place: 'Mariahilfer Straße 12, 1060 Wien' });
    expect(delivery?.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['100503', 2],
      ['100201', 2],
    ]);
    const row = shop.store.db.prepare<[string], { total_cents: number }>('SELECT total_cents FROM orders WHERE order_number = ?').get(first);
    expect(delivery?.total).toBe(row?.total_cents);
    expect(new Date(delivery?.window.end ?? '').getTime()).toBeGreaterThan(new Date(delivery?.window.start ?? '').getTime());
  });

  it('lists an order at what the shopper pays: the total with the payment method\'s surcharge', async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    const cart = await readyCart(browser.api, VIENNA_DELIVERY);
    await call(browser.api, finalizeCart);
    const { orderNumber, amountCharged } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'pay-by-invoice-b2c' } });

    const listed = (await call(browser.api, getCustomerOrders)).results.find((candidate) => candidate.orderNumber === orderNumber);
    // No gift card and no weight article: the shopper pays the cart's total and 2.5 % on top, and the list says so.
    expect(amountCharged).toBe(totalWithSurcharge(cart.priceInfo.total, 2.5));
    expect(listed?.total).toBe(amountCharged);
  });

  it('pages: pageSize and offset, the total stays', async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    const numbers = [await order(browser), await order(browser, PICKUP_WIEN_1), await order(browser)];
    const first = await call(browser.api, getCustomerOrders, { query: { pageSize: 2 } });
    const second = await call(browser.api, getCustomerOrders, { query: { pageSize: 2, offset: 2 } });
    expect(first).toMatchObject({ total: 3, offset: 0 });
    expect(second).toMatchObject({ total: 3, offset: 2 });
    expect([...first.results, ...second.results].map((o) => o.orderNumber)).toEqual([...numbers].reverse());
    expect((await browser.send('GET', '/api/customers/orders?pageSize=51')).statusCode).toBe(400);
  });

  it("never shows another customer's orders, nor a guest's; a guest is asked to log in", async () => {
    const guest = await shop.browser();
    await order(guest, PICKUP_WIEN_1);
    expect(await failure(call(guest.api, getCustomerOrders))).toMatchObject({ status: 401, errorCode: 'unauthorized' });

    await loginAs(browser, 'kundin@frischmarkt.example');
    const annas = await order(browser);
    const lukas = await shop.browser();
    await loginAs(lukas, 'neu@frischmarkt.example');
    expect(await call(lukas.api, getCustomerOrders)).toEqual({ total: 0, offset: 0, results: [] });
    const his = await order(lukas, PICKUP_WIEN_1);

    expect((await call(lukas.api, getCustomerOrders)).results.map((o) => o.orderNumber)).toEqual([his]);
    expect((await call(browser.api, getCustomerOrders)).results.map((o) => o.orderNumber)).toEqual([annas]);
    // The call takes no customer id: one in the query is not a way to another customer's orders.
    const sneaky = await lukas.send('GET', '/api/customers/orders?customerId=c-10001');
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().results.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([his]);
  });
});
