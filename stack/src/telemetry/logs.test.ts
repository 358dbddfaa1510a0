import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../testing/test-app.test-support';

let testApp: TestApp;
let jar: CookieJar;
beforeEach(async () => {
  testApp = await createTestApp({ captureLogs: true });
  jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
});
afterEach(() => testApp.close());

describe('POST /logs', () => {
  it('writes the client error report to the server log and answers 204', async () => {
    const report = { error: 'TypeError: x is undefined\n    at mount (remote.js:1:1)', message: 'Remote search failed to mount' };
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', headers: browserHeaders(jar), payload: report });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const line = testApp.logs.find((entry) => entry['msg'] === 'client error report');
    expect(line).toMatchObject({ level: 40, clientReport: report });
  });

  it('writes the log record of doc 1 §3 at its own level', async () => {
    const record = {
      timestamp: '2026-03-02T10:15:00.000Z',
      version: '4f2a9c1e0b7d3a55',
      requestId: 'req-3e1f',
      level: 'error' as const,
      stackTrace: 'Error: boom\n    at render (route-cart.js:1:10)',
      message: 'Cart failed to render',
      params: { remote: 'cart-checkout' },
      path: '/warenkorb',
      status: 500,
    };
    const report = { message: 'Cart failed to render', record };
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', headers: browserHeaders(jar), payload: report });
    expect(response.statusCode).toBe(204);
    const line = testApp.logs.find((entry) => entry['msg'] === 'client error report');
    expect(line).toMatchObject({ level: 50, clientRecord: record });
  });

  it('refuses a record with a wrong level or without its timestamp, naming the field', async () => {
    for (const record of [
      { timestamp: '2026-03-02T10:15:00Z', version: 'v', level: 'fatal', message: 'x' },
      { version: 'v', level: 'error', message: 'x' },
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/logs', headers: browserHeaders(jar), payload: { message: 'x', record } });
      expect(response.statusCode).toBe(400);
      expect(response.json().customPayload.issues[0].path).toMatch(/^record\./);
    }
    expect(testApp.logs.some((entry) => entry['msg'] === 'client error report')).toBe(false);
  });

  it("logs each request under the client's X-Request-Id (doc 1 §7), and under an id of its own when none or a bad one is sent", async () => {
    const send = (requestId?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/logs',
        headers: { ...browserHeaders(jar), ...(requestId === undefined ? {} : { 'x-request-id': requestId }) },
        payload: { message: requestId ?? 'none' },
      });
    await send('c0ffee-42');
    await send('bad id\nwith a line break');
    await send();
    const ids = testApp.logs.filter((entry) => entry['msg'] === 'client error report').map((entry) => entry['reqId']);
    expect(ids[0]).toBe('c0ffee-42');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 for a report without a message', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', headers: browserHeaders(jar), payload: { error: 'boom' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('message');
    expect(testApp.logs.some((entry) => entry['msg'] === 'client error report')).toBe(false);
  });
});
