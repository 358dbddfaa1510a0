import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../testing/test-app';

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

  it('answers 400 for a report without a message', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', headers: browserHeaders(jar), payload: { error: 'boom' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('message');
    expect(testApp.logs.some((entry) => entry['msg'] === 'client error report')).toBe(false);
  });
});
