import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { login } from '@storefront/shared/platform/operations';
import { databaseDigest } from '@storefront/shop-api/testing/database-digest.test-support';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient, stackOperations, stackRoutes, type TestApp } from '../testing/test-app.test-support';
import type { RegisteredRoute } from '@storefront/server-kit/operations/route-table';
import { MUTATING_METHODS } from '@storefront/server-kit/http/methods';
import { call } from '@storefront/shared/platform/api';


let testApp: TestApp;
let jar: CookieJar;
beforeEach(async () => {
  testApp = await createTestApp();
  jar = new CookieJar();
  await fetchXsrfToken(testApp.app, jar);
  await call(inProcessApiClient(testApp.app, jar), login, { body: { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' }, query: { recaptchaResponse: 't' } });
});
afterEach(() => testApp.close());

/** Every mutating API route Fastify has, with its parameters filled in. */
function mutatingApiRoutes(): Array<RegisteredRoute & { path: string }> {
  const routes = stackRoutes(testApp).filter((route) => MUTATING_METHODS.has(route.method) && route.url.startsWith('/api/'));
  // Logout last: once it ran, the customer calls after it would only prove the 401.
  const ordered = [...routes.filter((route) => route.url !== '/api/auth/logout'), ...routes.filter((route) => route.url === '/api/auth/logout')];
  return ordered.map((route) => ({ ...route, path: route.url.replace(/:(\w+)/g, (_match, name: string) => `probe-${name}`) }));
}

describe('every route that changes something', () => {
  it('needs the session-bound XSRF token, unless it names why another control stands in for it', async () => {
    const mutating = stackRoutes(testApp).filter((route) => MUTATING_METHODS.has(route.method));
    const exemptions = new Map<string, string>();
    const failures: string[] = [];
    for (const route of mutating) {
      const key = `${route.method} ${route.url}`;
      const reason = testApp.app.xsrfExemptions.get(key) ?? testApp.shopApp.xsrfExemptions.get(key);
      if (reason !== undefined) {
        exemptions.set(`${route.method} ${route.url}`, reason);
        continue;
      }
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:(\w+)/g, (_match, name: string) => `probe-${name}`),
        headers: { cookie: jar.header() },
        payload: { probe: true },
      });
      if (response.statusCode !== 403 || response.json().errorCode !== 'csrf') failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    // Each exemption says which control stands in for the token; a new one is a decision, so it is listed here.
    expect([...exemptions.keys()].sort()).toEqual([
      'POST /1/events',
      'POST /csp-reports',
      'POST /ops/login',
      'POST /ops/logout',
      'POST /ops/promote',
      'POST /ops/rollback',
      'POST /ops/rollout',
      'POST /payment-provider/checkout/:checkoutId',
      'POST /payment-provider/webhook',
      'POST /registry/releases',
      'DELETE /registry/releases/:remote/:version',
      'POST /registry/rollouts/:tenant/:remote/promote',
      'POST /registry/rollouts/:tenant/:remote/rollback',
      'POST /registry/rollouts/:tenant/:remote/rollout',
    ].sort());
    for (const [route, reason] of exemptions) expect(reason.length, route).toBeGreaterThan(20);
  });
});

describe('guarantees of every mutating API call', () => {
  it('finds the mutating routes to check', () => {
    expect(mutatingApiRoutes().length).toBeGreaterThanOrEqual(10);
  });

  it('refuses each one without the XSRF header with 403 and changes nothing', async () => {
    const before = databaseDigest(testApp.store.db);
    const failures: string[] = [];
    for (const route of mutatingApiRoutes()) {
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url: route.path,
        // The browser's cookies (session and XSRF cookie), but no X-XSRF-TOKEN header.
        headers: { cookie: jar.header() },
        payload: { probe: true },
      });
      if (response.statusCode !== 403 || response.json().errorCode !== 'csrf') failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(databaseDigest(testApp.store.db)).toBe(before);
  });

  it('answers unparsable JSON and a body that is not JSON with 400, never 500, and changes nothing', async () => {
    const before = databaseDigest(testApp.store.db);
    const failures: string[] = [];
    for (const route of mutatingApiRoutes()) {
      for (const [contentType, body] of [
        ['application/json', '{"sku": "100201", '],
        ['application/json', '{"a":1}}'],
        ['text/plain', 'sku=100201'],
        ['application/xml', '<cart/>'],
      ] as const) {
        const response = await testApp.app.inject({
          method: route.method as 'POST',
          url: route.path,
          headers: { ...browserHeaders(jar), 'content-type': contentType },
          payload: body,
        });
        const errorCode = response.statusCode === 400 ? response.json().errorCode : undefined;
        if (response.statusCode !== 400 || errorCode !== 'validation') {
          failures.push(`${route.method} ${route.url} (${contentType}: ${body}): ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(databaseDigest(testApp.store.db)).toBe(before);
  });

  it('answers JSON of the wrong shape with a 4xx, never a 500', async () => {
    const failures: string[] = [];
    for (const route of mutatingApiRoutes()) {
      for (const body of ['null', '[]', '"text"', '42', '{"unknown":{"deeply":[1,2,3]}}']) {
        const response = await testApp.app.inject({
          method: route.method as 'POST',
          url: route.path,
          headers: { ...browserHeaders(jar), 'content-type': 'application/json' },
          payload: body,
        });
        if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} (${body}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
  it('answers a body of the wrong shape with 400 validation on every call that takes a body, and changes nothing', async () => {
    // Every registered operation with a body; a file upload's body is no JSON.
    const bodySchemas = new Map<string, $ZodType>(
      stackOperations(testApp).flatMap((operation) =>
        operation.body && operation.bodyMediaType === undefined ? [[`${operation.method} ${operation.path}`, operation.body] as const] : [],
      ),
    );
    const routes = mutatingApiRoutes().flatMap((route) => {
      const schema = bodySchemas.get(`${route.method} ${route.url}`);
      return schema ? [{ ...route, schema }] : [];
    });
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const before = databaseDigest(testApp.store.db);
    const failures: string[] = [];
    for (const route of routes) {
      for (const body of ['null', '[]', '"text"', '42', '{"unknown":{"deeply":[1,2,3]}}']) {
        const response = await testApp.app.inject({
          method: route.method as 'POST',
          url: route.path,
          headers: { ...browserHeaders(jar), 'content-type': 'application/json' },
          payload: body,
        });
        const errorCode = response.statusCode === 400 ? response.json().errorCode : undefined;
        // A body the call's shared schema accepts (every field optional, such as an empty newsletter change) may succeed, as long as it changes nothing.
        const accepted = safeParse(route.schema, JSON.parse(body)).success;
        if (accepted ? response.statusCode >= 500 : errorCode !== 'validation') {
          failures.push(`${route.method} ${route.url} (${body}): ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(databaseDigest(testApp.store.db)).toBe(before);
  });
});
