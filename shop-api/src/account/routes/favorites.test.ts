import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addFavorite,
  getCustomerDeliveryPass,
  getDeliveryPassOffers,
  getFavoriteProducts,
  getFavorites,
  productSourceQuery,
  removeFavorite,
} from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { isDeliveryPassValid } from '@storefront/shared/cart';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const failure = (error: unknown) => (isApiError(error) ? [error.details.errorCode, error.status] : error);

describe('favorites (doc 2 §7)', () => {
  it('answers the references grouped by type, newest first', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await call(anna.api, getFavorites)).toEqual({
      products: ['100605', '100503', '100203', '100101'],
      recipes: ['ofenlachs-mit-zucchini'],
    });
    const plain = await shopper(testApp.app, DEMO.plain);
    expect(await call(plain.api, getFavorites)).toEqual({ products: [], recipes: [] });
  });

  it('adds a product or a recipe; adding it again changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect((await call(anna.api, addFavorite, { params: { type: 'products' }, body: { reference: '100102' } })).products?.[0]).toBe('100102');
    expect((await call(anna.api, addFavorite, { params: { type: 'products' }, body: { reference: '100102' } })).products).toHaveLength(5);
    const recipes = (await call(anna.api, addFavorite, { params: { type: 'recipes' }, body: { reference: 'apfel-zimt-porridge' } })).recipes;
    expect(recipes).toEqual(['apfel-zimt-porridge', 'ofenlachs-mit-zucchini']);
  });

  it('answers 404 for a product or recipe the shop does not have, and adds nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(failure(await call(anna.api, addFavorite, { params: { type: 'products' }, body: { reference: '999999' } }).catch((e: unknown) => e))).toEqual(['productNotFound', 404]);
    expect(failure(await call(anna.api, addFavorite, { params: { type: 'recipes' }, body: { reference: 'mondkuchen' } }).catch((e: unknown) => e))).toEqual(['recipeNotFound', 404]);
    expect((await call(anna.api, getFavorites)).products).toHaveLength(4);
  });

  it('removes a favorite; one that is not there is 404 favoriteNotFound', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect((await call(anna.api, removeFavorite, { params: { type: 'products', reference: '100503' } })).products).toEqual(['100605', '100203', '100101']);
    expect(failure(await call(anna.api, removeFavorite, { params: { type: 'products', reference: '100503' } }).catch((e: unknown) => e))).toEqual(['favoriteNotFound', 404]);
  });

  it.each([
    ['PUT', '/api/customers/favorites/brands', { reference: 'alpenhof' }, 'type'],
    ['PUT', '/api/customers/favorites/products', { reference: '' }, 'reference'],
    ['PUT', '/api/customers/favorites/products', {}, 'reference'],
    ['DELETE', '/api/customers/favorites/moebel/100101', undefined, 'type'],
  ] as const)('%s %s answers 400 naming %s and changes nothing', async (method, url, body, path) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe(path);
    expect((await call(anna.api, getFavorites)).products).toHaveLength(4);
  });
});

describe('favorite products from orders (doc 1 §7 purchasedProducts)', () => {
  it('lists the skus of an order placed in this shop first, then the earlier purchases', async () => {
    const cart = await testApp.store.carts.findOrCreateForCustomer('c-10001');
    testApp.store.db.prepare('INSERT INTO cart_lines (cart_id, line_item_id, sku, quantity, position) VALUES (?, ?, ?, ?, ?)').run(cart.id, 'l-1', '100703', 1, 0);
    const [window] = testApp.store.distribution.windows('store-wien-1', new Date());
    testApp.store.db
      .prepare(
        `INSERT INTO orders (order_number, cart_id, customer_id, service_type, time_window_id, payment_method_key,
           amount_charged_cents, gift_card_cents, total_cents, created_at, document) VALUES (?, ?, ?, 'DELIVERY', ?, 'paypal', 429, 0, 429, ?, '{}')`,
      )
      .run('100000001', cart.id, 'c-10001', window?.id, new Date().toISOString());
    const anna = await shopper(testApp.app, DEMO.anna);
    const purchased = await call(anna.api, getFavoriteProducts, { query: { ...productSourceQuery('Purchased'), pageSize: 3 } });
    expect(purchased.results.map((product) => product.sku)).toEqual(['100703', '100201', '100301']);
    expect(purchased.total).toBe(7);
  });
});

describe('delivery pass (doc 2 §7, §9)', () => {
  it('GET /api/delivery-pass answers the passes on sale, without a session', async () => {
    const visitor = await shopper(testApp.app);
    const offers = await call(visitor.api, getDeliveryPassOffers);
    expect(offers.map((offer) => [offer.sku, offer.price, offer.durationInMonths])).toEqual([
      ['DP-1M', 999, 1],
      ['DP-3M', 2499, 3],
      ['DP-12M', 7999, 12],
    ]);
  });

  it('GET /api/customers/delivery-pass answers the member’s pass, valid today', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const pass = await call(club.api, getCustomerDeliveryPass);
    expect(pass && isDeliveryPassValid(pass)).toBe(true);
  });

  it('answers no pass (204) without one, and none for a pass that ended; a later one once bought', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    expect((await plain.send('GET', '/api/customers/delivery-pass')).statusCode).toBe(204);
    const insert = testApp.store.db.prepare('INSERT INTO delivery_passes (id, customer_id, sku, start_date, end_date) VALUES (?, ?, ?, ?, ?)');
    insert.run('dp-old', 'c-10002', 'DP-1M', '2024-01-01', '2024-01-31');
    expect(await call(plain.api, getCustomerDeliveryPass)).toBeNull();
    insert.run('dp-next', 'c-10002', 'DP-3M', '2099-01-01', '2099-03-31');
    expect(await call(plain.api, getCustomerDeliveryPass)).toMatchObject({ startDate: '2099-01-01', endDate: '2099-03-31' });
  });
});
