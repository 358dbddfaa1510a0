import { afterEach, describe, expect, it } from 'vitest';
import { login, getCustomer } from '@storefront/shared/platform/operations';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';
import { call } from '@storefront/shared/platform/api';

const CREDENTIALS = { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' };
const MINUTE = 60_000;

let testApp: TestApp;
afterEach(() => testApp.close());

/** The app with a clock the test moves, and a logged-in browser. */
async function loggedInAt(clock: { now: number }, idleMinutes = 30): Promise<CookieJar> {
  testApp = await createTestApp({ app: { sessionIdleMinutes: idleMinutes, now: () => clock.now } });
  const jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
  await call(inProcessApiClient(testApp.app, jar), login, { body: CREDENTIALS, query: { recaptchaResponse: 'token' } });
  expect(jar.get('sid')).toBeDefined();
  return jar;
}

function getCustomerCall(jar: CookieJar) {
  return testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
}

describe('session idle expiry (doc 1 §4)', () => {
  it('keeps a session alive while it is used, each use starting the idle time again', async () => {
    const clock = { now: Date.now() };
    const jar = await loggedInAt(clock);
    for (let step = 0; step < 4; step += 1) {
      clock.now += 20 * MINUTE;
      const response = await getCustomerCall(jar);
      expect(response.statusCode, `after ${(step + 1) * 20} minutes`).toBe(200);
      jar.store(response);
    }
    expect(await call(inProcessApiClient(testApp.app, jar), getCustomer)).toMatchObject({ email: CREDENTIALS.email });
  });

  it('ends a session idle for longer than the idle time: 401, sid and loggedIn cleared, sessionExpired set once', async () => {
    const clock = { now: Date.now() };
    const jar = await loggedInAt(clock);
    clock.now += 31 * MINUTE;
    const response = await getCustomerCall(jar);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'unauthorized' });
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies['sid']?.value).toBe('');
    expect(cookies['loggedIn']?.value).toBe('');
    expect(cookies['sessionExpired']).toMatchObject({ value: 'true', path: '/' });
    expect(cookies['sessionExpired']?.httpOnly).toBeFalsy();
    jar.store(response);

    // The session is gone for good, and the next call does not report it again.
    const again = await getCustomerCall(jar);
    expect(again.statusCode).toBe(401);
    expect(again.cookies.find((cookie) => cookie.name === 'sessionExpired')).toBeUndefined();
  });

  it('follows SESSION_IDLE_MINUTES', async () => {
    const clock = { now: Date.now() };
    const jar = await loggedInAt(clock, 5);
    clock.now += 6 * MINUTE;
    expect((await getCustomerCall(jar)).statusCode).toBe(401);
  });

  it('reports a session cookie the shop does not know as expired, on any call of the shop API (the shell asks /api/csrf at start)', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie: 'sid=forged-or-deleted; loggedIn=true' } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'sessionExpired')?.value).toBe('true');
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
  });

  it('logs in again over an expired session without reporting the expiry', async () => {
    const clock = { now: Date.now() };
    const jar = await loggedInAt(clock);
    const oldSid = jar.get('sid');
    clock.now += 40 * MINUTE;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login?recaptchaResponse=token',
      headers: browserHeaders(jar),
      payload: CREDENTIALS,
    });
    expect(response.statusCode).toBe(200);
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.value).toBeTruthy();
    expect(sid?.value).not.toBe(oldSid);
    const expired = response.cookies.find((cookie) => cookie.name === 'sessionExpired');
    expect(expired === undefined || expired.value === '').toBe(true);
  });
});
