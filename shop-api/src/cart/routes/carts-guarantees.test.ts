import { describe, expect, it } from 'vitest';
import { addCartItem, getCart } from '@storefront/shared/cart';
import { finalizeCart } from '@storefront/shared/checkout';
import { browser, readyCart, setUpCartTestShop, shop } from '../../testing/cart-shop.test-support';
import { call } from '@storefront/shared/platform/api';

/* What every cart call guarantees: a repeated Idempotency-Key applies once, a call without the XSRF token is refused. */

setUpCartTestShop();

describe('Idempotency-Key', () => {
  it('a repeated add with the same key answers the first cart and adds nothing again; a checkout is placed once', async () => {
    const add = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/carts/items',
        headers: { cookie: browser.jar.header(), 'x-xsrf-token': browser.jar.get('XSRF-TOKEN') ?? '', 'idempotency-key': 'add-milk-1', 'content-type': 'application/json' },
        payload: JSON.stringify({ sku: '100201', quantity: 2 }),
      });
    await call(browser.api, getCart);
    const first = await add();
    const second = await add();
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect((await call(browser.api, getCart)).productLineItems[0]?.quantity).toBe(2);

    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    const checkout = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { cookie: browser.jar.header(), 'x-xsrf-token': browser.jar.get('XSRF-TOKEN') ?? '', 'idempotency-key': 'order-1', 'content-type': 'application/json' },
        payload: JSON.stringify({ paymentMethodKey: 'payment-at-the-door' }),
      });
    const placed = await checkout();
    expect(placed.statusCode).toBe(200);
    expect((await checkout()).json()).toEqual(placed.json());
    expect(shop.store.db.prepare('SELECT COUNT(*) AS count FROM orders').get()).toEqual({ count: 1 });
  });
});

describe('XSRF (doc 1 §7)', () => {
  it.each([
    ['POST', '/api/carts/finalize'],
    ['POST', '/api/carts/reset'],
    ['POST', '/api/carts/billing-address'],
    ['POST', '/api/carts/set-customer?anonymousCartId=x'],
    ['POST', '/api/carts/merge/x'],
    ['POST', '/api/carts/crate-deposit-desired'],
    ['POST', '/api/carts/payment'],
    ['PUT', '/api/carts/payments/clean'],
    ['DELETE', '/api/carts/payment/x'],
    ['POST', '/api/carts/items'],
    ['POST', '/api/carts/items/bulk'],
    ['DELETE', '/api/carts/items/all'],
    ['DELETE', '/api/carts/items/multiple?lineItemIds=x'],
    ['POST', '/api/carts/discount-codes'],
    ['DELETE', '/api/carts/discount-codes?code=x'],
    ['POST', '/api/carts/distribution-address'],
    ['POST', '/api/carts/distribution-time-slot'],
    ['POST', '/api/checkout'],
    ['POST', '/api/capacity'],
  ] as const)('%s %s without the XSRF header is 403 and changes nothing', async (method, url) => {
    const before = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const response = await browser.send(method, url, method === 'DELETE' || url.includes('reset') ? undefined : {}, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(await call(browser.api, getCart)).toEqual(before);
  });
});
