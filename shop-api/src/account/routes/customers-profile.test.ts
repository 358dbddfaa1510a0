import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateCustomer } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { login, getCustomer, refreshCustomer } from '@storefront/shared/platform/operations';
import { customerFromBackend } from '@storefront/shared/platform/schemas';
import { DEMO_PASSWORD } from '../seed/customers';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';
import { isAtLeast } from './customers';
import { status } from './customers.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ captureLogs: true });
});
afterEach(() => testApp.close());

describe('GET /api/customers and /api/customers/refresh', () => {
  it('answer the session customer as stored, the Family salutation too: the session removes it when it loads her (doc 1 §3)', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const raw = await club.send('GET', '/api/customers');
    expect(raw.json()).toMatchObject({ id: 'c-10003', salutation: 'Family' });
    expect(raw.headers['cache-control']).toBe('no-store');
    const customer = await call(club.api, getCustomer);
    expect(customer.salutation).toBe('Family');
    expect(customerFromBackend(customer).salutation).toBeUndefined();
    expect(await call(club.api, refreshCustomer)).toEqual(customer);
  });
});

describe('PUT /api/customers', () => {
  it('replaces the six profile fields and keeps them', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const updated = await call(anna.api, updateCustomer, {
      body: {
        email: 'anna.berger@example.at',
        firstName: 'Anna',
        lastName: 'Berger-Huber',
        academicTitle: 'Dr.',
        birthdate: '1986-04-12',
        salutation: 'Female',
      },
    });
    expect(updated).toMatchObject({ email: 'anna.berger@example.at', lastName: 'Berger-Huber', academicTitle: 'Dr.' });
    expect(await call(anna.api, refreshCustomer)).toEqual(updated);
    // The new address is the login from now on.
    const again = await shopper(testApp.app);
    await expect(call(again.api, login, { body: { email: 'anna.berger@example.at', password: DEMO_PASSWORD } })).resolves.toMatchObject({ id: 'c-10001' });
  });

  it('clears a field the form left out, so a Family salutation goes when the form is saved', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const updated = await call(club.api, updateCustomer, { body: { email: DEMO.club, firstName: 'Maria', lastName: 'Gruber' } });
    expect(updated.salutation).toBeUndefined();
    expect(updated.academicTitle).toBeUndefined();
    expect((await club.send('GET', '/api/customers')).json().salutation).toBeUndefined();
  });

  it.each([
    ['an under-age birthdate (doc 2 §5: at least 18)', { birthdate: `${new Date().getUTCFullYear() - 17}-01-01` }, 'birthdate'],
    ['the Family salutation, which cannot be chosen', { salutation: 'Family' }, 'salutation'],
    ['a first name over 20 characters', { firstName: 'Annabella-Maximiliane' }, 'firstName'],
    ['an academic title over 15 characters', { academicTitle: 'Univ.-Prof. Dr. Dr.' }, 'academicTitle'],
    ['a malformed e-mail address', { email: 'anna-at-example' }, 'email'],
    ['an impossible date', { birthdate: '1986-02-30' }, 'birthdate'],
  ])('answers 400 for %s and changes nothing', async (_case, change, path) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const before = (await anna.send('GET', '/api/customers')).json();
    const response = await anna.send('PUT', '/api/customers', { email: DEMO.anna, firstName: 'Anna', lastName: 'Neu', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path })] } });
    expect((await anna.send('GET', '/api/customers')).json()).toEqual(before);
  });

  it('answers 409 emailAlreadyRegistered for another customer’s address and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const error = await call(anna.api, updateCustomer, { body: { email: DEMO.club, firstName: 'Anna', lastName: 'Neu' } }).catch((e: unknown) => e);
    expect(status(error)).toEqual([409, 'emailAlreadyRegistered']);
    expect((await call(anna.api, getCustomer)).lastName).toBe('Berger');
  });

  it('tells an under-age birthdate with the rule message the form shows (doc 2 §5: at least 18)', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const birthdate = `${new Date().getUTCFullYear() - 17}-01-01`;
    const response = await anna.send('PUT', '/api/customers', { email: DEMO.anna, firstName: 'Anna', lastName: 'Neu', birthdate });
    expect(response.json().customPayload.issues).toEqual([{ path: 'birthdate', message: 'validation.minimumAge|18' }]);
  });

  it('counts the minimum age to the day', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(isAtLeast('2008-06-15', 18, now)).toBe(true);
    expect(isAtLeast('2008-06-16', 18, now)).toBe(false);
  });
});
