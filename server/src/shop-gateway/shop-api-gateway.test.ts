import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';
import { remoteShopApi } from './shop-api-gateway';

/** What the shop API behind the server was asked. */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A shop API at an origin of its own that writes down every request: `/api/slow` never answers,
 * `/api/unavailable` answers 503, anything else 200 with what it was asked and a cookie.
 */
async function startRecordingShopApi(): Promise<{ origin: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      if (entry.url.startsWith('/api/slow')) return;
      if (entry.url.startsWith('/api/unavailable')) {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"errorCode":"unavailable","message":"Wartung"}');
        return;
      }
      response
        .writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'sid=abc; Path=/; HttpOnly; SameSite=Lax', 'x-shop-answer': 'yes' })
        .end(JSON.stringify({ method: entry.method, url: entry.url, body: entry.body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let shop: Awaited<ReturnType<typeof startRecordingShopApi>>;
let testApp: TestApp;

beforeEach(async () => {
  shop = await startRecordingShopApi();
});
afterEach(async () => {
  await testApp?.close();
  await shop.close();
});

describe('the shop API at SHOP_API_ORIGIN', () => {
  it('gets a shop call as the shopper sent it, and the shopper gets its answer as it gave it', async () => {
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(shop.origin, 2_000) } });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts/items?storeId=store-wien-1',
      headers: { host: 'bio.localhost:3000', 'content-type': 'application/json', cookie: 'sid=s1; XSRF-TOKEN=t1', 'x-xsrf-token': 't1' },
      payload: '{"sku":"100102","quantity":2}',
    });

    expect(shop.received).toHaveLength(1);
    const [call] = shop.received;
    expect(call).toMatchObject({ method: 'POST', url: '/api/carts/items?storeId=store-wien-1', body: '{"sku":"100102","quantity":2}' });
    // The tenant is the shopper's host; the session and the token are the shop API's to check.
    expect(call?.headers).toMatchObject({ host: 'bio.localhost:3000', cookie: 'sid=s1; XSRF-TOKEN=t1', 'x-xsrf-token': 't1' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBe('sid=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(response.headers['x-shop-answer']).toBe('yes');
    expect(response.json()).toEqual({ method: 'POST', url: '/api/carts/items?storeId=store-wien-1', body: '{"sku":"100102","quantity":2}' });
  });

  it('names the client it decided on, never the X-Forwarded-For a client wrote itself', async () => {
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(shop.origin, 2_000) } });
    // A client without a proxy in front claims another address, to spread its guesses over many.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }, payload: {} });
    expect(shop.received[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('behind a proxy the server trusts, names the client that proxy saw, and only that one', async () => {
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(shop.origin, 2_000), trustedProxies: ['127.0.0.1'] } });
    // The client wrote the first address itself; the trusted proxy (the socket's 127.0.0.1) appended the second.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }, payload: {} });
    expect(shop.received[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('asks once: a GET the shop API answers 503 is not sent again, and the 503 is the shopper’s answer', async () => {
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(shop.origin, 2_000) } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errorCode: 'unavailable', message: 'Wartung' });
    expect(shop.received).toHaveLength(1);
  });

  it('gives up on a shop API that does not answer, after its deadline, with an error and without asking again', async () => {
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(shop.origin, 300) } });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/slow', payload: {} });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(shop.received).toHaveLength(1);
  });

  it('answers a shop path with an error when the shop API is not there, and keeps serving its own pages', async () => {
    const gone = shop.origin;
    await shop.close();
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(gone, 2_000) } });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/csrf' })).statusCode).toBeGreaterThanOrEqual(500);
    expect((await testApp.app.inject({ method: 'GET', url: '/tenant/config' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/warenkorb' })).statusCode).toBe(200);
    shop = await startRecordingShopApi();
  });

  it('passes on only the paths its router matched as the shop’s: its own paths, however spelled, never leave it', async () => {
    testApp = await createTestApp({ app: { shopApi: remoteShopApi(shop.origin, 2_000), faultInjection: true } });
    const ownPaths = [
      '/',
      '/warenkorb',
      '/tenant/config',
      '/ops',
      '/ops/login',
      '/logs',
      '/csp-reports',
      '/registry/remotes',
      '/builds/latest.json',
      // Spellings of a shop path that the server's router does not match as one: the server answers them.
      '//api/csrf',
      '/API/csrf',
      '/apix/csrf',
      '/api',
      '/media/other/x.svg',
    ];
    for (const url of ownPaths) await testApp.app.inject({ method: 'GET', url });
    // The server's own changes (its fault injection answers POST; a GET of the path is the shop API's).
    for (const url of ['/logs', '/csp-reports', '/__test/faults']) await testApp.app.inject({ method: 'POST', url, payload: {} });
    // A shopper's request passed on carries the client's address; the server's own questions (the redirect
    // table its page carries, whether the content system has a page at a path of its catch-all) do not.
    const passedOn = () => shop.received.filter(({ headers }) => headers['x-forwarded-for'] !== undefined).map(({ url }) => url);
    expect(passedOn()).toEqual([]);
    const ownQuestions = new Set(shop.received.map(({ method, url }) => `${method} ${url}`));
    expect(ownQuestions).toContain('GET /api/content/redirects');
    for (const question of ownQuestions) expect(question).toMatch(/^GET \/api\/content\/(redirects|pages\?path=%2F[^&]*)$/);

    // What the router matched as the shop's goes there as it was written, for the shop API's router to decide on.
    const shopPaths = ['/api/csrf', '/%61pi/csrf', '/media/products/100102.svg', '/payment-provider/checkout/c1', '/1/events', '/externer-shop/x', '/__test/reset', '/__test/faults'];
    for (const url of shopPaths) await testApp.app.inject({ method: 'GET', url });
    expect(passedOn()).toEqual(shopPaths);
  });
});
