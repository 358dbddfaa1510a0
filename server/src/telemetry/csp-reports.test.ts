import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';
import { CSP_REPORT_WINDOW_MS, CSP_REPORTS_PER_CLIENT, CSP_REPORTS_PER_WINDOW, createReportLimiter, violationsOf } from './csp-reports';

let testApp: TestApp;
afterEach(() => testApp?.close());

const reportUri = (blocked = 'inline', directive = 'style-src-attr') => ({
  'csp-report': {
    'document-uri': 'http://localhost:3000/angebote?probe=1',
    'violated-directive': directive,
    'effective-directive': directive,
    'blocked-uri': blocked,
    'source-file': 'http://localhost:3000/remotes/content/1.0.0/route.js',
    'line-number': 12,
    'script-sample': '',
    disposition: 'enforce',
  },
});

const post = (payload: unknown, contentType = 'application/csp-report', ip = '203.0.113.7') =>
  testApp.app.inject({ method: 'POST', url: '/csp-reports', headers: { 'content-type': contentType }, payload: JSON.stringify(payload), remoteAddress: ip });

const logged = () => testApp.logs.filter((line) => line['msg'] === 'csp violation');

describe('CSP violation reports', () => {
  it('logs a report-uri report as a warning with its fields, without an XSRF token', async () => {
    testApp = await createTestApp({ captureLogs: true });
    const response = await post(reportUri());
    expect(response.statusCode).toBe(204);
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 40,
        cspViolation: {
          documentUrl: 'http://localhost:3000/angebote?probe=1',
          directive: 'style-src-attr',
          blocked: 'inline',
          sourceFile: 'http://localhost:3000/remotes/content/1.0.0/route.js',
          line: '12',
          sample: '',
          disposition: 'enforce',
        },
      }),
    ]);
  });

  it('logs the CSP reports of a report-to batch and skips its other reports', async () => {
    testApp = await createTestApp({ captureLogs: true });
    const batch = [
      { type: 'csp-violation', url: 'http://localhost:3000/', body: { documentURL: 'http://localhost:3000/', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' } },
      { type: 'deprecation', url: 'http://localhost:3000/', body: {} },
    ];
    expect((await post(batch, 'application/reports+json')).statusCode).toBe(204);
    expect(logged().map((line) => (line['cspViolation'] as { blocked: string }).blocked)).toEqual(['https://evil.example/x.js']);
  });

  it('refuses a body that is no report, and cuts long values', async () => {
    testApp = await createTestApp({ captureLogs: true });
    expect((await post({ hello: 'world' })).statusCode).toBe(400);
    expect((await post('not json', 'application/csp-report')).statusCode).toBe(400);
    expect((await post(reportUri(`https://evil.example/${'a'.repeat(5_000)}`))).statusCode).toBe(204);
    expect((logged()[0]?.['cspViolation'] as { blocked: string }).blocked).toHaveLength(300);
  });

  it(`logs at most ${CSP_REPORTS_PER_CLIENT} reports per client a minute, and drops the rest with 429`, async () => {
    testApp = await createTestApp({ captureLogs: true });
    const statuses: number[] = [];
    for (let index = 0; index < CSP_REPORTS_PER_CLIENT + 5; index += 1) statuses.push((await post(reportUri())).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(CSP_REPORTS_PER_CLIENT);
    expect(statuses.slice(CSP_REPORTS_PER_CLIENT)).toEqual(Array(5).fill(429));
    // Another client still has its own allowance.
    expect((await post(reportUri(), 'application/csp-report', '198.51.100.2')).statusCode).toBe(204);
    expect(logged()).toHaveLength(CSP_REPORTS_PER_CLIENT + 1);
  });

  it('limits all clients together too, and starts over after the window', () => {
    let clock = 0;
    const limiter = createReportLimiter(() => clock);
    let granted = 0;
    for (let client = 0; client < 100; client += 1) granted += limiter.take(`c${client}`, CSP_REPORTS_PER_CLIENT);
    expect(granted).toBe(CSP_REPORTS_PER_WINDOW);
    expect(limiter.take('c0', 1)).toBe(0);
    clock += CSP_REPORT_WINDOW_MS;
    expect(limiter.take('c0', 1)).toBe(1);
  });

  it('reads both formats into one shape', () => {
    expect(violationsOf(reportUri('eval', 'script-src'))).toMatchObject([{ directive: 'script-src', blocked: 'eval' }]);
    expect(violationsOf([{ type: 'csp-violation', body: { effectiveDirective: 'base-uri', blockedURL: 'https://evil.example/' } }])).toMatchObject([
      { directive: 'base-uri', blocked: 'https://evil.example/' },
    ]);
    expect(violationsOf(null)).toEqual([]);
  });

  it('keeps the latest violations for the end-to-end tests, by page, only with fault injection', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    await post(reportUri());
    const read = await testApp.app.inject({ method: 'GET', url: '/__test/csp-reports?document=probe%3D1' });
    expect(read.json().violations).toHaveLength(1);
    expect((await testApp.app.inject({ method: 'GET', url: '/__test/csp-reports?document=other' })).json().violations).toEqual([]);
  });
});
