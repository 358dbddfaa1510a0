import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { call, isApiError } from '@storefront/shared/platform/api';
import { login, logout, getCustomer } from '@storefront/shared/platform/operations';
import { customerSchema } from '@storefront/shared/platform/schemas';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

const EMAIL = 'kundin@frischmarkt.example';
const PASSWORD = 'Einkauf2026!';

let testApp: TestApp;
let jar: CookieJar;
beforeEach(async () => {
  testApp = await createTestApp();
  jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
});
afterEach(() => testApp.close());

function postLogin(body: unknown, query = '') {
  return testApp.app.inject({ method: 'POST', url: `/api/auth/login${query}`, headers: browserHeaders(jar), payload: body as object });
}

describe('POST /api/auth/login', () => {
  it('answers the customer and sets the httpOnly session cookie and the readable loggedIn cookie', async () => {
    const response = await postLogin({ email: EMAIL, password: PASSWORD }, '?recaptchaResponse=token-from-widget');
    expect(response.statusCode).toBe(200);
    const parsed = safeParse(customerSchema, response.json());
    expect(parsed.success).toBe(true);
    expect(response.json()).toMatchObject({ email: EMAIL, firstName: 'Anna', lastName: 'Berger', salutation: 'Female' });
    expect(response.body).not.toMatch(/password|scrypt/i);

    const sid = response.cookies.find((c) => c.name === 'sid');
    const loggedIn = response.cookies.find((c) => c.name === 'loggedIn');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.value.length).toBeGreaterThanOrEqual(43);
    expect(loggedIn).toMatchObject({ value: 'true', sameSite: 'Lax', path: '/' });
    expect(loggedIn?.httpOnly).toBeFalsy();
  });

  it('accepts the e-mail address in any case', async () => {
    expect((await postLogin({ email: 'Kundin@Frischmarkt.Example', password: PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: EMAIL, password: 'einkauf2026!' }],
    ['an unknown e-mail address', { email: 'niemand@frischmarkt.example', password: PASSWORD }],
  ])('answers 401 invalidCredentials for %s, without a session', async (_case, body) => {
    const response = await postLogin(body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 'invalidCredentials', message: 'E-Mail-Adresse oder Passwort ist falsch.' });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('answers 400 naming the field for a malformed e-mail address', async () => {
    const response = await postLogin({ email: 'kundin-at-frischmarkt', password: PASSWORD });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('validation');
    expect(body.customPayload.issues).toEqual([{ path: 'email', message: expect.any(String) }]);
  });

  it('answers 400, not 500, for a missing or broken body', async () => {
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', headers: browserHeaders(jar) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('validation');
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...browserHeaders(jar), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: '' })] } });
  });
});

describe('GET /api/customers and logout', () => {
  it('is 401 without a session, the customer after login, and 401 again after logout', async () => {
    const api = inProcessApiClient(testApp.app, jar);
    const before = await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
    expect(before.statusCode).toBe(401);
    expect(before.json()).toMatchObject({ errorCode: 'unauthorized', message: expect.any(String) });

    const loggedIn = await call(api, login, { body: { email: EMAIL, password: PASSWORD } });
    expect(await call(api, getCustomer)).toEqual(loggedIn);
    const sid = jar.get('sid');

    await call(api, logout);
    expect(jar.get('sid')).toBeUndefined();
    expect(jar.get('loggedIn')).toBeUndefined();
    await expect(call(api, getCustomer)).rejects.toSatisfy((error) => isApiError(error) && error.status === 401);

    // The old session id is dead on the server too, not only forgotten by this browser.
    jar.set('sid', sid ?? '');
    const replayed = await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.cookies.map((c) => [c.name, c.value])).toEqual(
      expect.arrayContaining([
        ['sid', ''],
        ['loggedIn', ''],
      ]),
    );
  });

  it('gives a new session id at every login', async () => {
    const api = inProcessApiClient(testApp.app, jar);
    await call(api, login, { body: { email: EMAIL, password: PASSWORD } });
    const first = jar.get('sid');
    await call(api, login, { body: { email: EMAIL, password: PASSWORD } });
    expect(jar.get('sid')).not.toBe(first);
    jar.set('sid', first ?? '');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) })).statusCode).toBe(401);
  });
});
