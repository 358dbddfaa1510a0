import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@storefront/shared/platform/operations';
import { call } from '@storefront/shared/platform/api';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, type TestApp } from '../testing/test-app.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const addItem = { sku: '100201', quantity: 1 };

describe('XSRF protection (doc 1 §7)', () => {
  it('GET /api/csrf sets a readable, site-wide, SameSite=Lax XSRF-TOKEN cookie and answers 204', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22,}\.[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('keeps the token a browser already holds', async () => {
    const jar = new CookieJar();
    const token = await fetchXsrfToken(testApp.app, jar);
    const again = await testApp.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie: jar.header() } });
    expect(again.statusCode).toBe(204);
    expect(again.cookies).toEqual([]);
    expect(jar.get('XSRF-TOKEN')).toBe(token);
  });

  it('refuses a mutating API call without the X-XSRF-TOKEN header', async () => {
    const jar = new CookieJar();
    await fetchXsrfToken(testApp.app, jar);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/carts/items', headers: { cookie: jar.header() }, payload: addItem });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorCode: 'csrf', message: 'Missing or invalid XSRF token' });
  });

  it('refuses a header that does not match the cookie, and a header without a cookie', async () => {
    const jar = new CookieJar();
    await fetchXsrfToken(testApp.app, jar);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts/items',
      headers: { cookie: jar.header(), 'x-xsrf-token': 'A'.repeat(43) },
      payload: addItem,
    });
    expect(forged.statusCode).toBe(403);
    const noCookie = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-xsrf-token': 'A'.repeat(43) } });
    expect(noCookie.statusCode).toBe(403);
  });

  it('accepts the call when header and cookie match', async () => {
    const jar = new CookieJar();
    await fetchXsrfToken(testApp.app, jar);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/carts/items', headers: browserHeaders(jar), payload: addItem });
    expect(response.statusCode).toBe(200);
  });

  it('protects POST /logs and every mutating method under /api/', async () => {
    for (const [method, url] of [
      ['POST', '/logs'],
      ['PUT', '/api/customers'],
      ['DELETE', '/api/carts/items/all'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: { message: 'x' } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // A method no route takes changes nothing: a 404, whatever the token.
    expect((await testApp.app.inject({ method: 'PATCH', url: '/api/carts', payload: {} })).statusCode).toBe(404);
  });

  it('decides on the route the router matched: however the path is spelled, a change without the token is refused', async () => {
    const jar = new CookieJar();
    await fetchXsrfToken(testApp.app, jar);
    await call(inProcessApiClient(testApp.app, jar), login, { body: { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }, query: { recaptchaResponse: 't' } });
    const addresses = async () => (await testApp.app.inject({ method: 'GET', url: '/api/customers/addresses', headers: browserHeaders(jar) })).body;
    const before = await addresses();
    const address = { firstName: 'Mallory', lastName: 'Angreiferin', streetName: 'Gasse', streetNumber: '1', postalCode: '1010', city: 'Wien', country: 'AT' };
    const spellings = [
      ['POST', '/%61pi/auth/logout'],
      ['POST', '/%61%70%69/auth/logout'],
      ['POST', '/api/auth/logou%74'],
      ['POST', '/api/%61uth/logout'],
      ['POST', '/%2561pi/auth/logout'],
      ['POST', '//api/auth/logout'],
      ['POST', '/api//auth/logout'],
      ['POST', '/API/auth/logout'],
      ['POST', '/Api/Auth/Logout'],
      ['POST', '/api/auth/logout.'],
      ['POST', '/api/auth/logout/'],
      ['POST', '/api/auth/logout;a=b'],
      ['POST', '/api/auth/logout%00'],
      ['POST', '/./api/auth/logout'],
      ['POST', '/api/auth/../auth/logout'],
      ['POST', '/%61pi/customers/addresses/delivery'],
      ['POST', '/api/customers/addresses/%64elivery'],
      ['POST', '/l%6Fgs'],
      ['POST', '/%6cogs'],
    ] as const;
    for (const [method, url] of spellings) {
      // The browser's cookies (session and XSRF cookie) as another site's request would carry them, no header.
      const response = await testApp.app.inject({ method, url, headers: { cookie: jar.header(), 'content-type': 'application/json' }, payload: JSON.stringify(address) });
      expect([403, 404], `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`).toContain(response.statusCode);
    }
    // Still logged in, and no address was added.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) })).statusCode).toBe(200);
    expect(await addresses()).toBe(before);
  });

  it('binds the token to the session: another visitor\'s token, or one made up, is refused for this session', async () => {
    const customer = new CookieJar();
    await fetchXsrfToken(testApp.app, customer);
    await call(inProcessApiClient(testApp.app, customer), login, { body: { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }, query: { recaptchaResponse: 't' } });
    const stranger = new CookieJar();
    const strangersToken = await fetchXsrfToken(testApp.app, stranger);
    for (const token of [strangersToken, 'A'.repeat(43), `${strangersToken.split('.')[0]}.${'A'.repeat(43)}`]) {
      // The attacker's token in both the cookie and the header (a cookie planted from a sibling host), the victim's session.
      const planted = customer.header().replace(/XSRF-TOKEN=[^;]*/, `XSRF-TOKEN=${token}`);
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: planted, 'x-xsrf-token': token } });
      expect(response.statusCode, token).toBe(403);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(customer) })).statusCode).toBe(200);
    // The session's own token works, and logging out gives the browser a new one for the visitor it is now.
    const tokenBefore = customer.get('XSRF-TOKEN');
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: browserHeaders(customer) });
    expect(logout.statusCode).toBeLessThan(300);
    customer.store(logout);
    expect(customer.get('XSRF-TOKEN')).toBeDefined();
    expect(customer.get('XSRF-TOKEN')).not.toBe(tokenBefore);
    const add = await testApp.app.inject({ method: 'POST', url: '/api/carts/items', headers: browserHeaders(customer), payload: addItem });
    expect(add.statusCode).toBe(200);
  });

  it('lets reads through without a token', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/carts' })).statusCode).toBe(200);
  });
});
