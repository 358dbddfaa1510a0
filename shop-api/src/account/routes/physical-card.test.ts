import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPhysicalCardStatus, isValidEan13, orderPhysicalCard } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const ADDRESS = { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien', country: 'AT' };
const failure = (error: unknown) => (isApiError(error) ? [error.status, error.details.errorCode] : error);

describe('POST /api/customers/physical-card/order', () => {
  it('makes a customer without a card a member with a new card, ordered once', async () => {
    const lukas = await shopper(testApp.app, DEMO.plain);
    expect(await call(lukas.api, getPhysicalCardStatus)).toEqual({ orderAvailability: 'CanBeOrdered' });
    expect(await call(lukas.api, orderPhysicalCard, { body: ADDRESS })).toEqual({ orderAvailability: 'IsOrdered' });
    expect(await call(lukas.api, getPhysicalCardStatus)).toEqual({ orderAvailability: 'IsOrdered' });
    const member = testApp.store.db.prepare("SELECT member_id, card_id FROM loyalty_members WHERE customer_id = 'c-10002'").get() as {
      member_id: string;
      card_id: string;
    };
    expect(member.member_id).toMatch(/^J-\d{4}-\d{4}$/);
    expect(isValidEan13(member.card_id)).toBe(true);
    expect(await call(lukas.api, orderPhysicalCard, { body: ADDRESS }).catch(failure)).toEqual([409, 'physicalCardNotOrderable']);
  });

  it('refuses a blocked card with 409, and a guest with 401', async () => {
    const karl = await shopper(testApp.app, DEMO.blocked);
    expect(await call(karl.api, orderPhysicalCard, { body: ADDRESS }).catch(failure)).toEqual([409, 'physicalCardNotOrderable']);
    const guest = await shopper(testApp.app);
    expect(await call(guest.api, orderPhysicalCard, { body: ADDRESS }).catch(failure)).toEqual([401, 'unauthorized']);
  });

  it('refuses an address without a street with 400 naming the field', async () => {
    const lukas = await shopper(testApp.app, DEMO.plain);
    const response = await lukas.send('POST', '/api/customers/physical-card/order', { ...ADDRESS, streetName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual([{ path: 'streetName', message: expect.any(String) }]);
    expect(await call(lukas.api, getPhysicalCardStatus)).toEqual({ orderAvailability: 'CanBeOrdered' });
  });
});
