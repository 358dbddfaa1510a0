import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCartItem, getCart, isApiError, login, type ApiClient } from '@storefront/shared/api';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, type TestApp } from '../testing/test-app';

let testApp: TestApp;
let jar: CookieJar;
let api: ApiClient;
beforeEach(async () => {
  testApp = await createTestApp();
  jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
  api = inProcessApiClient(testApp.app, jar);
});
afterEach(() => testApp.close());

describe('GET /api/carts', () => {
  it("creates an anonymous visitor's empty cart and keeps it in an httpOnly cartId cookie", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/carts', headers: browserHeaders(jar) });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'cartId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.json()).toEqual({
      id: cookie?.value,
      customerId: null,
      cartStatus: 'OPEN',
      payments: [],
      lineItemCount: 0,
      productLineItems: [],
      voucherLineItems: [],
      discountCodes: [],
      unavailableLineItems: [],
      freeOfChargeThreshold: 5000,
      priceInfo: { orderValue: 0, total: 0 },
    });
  });

  it('finds the same cart again through the cookie, and another visitor gets another cart', async () => {
    const cart = await getCart(api);
    await addCartItem(api, { sku: '100201', quantity: 1 });
    expect((await getCart(api)).id).toBe(cart.id);

    const otherJar = new CookieJar();
    const other = await getCart(inProcessApiClient(testApp.app, otherJar));
    expect(other.id).not.toBe(cart.id);
    expect(other.lineItemCount).toBe(0);
  });

  it("uses the logged-in customer's cart, assigned to the customer", async () => {
    const customer = await login(api, { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' });
    const cart = await addCartItem(api, { sku: '100101', quantity: 2 });
    expect(cart.customerId).toBe(customer.id);
    // A new browser logging in as the same customer sees the same cart.
    const secondJar = new CookieJar();
    await fetchXsrfToken(testApp.app, secondJar);
    const secondBrowser = inProcessApiClient(testApp.app, secondJar);
    await login(secondBrowser, { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' });
    expect((await getCart(secondBrowser)).id).toBe(cart.id);
  });
});

describe('POST /api/carts/items', () => {
  it('adds a line with the full product and sums the prices in cents', async () => {
    const cart = await addCartItem(api, { sku: '100201', quantity: 2 }, 'store-4711');
    expect(cart.lineItemCount).toBe(1);
    expect(cart.productLineItems[0]).toMatchObject({ quantity: 2, product: { sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l' } });
    expect(cart.priceInfo).toEqual({ orderValue: 258, total: 258 });
  });

  it('raises the quantity of a product already in the cart instead of adding a second line', async () => {
    const first = await addCartItem(api, { sku: '100201', quantity: 2 });
    const second = await addCartItem(api, { sku: '100201', quantity: 3 });
    expect(second.lineItemCount).toBe(1);
    expect(second.productLineItems[0]?.lineItemId).toBe(first.productLineItems[0]?.lineItemId);
    expect(second.productLineItems[0]?.quantity).toBe(5);

    const third = await addCartItem(api, { sku: '100603', quantity: 1 });
    expect(third.lineItemCount).toBe(2);
    expect(third.priceInfo.orderValue).toBe(5 * 129 + 89);
  });

  it('caps the quantity at the product maxQuantity (doc 2 §4)', async () => {
    // Hähnchenbrustfilet: maxQuantity 5.
    expect((await addCartItem(api, { sku: '100401', quantity: 4 })).productLineItems[0]?.quantity).toBe(4);
    expect((await addCartItem(api, { sku: '100401', quantity: 4 })).productLineItems[0]?.quantity).toBe(5);
    expect((await addCartItem(api, { sku: '100401', quantity: 1 })).productLineItems[0]?.quantity).toBe(5);
    const fresh = new CookieJar();
    await fetchXsrfToken(testApp.app, fresh);
    const cart = await addCartItem(inProcessApiClient(testApp.app, fresh), { sku: '100401', quantity: 50 });
    expect(cart.productLineItems[0]?.quantity).toBe(5);
  });

  it('adds bottle deposits to the total but not to the order value', async () => {
    // Mineralwasser 6 × 1,5 l: 3,54 € plus 1,50 € deposit.
    const cart = await addCartItem(api, { sku: '100501', quantity: 2 });
    expect(cart.priceInfo).toEqual({ orderValue: 708, total: 1008 });
  });

  it('answers 404 productNotFound for an unknown sku and leaves the cart alone', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts/items',
      headers: browserHeaders(jar),
      payload: { sku: '999999', quantity: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'productNotFound', message: expect.any(String) });
    expect((await getCart(api)).lineItemCount).toBe(0);
  });

  it.each([
    ['a zero quantity', { sku: '100201', quantity: 0 }, 'quantity'],
    ['a fractional quantity', { sku: '100201', quantity: 1.5 }, 'quantity'],
    ['a missing sku', { quantity: 1 }, 'sku'],
  ])('answers 400 for %s', async (_case, body, field) => {
    await expect(addCartItem(api, body as { sku: string; quantity: number })).rejects.toSatisfy(
      (error) =>
        isApiError(error) &&
        error.status === 400 &&
        error.details.errorCode === 'validation' &&
        JSON.stringify(error.details.customPayload).includes(`"path":"${field}"`),
    );
  });
});
