import { afterEach, describe, expect, it } from 'vitest';
import { registeredRoutes } from '@storefront/server-kit/operations/route-table';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';
import { openApiPath } from '@storefront/shared/platform/api';

let testApp: TestApp;
afterEach(() => testApp.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the schemas of each operation', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const addItem = document.paths['/api/carts/items'].post;
    expect(addItem.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', required: ['sku', 'quantity'] });
    expect(addItem.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['storeId', 'X-XSRF-TOKEN', 'Idempotency-Key']);
    expect(addItem.responses['200'].content['application/json'].schema.properties).toHaveProperty('productLineItems');
    expect(addItem.responses['403']).toBeDefined();
    expect(document.paths['/api/products/{sku}'].get.parameters[0]).toMatchObject({ name: 'sku', in: 'path', required: true });
    expect(document.paths['/api/customers'].get.responses['401']).toBeDefined();
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(60);
  });

  it("names 404 feature-disabled on every call a feature flag gates, with the flags it needs, and on no other", async () => {
    testApp = await createTestApp();
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/customers/digital-wallet'].get.responses['404'].description).toBe(
      'feature-disabled (customPayload.feature) unless the tenant has switched on featureCustomer and featureWallet',
    );
    expect(document.paths['/api/checkout-stores'].get.responses['404'].description).toContain('featureMisc or featureCartCheckout or featureCustomer');
    expect(document.paths['/api/csrf'].get.responses['404']).toBeUndefined();
    expect(document.paths['/api/auth/logout'].post.responses['404']).toBeUndefined();
  });

  it('documents every route registered under /api, and nothing that is not registered', async () => {
    testApp = await createTestApp({ app: { faultInjection: true } });
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => key(method.toUpperCase(), path))),
    );
    const registered = new Set(registeredRoutes(testApp.app).map((route) => key(route.method, openApiPath(route.url))));
    const undocumented = [...registered].filter((route) => route.includes(' /api/') && !documented.has(route)).sort();
    const missing = [...documented].filter((route) => !registered.has(route) && !route.endsWith('/_payload.json')).sort();
    expect({ 'registered but not documented': undocumented, 'documented but not registered': missing }).toEqual({
      'registered but not documented': [],
      'documented but not registered': [],
    });
  });
});
