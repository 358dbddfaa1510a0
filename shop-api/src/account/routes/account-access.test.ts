import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCustomer } from '@storefront/shared/platform/operations';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper, type Method } from '../../testing/accounts.test-support';
import { call } from '@storefront/shared/platform/api';

/** Every customer call of doc 1 §7 and doc 2 §7 with a valid body, so only the session or the XSRF header is missing. */
const CUSTOMER_CALLS: ReadonlyArray<{ method: Method; url: string; body?: unknown }> = [
  { method: 'GET', url: '/api/customers' },
  { method: 'GET', url: '/api/customers/refresh' },
  { method: 'PUT', url: '/api/customers', body: { email: DEMO.anna, firstName: 'Anna', lastName: 'Huber' } },
  { method: 'GET', url: '/api/customers/communication-settings' },
  { method: 'PUT', url: '/api/customers/communication-settings', body: { personalEmailAllowed: false, personalMailAllowed: true, personalSmsAllowed: true } },
  { method: 'POST', url: '/api/customers/newsletter-topics/manage', body: { subscribe: [], unsubscribe: ['wochenangebote'] } },
  { method: 'POST', url: '/api/customers/favorite-store', body: { storeType: 'MY_STORE_store-wien-2', storeId: 'store-wien-2' } },
  { method: 'GET', url: '/api/customers/favorites/products?favorites=true' },
  { method: 'GET', url: '/api/customers/addresses' },
  { method: 'POST', url: '/api/customers/addresses/delivery', body: { streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' } },
  { method: 'PUT', url: '/api/customers/addresses/delivery', body: { id: 'a-10001-2', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' } },
  { method: 'POST', url: '/api/customers/addresses/a-10001-2/primary' },
  { method: 'DELETE', url: '/api/customers/addresses/a-10001-2' },
  { method: 'POST', url: '/api/customers/addresses/combined', body: { streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' } },
  { method: 'DELETE', url: '/api/customers/addresses/a-10003-1/combined' },
  { method: 'GET', url: '/api/customers/payment-methods' },
  { method: 'POST', url: '/api/customers/payment-methods', body: { checkoutId: 'co-1', methodKey: 'credit-cards', provider: 'frischpay' } },
  { method: 'DELETE', url: '/api/customers/payment-methods/pm-10001-amex?provider=frischpay' },
  { method: 'POST', url: '/api/customers/payment-methods/pm-10001-amex/set-primary' },
  { method: 'GET', url: '/api/customers/digital-wallet' },
  { method: 'PUT', url: '/api/customers/digital-wallet/gift-card', body: { code: '6001000000001001' } },
  { method: 'DELETE', url: '/api/customers/digital-wallet/gift-card/gc-10001-1' },
  { method: 'GET', url: '/api/customers/delivery-pass' },
  { method: 'GET', url: '/api/customers/orders' },
  { method: 'GET', url: '/api/customers/favorites' },
  { method: 'PUT', url: '/api/customers/favorites/products', body: { reference: '100102' } },
  { method: 'DELETE', url: '/api/customers/favorites/products/100101' },
  { method: 'GET', url: '/api/customers/loyalty/card-info' },
  { method: 'GET', url: '/api/customers/physical-card/status' },
  { method: 'GET', url: '/api/customers/loyalty/vouchers' },
  { method: 'PUT', url: '/api/customers/password', body: { oldPassword: 'Einkauf2026!', newPassword: 'Sommerfrische!7' } },
  {
    method: 'POST',
    url: '/api/customers/physical-card/order',
    body: { firstName: 'Anna', lastName: 'Berger', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien', country: 'AT' },
  },
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('customer calls', () => {
  it.each(CUSTOMER_CALLS)('$method $url answers 401 unauthorized without a session', async ({ method, url, body }) => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send(method, url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'unauthorized', message: 'Bitte melden Sie sich an.' });
  });

  const mutating = CUSTOMER_CALLS.filter(({ method }) => method !== 'GET');
  it.each(mutating)('$method $url answers 403 without the XSRF header and changes nothing', async ({ method, url, body }) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const before = await Promise.all(
      ['/api/customers', '/api/customers/addresses', '/api/customers/payment-methods', '/api/customers/digital-wallet', '/api/customers/favorites'].map(
        async (path) => (await anna.send('GET', path)).body,
      ),
    );
    const response = await anna.send(method, url, body, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('csrf');
    const after = await Promise.all(
      ['/api/customers', '/api/customers/addresses', '/api/customers/payment-methods', '/api/customers/digital-wallet', '/api/customers/favorites'].map(
        async (path) => (await anna.send('GET', path)).body,
      ),
    );
    expect(after).toEqual(before);
    expect((await call(anna.api, getCustomer)).lastName).toBe('Berger');
  });
});
