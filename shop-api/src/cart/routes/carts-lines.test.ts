import { describe, expect, it } from 'vitest';
import { addCartItem, addCartItems, cartSchema, getCart, removeAllCartItems, removeCartItems } from '@storefront/shared/cart';
import { browser, failure, findSeedProduct, loginAs, setUpCartTestShop, shop } from '../../testing/cart-shop.test-support';
import { orderable } from '../rules/cart-lines';
import { call } from '@storefront/shared/platform/api';

/* The cart and its lines: reading it, adding (one and many), removing. */

setUpCartTestShop();

function cartStatus(id: string): string | undefined {
  return shop.store.db.prepare<[string], { status: string }>('SELECT status FROM carts WHERE id = ?').get(id)?.status;
}

describe('GET /api/carts', () => {
  it("creates an anonymous visitor's empty cart and keeps it in an httpOnly cartId cookie", async () => {
    const response = await browser.send('GET', '/api/carts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === 'cartId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cart = cartSchema.parse(response.json());
    expect(cart).toMatchObject({
      id: cookie?.value,
      customerId: null,
      cartStatus: 'OPEN',
      lineItemCount: 0,
      freeOfChargeThreshold: 5000,
      priceInfo: { orderValue: 0, total: 0 },
    });
  });

  it('finds the same cart again through the cookie, and another visitor gets another cart', async () => {
    const cart = await call(browser.api, getCart);
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect((await call(browser.api, getCart)).id).toBe(cart.id);
    const other = await call((await shop.browser()).api, getCart);
    expect(other.id).not.toBe(cart.id);
    expect(other.lineItemCount).toBe(0);
  });

  it("uses the logged-in customer's cart in every browser", async () => {
    await loginAs(browser, 'neu@frischmarkt.example');
    const cart = await call(browser.api, addCartItem, { body: { sku: '100101', quantity: 2 } });
    expect(cart.customerId).toBe('c-10002');
    const second = await shop.browser();
    await loginAs(second, 'neu@frischmarkt.example');
    expect((await call(second.api, getCart)).id).toBe(cart.id);
  });

  it('shows the stored cart of c-10004 with its articles and discount code', async () => {
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const cart = await call(browser.api, getCart);
    expect(cart.cartStatus).toBe('OPEN');
    expect(cart.lineItemCount).toBeGreaterThanOrEqual(4);
    expect(cart.discountCodes).toEqual(['FRISCH10']);
    expect(cart.priceInfo.discounts).toBe(Math.round(cart.priceInfo.orderValue / 10));
  });

  it('answers 404 for a cart that is gone (abandoned after 30 days untouched) and clears the cookie', async () => {
    const cart = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const longAgo = new Date(Date.now() - 31 * 24 * 3_600_000).toISOString();
    shop.store.db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(longAgo, cart.id);
    const gone = await browser.send('GET', '/api/carts');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'cartNotFound' });
    expect(cartStatus(cart.id)).toBe('ABANDONED');
    expect(browser.jar.get('cartId')).toBeUndefined();
    // The storefront clears its cart and asks again: a new, empty one.
    const fresh = await call(browser.api, getCart);
    expect(fresh.id).not.toBe(cart.id);
    expect(fresh.lineItemCount).toBe(0);
  });
});

