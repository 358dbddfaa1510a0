import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCustomer } from '@storefront/shared/api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO, shopper } from './account-test-support';

/** Every customer call of doc 1 §7 and doc 2 §7 with a valid body, so only the session or the XSRF header is missing. */
const CUSTOMER_CALLS: ReadonlyArray<readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
  ['GET', '/api/customers'],
  ['GET', '/api/customers/refresh'],
  ['PUT', '/api/customers', { email: DEMO.anna, firstName: 'Anna', lastName: 'Huber' }],
  ['GET', '/api/customers/communication-settings'],
  ['PUT', '/api/customers/communication-settings', { personalEmailAllowed: false, personalMailAllowed: true, personalSmsAllowed: true }],
  ['POST', '/api/customers/newsletter-topics/manage', { subscribe: [], unsubscribe: ['wochenangebote'] }],
  ['POST', '/api/customers/favorite-store', { storeType: 'MY_STORE_store-wien-2', storeId: 'store-wien-2' }],
  ['GET', '/api/customers/favorites/products?favorites=true'],
  ['GET', '/api/customers/addresses'],
  ['POST', '/api/customers/addresses/delivery', { streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' }],
  ['PUT', '/api/customers/addresses/delivery', { id: 'a-10001-2', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' }],
  ['POST', '/api/customers/addresses/a-10001-2/primary'],
  ['DELETE', '/api/customers/addresses/a-10001-2'],
  ['POST', '/api/customers/addresses/combined', { streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' }],
  ['DELETE', '/api/customers/addresses/a-10003-1/combined'],
  ['GET', '/api/customers/payment-methods'],
  ['POST', '/api/customers/payment-methods', { checkoutId: 'co-1', methodKey: 'credit-cards', provider: 'frischpay' }],
  ['DELETE', '/api/customers/payment-methods/pm-10001-amex?provider=frischpay'],
  ['POST', '/api/customers/payment-methods/pm-10001-amex/set-primary'],
  ['GET', '/api/customers/digital-wallet'],
  ['PUT', '/api/customers/digital-wallet/gift-card', { code: '6001000000001001' }],
  ['DELETE', '/api/customers/digital-wallet/gift-card/gc-10001-1'],
  ['GET', '/api/customers/delivery-pass'],
  ['GET', '/api/customers/favorites'],
  ['PUT', '/api/customers/favorites/products', { reference: '100102' }],
  ['DELETE', '/api/customers/favorites/products/100101'],
  ['GET', '/api/customers/loyalty/card-info'],
  ['GET', '/api/customers/physical-card/status'],
  ['GET', '/api/customers/loyalty/vouchers'],
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('customer calls', () => {
  it.each(CUSTOMER_CALLS)('%s %s answers 401 unauthorized without a session', async (method, url, body) => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send(method, url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'unauthorized', message: 'Bitte melden Sie sich an.' });
  });

  const mutating = CUSTOMER_CALLS.filter(([method]) => method !== 'GET');
  it.each(mutating)('%s %s answers 403 without the XSRF header and changes nothing', async (method, url, body) => {
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
    expect((await getCustomer(anna.api)).lastName).toBe('Berger');
  });
});
