import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  favoriteStoreOf,
  getCommunicationSettings,
  getFavoriteProducts,
  productSourceQuery,
  setFavoriteStore,
  updateCommunicationSettings,
  type ProductSourceFilter,
} from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { getCustomer } from '@storefront/shared/platform/operations';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';
import { changeTopics, lastLoggedLink } from './customers.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ captureLogs: true });
});
afterEach(() => testApp.close());

describe('communication settings', () => {
  it('reads and saves the three permissions', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await call(anna.api, getCommunicationSettings)).toEqual({ personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: false });
    const saved = { personalEmailAllowed: false, personalMailAllowed: true, personalSmsAllowed: true };
    expect(await call(anna.api, updateCommunicationSettings, { body: saved })).toEqual(saved);
    expect(await call(anna.api, getCommunicationSettings)).toEqual(saved);
  });

  it('answers 400 for a setting that is not a flag and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('PUT', '/api/customers/communication-settings', {
      personalEmailAllowed: 'ja',
      personalMailAllowed: true,
      personalSmsAllowed: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('personalEmailAllowed');
    expect((await call(anna.api, getCommunicationSettings)).personalMailAllowed).toBe(false);
  });
});

describe('POST /api/customers/newsletter-topics/manage', () => {
  it('answers 202 for a new topic, which is added only once the confirmation link is opened (doc 1 §4)', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await changeTopics(anna.api, { subscribe: ['rezepte'] })).toBe('pendingConfirmation');
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([{ newsletterTopicId: 'wochenangebote' }]);
    const confirmed = await testApp.app.inject({ method: 'GET', url: lastLoggedLink(testApp) });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([{ newsletterTopicId: 'wochenangebote' }, { newsletterTopicId: 'rezepte' }]);
  });

  it('answers 200 with the customer when only unsubscribing or re-subscribing a held topic', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/newsletter-topics/manage', { subscribe: ['wochenangebote'] });
    expect(response.statusCode).toBe(200);
    expect(await changeTopics(anna.api, { unsubscribe: ['wochenangebote'] })).toBe('updated');
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([]);
  });

  it('answers 400 for a topic the shop has no newsletter for, naming the entry, and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/newsletter-topics/manage', {
      subscribe: ['rezepte', 'weekly-offers'],
      unsubscribe: ['wochenangebote'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'validation',
      customPayload: { issues: [{ path: 'subscribe.1', message: 'unknown newsletter topic: weekly-offers' }] },
    });
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([{ newsletterTopicId: 'wochenangebote' }]);
    const confirmations = testApp.store.db.prepare("SELECT COUNT(*) AS n FROM newsletter_confirmations WHERE customer_id = 'c-10001'").get();
    expect(confirmations).toEqual({ n: 0 });
  });

  it('answers 400 for an empty topic id and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/newsletter-topics/manage', { subscribe: [''], unsubscribe: ['wochenangebote'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('subscribe.0');
    expect((await call(anna.api, getCustomer)).newsletterTopics).toHaveLength(1);
  });
});

describe('POST /api/customers/favorite-store', () => {
  it('sets the favorite store and answers the customer', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const customer = await call(plain.api, setFavoriteStore, { body: favoriteStoreOf('store-wien-2') });
    expect(customer.favoriteStore).toEqual({ storeType: 'MY_STORE_store-wien-2', storeId: 'store-wien-2' });
    expect((await call(plain.api, getCustomer)).favoriteStore).toEqual(customer.favoriteStore);
  });

  it('answers 400 when storeType is not MY_STORE_{storeId}, and 404 storeNotFound for an unknown store', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const mismatch = await plain.send('POST', '/api/customers/favorite-store', { storeType: 'MY_STORE_store-wien-1', storeId: 'store-graz-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().customPayload.issues[0].path).toBe('storeType');
    const unknown = await plain.send('POST', '/api/customers/favorite-store', { storeType: 'MY_STORE_filiale-mond', storeId: 'filiale-mond' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('storeNotFound');
    expect((await call(plain.api, getCustomer)).favoriteStore).toBeUndefined();
  });
});

describe('GET /api/customers/favorites/products', () => {
  it('lists favorites, purchases, either or both (doc 1 §3 source filters)', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const skus = async (filter: ProductSourceFilter) =>
      (await call(anna.api, getFavoriteProducts, { query: { ...productSourceQuery(filter), pageSize: 50 } })).results.map((product) => product.sku);
    expect(await skus('Favorites')).toEqual(['100605', '100503', '100203', '100101']);
    expect(await skus('Purchased')).toEqual(['100201', '100301', '100101', '100502', '100603', '100402']);
    expect(await skus('Favorites OR Purchased')).toEqual(['100605', '100503', '100203', '100101', '100201', '100301', '100502', '100603', '100402']);
    expect(await skus('Favorite AND Purchased')).toEqual(['100101']);
  });

  it('pages with pageSize and offset', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const page = await call(anna.api, getFavoriteProducts, { query: { ...productSourceQuery('Favorites OR Purchased'), pageSize: 2, offset: 2 } });
    expect(page).toMatchObject({ total: 9, count: 2, offset: 2 });
    expect(page.results.map((product) => product.sku)).toEqual(['100203', '100101']);
  });

  it('answers 400 for a pageSize over 100', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('GET', '/api/customers/favorites/products?favorites=true&pageSize=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('pageSize');
  });
});
