import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../testing/test-app';

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
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
      ['PATCH', '/api/carts'],
      ['DELETE', '/api/carts/items/all'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: { message: 'x' } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets reads through without a token', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/carts' })).statusCode).toBe(200);
  });
});
