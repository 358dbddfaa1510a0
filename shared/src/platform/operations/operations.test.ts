import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCustomer } from '../../fixtures/fixtures.test-support';
import { call } from '../api/call';
import { readQuery } from '../api/wire';
import { checkCall, fakeBackend, type CallCase } from '../api/harness.test-support';
import { emptyRedirectTable } from '../schemas/redirects';
import { TEST_TENANT } from '../testing/test-services.test-support';
import { fetchCsrfToken } from './fetch-csrf-token';
import { getBuildMeta } from './get-build-meta';
import { getClientComponentConfigs } from './get-client-component-configs';
import { getCustomer } from './get-customer';
import { getLatestBuild } from './get-latest-build';
import { getPrerenderedPayload } from './get-prerendered-payload';
import { getRedirects } from './get-redirects';
import { getTenantConfig } from './get-tenant-config';
import { login } from './login';
import { logout } from './logout';
import { refreshCustomer } from './refresh-customer';
import { reportClientError } from './report-client-error';

const anna = aCustomer();
const routeRules = { '/checkout/**': { appMiddleware: ['auth'] }, '/alt': { redirect: { to: '/neu', statusCode: 301 } }, '/': { prerender: true } };

const cases: CallCase[] = [
  { name: 'GET /tenant/config', operation: getTenantConfig, request: 'GET /tenant/config', result: TEST_TENANT },
  { name: 'GET /api/csrf: fired, the answer not used', operation: fetchCsrfToken, request: 'GET /api/csrf', answer: { status: 204 }, result: undefined },
  {
    name: 'POST /logs with error and message',
    operation: reportClientError,
    input: { body: { error: 'TypeError: x is undefined\n    at a.js:1', message: 'Checkout crashed' } },
    request: 'POST /logs',
    body: { error: 'TypeError: x is undefined\n    at a.js:1', message: 'Checkout crashed' },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: 'GET builds/meta/{buildId}.json: the route rules',
    operation: getBuildMeta,
    input: { params: { id: 'abc-123' } },
    request: 'GET /builds/meta/abc-123.json',
    answer: { body: { id: 'abc-123', routeRules } },
    result: { id: 'abc-123', routeRules, prerendered: [] },
  },
  {
    name: 'GET builds/latest.json with a cache-busting query',
    operation: getLatestBuild,
    input: { query: { t: 1767225600000 } },
    request: 'GET /builds/latest.json',
    query: { t: '1767225600000' },
    parsedQuery: { t: 1767225600000 },
    result: { id: '9f2c1a' },
  },
  {
    name: 'GET {path}/_payload.json with the build id, each segment encoded',
    operation: getPrerenderedPayload,
    input: { params: { path: '/rezepte/käse spätzle/' }, query: { buildId: 'abc' } },
    request: 'GET /rezepte/k%C3%A4se%20sp%C3%A4tzle/_payload.json',
    query: { buildId: 'abc' },
    result: { title: 'Käsespätzle' },
  },
  { name: 'GET the redirect table', operation: getRedirects, request: 'GET /api/content/redirects', result: { oneToOne: { '/alt': '/neu' }, manyToOne: {}, manyToMany: {} } },
  {
    name: 'GET component configs: the names as a repeated key',
    operation: getClientComponentConfigs,
    input: { query: { types: ['header', 'footer'] } },
    request: 'GET /api/content/configs/client',
    query: { types: ['header', 'footer'] },
    parsedQuery: { types: ['header', 'footer'] },
    result: { header: { logo: '/logo.svg' } },
  },
  { name: 'GET the customer', operation: getCustomer, request: 'GET /api/customers', result: anna },
  { name: 'GET the refreshed customer', operation: refreshCustomer, request: 'GET /api/customers/refresh', result: anna },
  {
    name: 'POST login: recaptchaResponse in the query, email and password in the body',
    operation: login,
    input: { body: { email: 'kundin@frischmarkt.example', password: 'geheim' }, query: { recaptchaResponse: 'captcha' } },
    request: 'POST /api/auth/login',
    query: { recaptchaResponse: 'captcha' },
    parsedQuery: { recaptchaResponse: 'captcha' },
    body: { email: 'kundin@frischmarkt.example', password: 'geheim' },
    result: anna,
  },
  { name: 'POST logout, answered with no content', operation: logout, request: 'POST /api/auth/logout', answer: { status: 204 }, result: undefined },
];

describe('the platform calls (doc 1 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('sends no recaptcha answer when the login has none', async () => {
    const backend = fakeBackend({ 'POST /api/auth/login': { body: anna } });
    await call(backend.api, login, { body: { email: anna.email, password: 'x' } });
    expect(backend.requests[0]?.query).toEqual({});
  });

  it('a wrong password is the backend error (401)', async () => {
    const backend = fakeBackend({ 'POST /api/auth/login': { status: 401, body: { errorCode: 'invalidCredentials', message: 'falsch' } } });
    await expect(call(backend.api, login, { body: { email: anna.email, password: 'x' } })).rejects.toMatchObject({ status: 401 });
  });

  it('a tenant config with a bad key fails loudly, naming it', async () => {
    const backend = fakeBackend({ 'GET /tenant/config': { body: { ...TEST_TENANT, themeConfig: { brandName: '', primaryColor: 'grün' } } } });
    await expect(call(backend.api, getTenantConfig)).rejects.toMatchObject({
      kind: 'contract',
      details: { issues: [{ path: 'themeConfig.brandName' }, { path: 'themeConfig.primaryColor' }] },
    });
  });

  it('bounds the error report, and rejects an empty one before sending it', async () => {
    const body = reportClientError.body;
    expect(z.safeParse(body, { message: '' }).success).toBe(false);
    expect(z.safeParse(body, { message: 'x'.repeat(2001) }).success).toBe(false);
    expect(z.safeParse(body, { message: 'x', error: 'e'.repeat(10_001) }).success).toBe(false);
    const backend = fakeBackend({});
    await expect(call(backend.api, reportClientError, { body: { message: '' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    expect(backend.requests).toEqual([]);
  });

  it('the configs query takes any well-formed name (an unknown one is left out of the answer) and rejects a malformed one', () => {
    const query = getClientComponentConfigs.query;
    const read = (wire: Record<string, unknown>) => z.safeParse(query, readQuery(query, wire));
    expect(read({ types: 'unbekannt' }).data).toEqual({ types: ['unbekannt'] });
    expect(read({ types: ['header', 'service-type-delivery'] }).success).toBe(true);
    for (const types of [undefined, '', 'Header', 'head er', '-header', 'x'.repeat(65), ['header', '']]) {
      expect(read(types === undefined ? {} : { types }).success, String(types)).toBe(false);
    }
  });

  it('a failed redirect fetch leaves the caller with the empty table (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/redirects': { status: 503 } });
    const table = await call(backend.api, getRedirects).catch(() => emptyRedirectTable());
    expect(table).toEqual({ oneToOne: {}, manyToOne: {}, manyToMany: {} });
  });
});