describe('POST /api/carts/items', () => {
  it('adds a line with the full product and sums the prices in cents', async () => {
    const cart = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 2 }, query: { storeId: 'store-wien-1' } });
    expect(cart.lineItemCount).toBe(1);
    expect(cart.productLineItems[0]).toMatchObject({ quantity: 2, product: { sku: '100201' } });
    const price = cart.productLineItems[0]?.product.price.regular.value ?? 0;
    expect(cart.priceInfo).toMatchObject({ orderValue: 2 * price, total: 2 * price, totalArticlePrice: 2 * price });
  });

  it('raises the quantity of a product already in the cart instead of adding a second line', async () => {
    const first = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 2 } });
    const second = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 3 } });
    expect(second.lineItemCount).toBe(1);
    expect(second.productLineItems[0]?.lineItemId).toBe(first.productLineItems[0]?.lineItemId);
    expect(second.productLineItems[0]?.quantity).toBe(5);
  });

  it('caps the quantity at maxQuantity and leaves a line at its maximum as it is (doc 2 §4)', async () => {
    const product = await findSeedProduct(shop.store, (p) => p.maxQuantity <= 6 && p.quantityStepSize === 1 && orderable(p));
    const max = product.maxQuantity;
    expect((await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: 50 } })).productLineItems[0]?.quantity).toBe(max);
    expect((await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: 1 } })).productLineItems[0]?.quantity).toBe(max);
  });

  it('adds bottle deposits to the total but not to the order value', async () => {
    const bottle = await findSeedProduct(shop.store, (p) => p.price.depositPrice !== undefined && orderable(p));
    const cart = await call(browser.api, addCartItem, { body: { sku: bottle.sku, quantity: 2 } });
    const deposit = 2 * (bottle.price.depositPrice?.value ?? 0);
    expect(cart.priceInfo.depositFees).toBe(deposit);
    expect(cart.priceInfo.total).toBe(cart.priceInfo.orderValue + deposit);
  });

  it('uses loyalty prices for a loyalty member', async () => {
    const product = await findSeedProduct(shop.store, (p) => p.price.loyalty !== undefined && orderable(p));
    await loginAs(browser, 'club@frischmarkt.example');
    const cart = await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: 1 } });
    const line = cart.productLineItems.find((l) => l.product.sku === product.sku);
    expect(line).toBeDefined();
    const regular = product.price.regular.value;
    const loyalty = product.price.loyalty?.value ?? 0;
    expect(cart.priceInfo.totalArticlePrice! - cart.priceInfo.orderValue).toBeGreaterThanOrEqual(regular - loyalty);
    expect(cart.priceInfo.savings).toBeGreaterThanOrEqual(regular - loyalty);
  });

  it('a shop without the club (biogarten) has no club price: its customers pay the regular price, whoever they are', async () => {
    const product = await findSeedProduct(shop.store, (p) => p.price.loyalty !== undefined && p.price.loyalty.value < p.price.regular.value && orderable(p));
    const bio = await shop.browser({ host: 'bio.localhost' });
    await loginAs(bio, 'club@frischmarkt.example');
    const cart = await call(bio.api, addCartItem, { body: { sku: product.sku, quantity: 1 } });
    expect(cart.productLineItems.find((line) => line.product.sku === product.sku)?.totalPrice).toBe(product.price.regular.value);
    expect(cart.priceInfo.orderValue).toBe(product.price.regular.value);
  });

  it('answers 404 productNotFound for an unknown sku and 409 for an article that cannot be ordered now', async () => {
    expect(await failure(call(browser.api, addCartItem, { body: { sku: '999999', quantity: 1 } }))).toMatchObject({ status: 404, errorCode: 'productNotFound' });
    const unavailable = await findSeedProduct(shop.store, (p) => p.availability === 'unavailable');
    expect(await failure(call(browser.api, addCartItem, { body: { sku: unavailable.sku, quantity: 1 } }))).toMatchObject({
      status: 409,
      errorCode: 'productUnavailable',
    });
    expect((await call(browser.api, getCart)).lineItemCount).toBe(0);
  });

  it.each([
    ['a zero quantity', { sku: '100201', quantity: 0 }, '', 'quantity'],
    ['a fractional quantity', { sku: '100201', quantity: 1.5 }, '', 'quantity'],
    ['a missing sku', { quantity: 1 }, '', 'sku'],
    ['an unknown store', { sku: '100201', quantity: 1 }, '?storeId=store-atlantis', 'storeId'],
  ])('answers 400 for %s and changes nothing', async (_case, body, query, field) => {
    const response = await browser.send('POST', `/api/carts/items${query}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: field })] } });
    expect((await call(browser.api, getCart)).lineItemCount).toBe(0);
  });
});

describe('POST /api/carts/items/bulk', () => {
  it('adds what it can and names what it could not add or raise, with the reason', async () => {
    const unavailable = await findSeedProduct(shop.store, (p) => p.availability === 'unavailable');
    const capped = await findSeedProduct(shop.store, (p) => p.maxQuantity <= 6 && p.quantityStepSize === 1 && orderable(p));
    const result = await call(browser.api, addCartItems, { body: { items: [
      { sku: '100201', quantity: 2 },
      { sku: '999999', quantity: 1 },
      { sku: unavailable.sku, quantity: 1 },
      { sku: capped.sku, quantity: capped.maxQuantity + 3 },
    ] } });
    expect(result.cartDTO.productLineItems.map((line) => [line.product.sku, line.quantity])).toEqual([
      ['100201', 2],
      [capped.sku, capped.maxQuantity],
    ]);
    expect(result.notAddedOrUpdatedItems).toEqual([
      { sku: '999999', quantity: 1, reason: 'productNotFound' },
      { sku: unavailable.sku, quantity: 1, reason: 'productUnavailable' },
      { sku: capped.sku, quantity: 3, reason: 'maxQuantityReached' },
    ]);
  });

  it('answers 400 for an empty list and changes nothing', async () => {
    const response = await browser.send('POST', '/api/carts/items/bulk', { items: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'items' })] } });
  });
});

describe('removing items', () => {
  it('DELETE /api/carts/items/multiple removes the named lines; an unknown line is 404 and removes nothing', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    await call(browser.api, addCartItem, { body: { sku: '100301', quantity: 1 } });
    const cart = await call(browser.api, addCartItem, { body: { sku: '100101', quantity: 1 } });
    const [first, second] = cart.productLineItems;
    expect(await failure(call(browser.api, removeCartItems, { query: { lineItemIds: [first!.lineItemId, 'nicht-da'] } }))).toMatchObject({ status: 404, errorCode: 'lineItemNotFound' });
    expect((await call(browser.api, getCart)).lineItemCount).toBe(3);
    const after = await call(browser.api, removeCartItems, { query: { lineItemIds: [first!.lineItemId, second!.lineItemId] } });
    expect(after.productLineItems.map((line) => line.product.sku)).toEqual(['100101']);
    const missing = await browser.send('DELETE', '/api/carts/items/multiple');
    expect(missing.statusCode).toBe(400);
  });

  it('DELETE /api/carts/items/all empties the cart', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect((await call(browser.api, removeAllCartItems)).lineItemCount).toBe(0);
  });
});
