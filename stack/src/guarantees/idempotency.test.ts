import { afterEach, describe, expect, it } from 'vitest';
import { login } from '@storefront/shared/platform/operations';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, type TestApp } from '../testing/test-app.test-support';
import { REPLAY_HEADER } from '@storefront/server-kit/operations/idempotency';
import { call } from '@storefront/shared/platform/api';

const CREDENTIALS = { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' };
const PROFILE = { birthdate: '1985-04-12', email: CREDENTIALS.email, firstName: 'Anna', lastName: 'Berger', salutation: 'Female' };

let testApp: TestApp;
afterEach(() => testApp.close());

async function browser(): Promise<CookieJar> {
  const jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
  return jar;
}

function send(jar: CookieJar, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, key?: string) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...browserHeaders(jar), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function clientReports(): number {
  return testApp.logs.filter((line) => line['msg'] === 'client error report').length;
}

describe('Idempotency-Key', () => {
  it('answers a repeated call with the first answer and does not run it again', async () => {
    testApp = await createTestApp({ captureLogs: true });
    const jar = await browser();
    const report = { message: 'Fehler beim Laden' };
    const first = await send(jar, 'POST', '/logs', report, 'report-1');
    expect(first.statusCode).toBe(204);
    expect(first.headers[REPLAY_HEADER]).toBeUndefined();
    const repeat = await send(jar, 'POST', '/logs', report, 'report-1');
    expect(repeat.statusCode).toBe(204);
    expect(repeat.headers[REPLAY_HEADER]).toBe('true');
    expect(clientReports()).toBe(1);

    // A new key is a new call.
    await send(jar, 'POST', '/logs', report, 'report-2');
    expect(clientReports()).toBe(2);
    // Without a key every call runs.
    await send(jar, 'POST', '/logs', report);
    await send(jar, 'POST', '/logs', report);
    expect(clientReports()).toBe(4);
  });

  it('replays the status, body and cookies of the first answer, and a later change is not undone', async () => {
    testApp = await createTestApp();
    const jar = await browser();
    const loginFirst = await send(jar, 'POST', '/api/auth/login?recaptchaResponse=t', CREDENTIALS, 'login-1');
    expect(loginFirst.statusCode).toBe(200);
    const loginAgain = await send(jar, 'POST', '/api/auth/login?recaptchaResponse=t', CREDENTIALS, 'login-1');
    expect(loginAgain.statusCode).toBe(200);
    expect(loginAgain.body).toBe(loginFirst.body);
    expect(loginAgain.headers['content-type']).toBe(loginFirst.headers['content-type']);
    expect(loginAgain.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe(loginFirst.cookies.find((cookie) => cookie.name === 'sid')?.value);
    jar.store(loginFirst);
    // A repeat that already carries the new session cookie finds the first answer too.
    const loginWithSession = await send(jar, 'POST', '/api/auth/login?recaptchaResponse=t', CREDENTIALS, 'login-1');
    expect(loginWithSession.headers[REPLAY_HEADER]).toBe('true');
    expect(loginWithSession.body).toBe(loginFirst.body);

    const renamed = await send(jar, 'PUT', '/api/customers', { ...PROFILE, firstName: 'Annemarie' }, 'rename-1');
    expect(renamed.json()).toMatchObject({ firstName: 'Annemarie' });
    await send(jar, 'PUT', '/api/customers', { ...PROFILE, firstName: 'Anni' }, 'rename-2');
    const replayed = await send(jar, 'PUT', '/api/customers', { ...PROFILE, firstName: 'Annemarie' }, 'rename-1');
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({ firstName: 'Annemarie' });
    expect(replayed.headers[REPLAY_HEADER]).toBe('true');
    const now = await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
    expect(now.json()).toMatchObject({ firstName: 'Anni' });
  });

  it('adds a product to an anonymous cart once, however often the call is repeated', async () => {
    testApp = await createTestApp();
    const jar = await browser();
    const first = await send(jar, 'POST', '/api/carts/items', { sku: '100201', quantity: 1 }, 'add-milk');
    expect(first.statusCode).toBe(200);
    jar.store(first);
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const again = await send(jar, 'POST', '/api/carts/items', { sku: '100201', quantity: 1 }, 'add-milk');
      expect(again.headers[REPLAY_HEADER]).toBe('true');
      expect(again.body).toBe(first.body);
    }
    const cart = await testApp.app.inject({ method: 'GET', url: '/api/carts', headers: browserHeaders(jar) });
    expect(cart.json().productLineItems).toHaveLength(1);
    expect(cart.json().productLineItems[0].quantity).toBe(1);
    // The same key on another path is another call.
    const other = await send(jar, 'DELETE', '/api/carts/items/all', undefined, 'add-milk');
    expect(other.statusCode).toBe(200);
    expect(other.headers[REPLAY_HEADER]).toBeUndefined();
    expect(other.json().productLineItems).toHaveLength(0);
  });

  it('refuses the same key with another body or query with 422, changing nothing', async () => {
    testApp = await createTestApp();
    const jar = await browser();
    await call(inProcessApiClient(testApp.app, jar), login, { body: CREDENTIALS, query: { recaptchaResponse: 't' } });
    await send(jar, 'PUT', '/api/customers', { ...PROFILE, firstName: 'Erste' }, 'key-a');
    const other = await send(jar, 'PUT', '/api/customers', { ...PROFILE, firstName: 'Zweite' }, 'key-a');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errorCode: 'idempotencyKeyReused' });
    expect(other.json().message).toMatch(/different request/);
    const now = await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
    expect(now.json()).toMatchObject({ firstName: 'Erste' });
  });

  it('keeps keys apart per visitor: another browser with the same key runs its own call', async () => {
    testApp = await createTestApp({ captureLogs: true });
    const anna = await browser();
    await call(inProcessApiClient(testApp.app, anna), login, { body: CREDENTIALS, query: { recaptchaResponse: 't' } });
    const other = await browser();
    await send(anna, 'POST', '/logs', { message: 'a' }, 'shared-key');
    const second = await send(other, 'POST', '/logs', { message: 'b' }, 'shared-key');
    expect(second.statusCode).toBe(204);
    expect(second.headers[REPLAY_HEADER]).toBeUndefined();
    expect(clientReports()).toBe(2);
  });

  it("never gives a visitor without a session another browser's login or cart cookie for the same key and body", async () => {
    testApp = await createTestApp();
    const first = await browser();
    const second = await browser();
    const loginFirst = await send(first, 'POST', '/api/auth/login?recaptchaResponse=t', CREDENTIALS, 'leaked-key');
    const loginSecond = await send(second, 'POST', '/api/auth/login?recaptchaResponse=t', CREDENTIALS, 'leaked-key');
    expect(loginSecond.statusCode).toBe(200);
    expect(loginSecond.headers[REPLAY_HEADER]).toBeUndefined();
    const sessionOf = (response: typeof loginFirst) => response.cookies.find((cookie) => cookie.name === 'sid')?.value;
    expect(sessionOf(loginSecond)).toBeDefined();
    expect(sessionOf(loginSecond)).not.toBe(sessionOf(loginFirst));

    const guestA = await browser();
    const guestB = await browser();
    const item = { sku: '100201', quantity: 1 };
    const cartA = await send(guestA, 'POST', '/api/carts/items', item, 'first-cart-key');
    const cartB = await send(guestB, 'POST', '/api/carts/items', item, 'first-cart-key');
    expect(cartB.headers[REPLAY_HEADER]).toBeUndefined();
    expect(cartB.json().id).not.toBe(cartA.json().id);
  });

  it('keeps a bad-input answer too, and checks the key itself', async () => {
    testApp = await createTestApp();
    const jar = await browser();
    const bad = await send(jar, 'POST', '/logs', { message: '' }, 'bad-1');
    expect(bad.statusCode).toBe(400);
    expect((await send(jar, 'POST', '/logs', { message: '' }, 'bad-1')).headers[REPLAY_HEADER]).toBe('true');
    const badKey = await send(jar, 'POST', '/logs', { message: 'x' }, 'x'.repeat(201));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'Idempotency-Key' }] } });
  });

  it('runs only one of two concurrent calls with the same key; the other is told to retry', async () => {
    testApp = await createTestApp({ captureLogs: true });
    const jar = await browser();
    const results = await Promise.all([1, 2, 3].map(() => send(jar, 'POST', '/logs', { message: 'gleichzeitig' }, 'race-1')));
    const statuses = results.map((response) => response.statusCode).sort();
    expect(clientReports()).toBe(1);
    for (const status of statuses) expect([204, 409]).toContain(status);
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(1);
    for (const response of results.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toMatchObject({ errorCode: 'idempotencyRequestInProgress' });
    }
    // Once the first has answered, a retry gets its answer.
    expect((await send(jar, 'POST', '/logs', { message: 'gleichzeitig' }, 'race-1')).headers[REPLAY_HEADER]).toBe('true');
  });

  it('forgets an answer after a day', async () => {
    const clock = { now: Date.now() };
    testApp = await createTestApp({ captureLogs: true, app: { now: () => clock.now } });
    const jar = await browser();
    await send(jar, 'POST', '/logs', { message: 'x' }, 'old-key');
    clock.now += 25 * 60 * 60 * 1000;
    const later = await send(jar, 'POST', '/logs', { message: 'x' }, 'old-key');
    expect(later.headers[REPLAY_HEADER]).toBeUndefined();
    expect(clientReports()).toBe(2);
  });
});
