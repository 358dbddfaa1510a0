import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '@storefront/shared/platform/operations';
import { buildApp } from '../app';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, type TestApp } from '../testing/test-app.test-support';
import { call } from '@storefront/shared/platform/api';

let testApp: TestApp;
afterEach(() => testApp?.close());

const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const addFault = (payload: object) => testApp.app.inject({ method: 'POST', url: '/__test/faults', payload });

describe('fault injection', () => {
  it('does not exist unless switched on', async () => {
    testApp = await createTestApp();
    expect((await addFault({ pattern: '^/api/', status: 500 })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(404);
  });

  it('is refused in production', async () => {
    await expect(
      buildApp({ registryDir: '/nonexistent', shellDist: '/nonexistent', environment: 'live', faultInjection: true }),
    ).rejects.toThrow(/refused in production/);
  });

  it('answers matching requests with the status, only for the method given, until cleared', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    const created = await addFault({ pattern: '^/api/category-trees$', method: 'GET', status: 503 });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toMatch(/^[0-9a-f]{16}$/);
    const failed = await get('/api/category-trees');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ errorCode: 'injectedFault' });
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/tenant/config')).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'DELETE', url: '/__test/faults' })).statusCode).toBe(204);
    expect((await get('/api/category-trees')).statusCode).toBe(200);
  });

  it('limits a scoped fault to requests carrying its scope cookie, and clears by scope', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    await addFault({ pattern: '^/tenant/config$', status: 500, scope: 'test-a' });
    await addFault({ pattern: '^/tenant/config$', status: 502, scope: 'test-b' });
    expect((await get('/tenant/config')).statusCode).toBe(200);
    expect((await get('/tenant/config', 'sf-fault-scope=test-a')).statusCode).toBe(500);
    expect((await get('/tenant/config', 'sf-fault-scope=test-b')).statusCode).toBe(502);
    await testApp.app.inject({ method: 'DELETE', url: '/__test/faults?scope=test-a' });
    expect((await get('/tenant/config', 'sf-fault-scope=test-a')).statusCode).toBe(200);
    expect((await get('/tenant/config', 'sf-fault-scope=test-b')).statusCode).toBe(502);
  });

  it('adds latency, with or without an error', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    await addFault({ pattern: '^/builds/latest\\.json$', latencyMs: 150 });
    const started = performance.now();
    const response = await get('/builds/latest.json');
    expect(response.statusCode).toBe(200);
    // The injected wait happened (a lower bound only: speed itself is not asserted).
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('refuses a bad fault with the field and message', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    for (const bad of [
      { pattern: '(', status: 500 },
      { pattern: 'x' },
      { pattern: 'x', status: 200 },
      { pattern: 'x', status: 500, scope: 'a b' },
      { pattern: 'x', loseAnswer: true, status: 503 },
      { pattern: 'x', status: 503, rate: 0 },
      { pattern: 'x', status: 503, rate: 1.5 },
      { pattern: 'x', status: 503, seed: -1 },
    ]) {
      const response = await addFault(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().customPayload.issues.length).toBeGreaterThan(0);
    }
  });

  it('expires the caller\'s session: the next call is a 401 with the sessionExpired cookie', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    const jar = new CookieJar();
    await fetchXsrfToken(testApp.app, jar);
    await call(inProcessApiClient(testApp.app, jar), login, { body: { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }, query: { recaptchaResponse: 't' } });
    expect((await testApp.app.inject({ method: 'POST', url: '/__test/expire-session', headers: { cookie: jar.header() } })).statusCode).toBe(204);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((cookie) => cookie.name === 'sessionExpired')?.value).toBe('true');
    expect((await testApp.app.inject({ method: 'POST', url: '/__test/expire-session' })).statusCode).toBe(404);
  });

  it('restores the seed on reset', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    const jar = new CookieJar();
    await fetchXsrfToken(testApp.app, jar);
    await call(inProcessApiClient(testApp.app, jar), login, { body: { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }, query: { recaptchaResponse: 't' } });
    const profile = { birthdate: '1985-04-12', email: 'kundin@frischmarkt.example', firstName: 'Geändert', lastName: 'Berger', salutation: 'Female' };
    await testApp.app.inject({ method: 'PUT', url: '/api/customers', headers: browserHeaders(jar), payload: profile });
    expect((await testApp.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
    // The session went with the reset; logging in again shows the seeded name.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/customers', headers: browserHeaders(jar) })).statusCode).toBe(401);
    const fresh = new CookieJar();
    await fetchXsrfToken(testApp.app, fresh);
    const customer = await call(inProcessApiClient(testApp.app, fresh), login, { body: { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }, query: { recaptchaResponse: 't' } });
    expect(customer.firstName).toBe('Anna');
  });

  it('hits the share of requests its rate gives, the same requests again for the same seed', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    const run = async (seed: number) => {
      await testApp.app.inject({ method: 'DELETE', url: '/__test/faults' });
      await addFault({ pattern: '^/tenant/config$', status: 503, rate: 0.3, seed });
      const statuses: number[] = [];
      for (let index = 0; index < 200; index += 1) statuses.push((await get('/tenant/config')).statusCode);
      return statuses;
    };
    const first = await run(7);
    const hits = first.filter((status) => status === 503).length;
    expect(hits).toBeGreaterThan(35);
    expect(hits).toBeLessThan(85);
    expect(first.filter((status) => status !== 503).every((status) => status === 200)).toBe(true);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
  });

  it('loses the answer of a change after applying it: the connection closes, the change and its record stay', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const jar = new CookieJar();
    const token = await fetchXsrfToken(testApp.app, jar);
    const headers = { cookie: `${jar.header()}; sf-fault-scope=lost`, 'x-xsrf-token': token, 'content-type': 'application/json' };
    await addFault({ pattern: '^/api/carts/items$', method: 'POST', loseAnswer: true, scope: 'lost' });
    const add = () => fetch(`${origin}/api/carts/items`, { method: 'POST', headers: { ...headers, 'idempotency-key': 'k-1' }, body: '{"sku":"100201","quantity":2}' });
    await expect(add()).rejects.toThrow(TypeError);
    await testApp.app.inject({ method: 'DELETE', url: '/__test/faults?scope=lost' });
    // The same key again: the answer the shopper never got, replayed, with the cart cookie of the first answer.
    const replay = await add();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const cartCookie = replay.headers.getSetCookie().find((line) => line.startsWith('cartId='));
    expect(cartCookie).toBeDefined();
    const cart = (await replay.json()) as { productLineItems: Array<{ product: { sku: string }; quantity: number }> };
    expect(cart.productLineItems.map((line) => [line.product.sku, line.quantity])).toEqual([['100201', 2]]);
  });
});
