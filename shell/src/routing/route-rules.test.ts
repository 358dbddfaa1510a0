import { describe, expect, it, vi } from 'vitest';
import { createTestServices } from '@storefront/shared/platform/testing';
import { createRouteRuleMatcher, fetchRouteRules, UNKNOWN_MIDDLEWARE_MESSAGE } from './route-rules';

describe('route rules of the build manifest', () => {
  const match = createRouteRuleMatcher({
    '/alt': { redirect: '/neu' },
    '/aktion/**': { redirect: { to: '/angebote', statusCode: 301 } },
    '/konto-extra/**': { appMiddleware: 'auth' },
    '/geheim': { appMiddleware: ['auth', 'teleport'] },
    '/schalter': { appMiddleware: { auth: false, magic: true } },
    '/aus': { appMiddleware: { auth: false } },
    '/vorgerendert': { prerender: true },
  });

  it('redirects by exact path and by prefix pattern', () => {
    expect(match('/alt')).toEqual({ kind: 'redirect', to: '/neu' });
    expect(match('/alt/x')).toBeNull();
    expect(match('/aktion')).toEqual({ kind: 'redirect', to: '/angebote' });
    expect(match('/aktion/sommer')).toEqual({ kind: 'redirect', to: '/angebote' });
    expect(match('/aktionen')).toBeNull();
  });

  it('guards a path with the auth middleware', () => {
    expect(match('/konto-extra/daten')).toEqual({ kind: 'login-required' });
    expect(match('/aus')).toBeNull();
  });

  it('refuses unknown route middleware (doc 1 §8)', () => {
    expect(match('/geheim')).toEqual({ kind: 'error', message: UNKNOWN_MIDDLEWARE_MESSAGE });
    expect(match('/schalter')).toEqual({ kind: 'error', message: 'Unknown route middleware' });
  });

  it('has nothing to say about other rules and paths', () => {
    expect(match('/vorgerendert')).toBeNull();
    expect(match('/')).toBeNull();
  });
});

describe('the build manifest fetch', () => {
  it("reads the route rules of the page's build", async () => {
    const { services, calls } = createTestServices({
      handlers: {
        'GET /builds/meta/b-7.json': { body: { id: 'b-7', routeRules: { '/alt': { redirect: '/neu' } } } },
      },
    });
    const match = await fetchRouteRules(services.api, async () => 'b-7');
    expect(match?.('/alt')).toEqual({ kind: 'redirect', to: '/neu' });
    expect(calls).toEqual(['GET /builds/meta/b-7.json']);
  });

  it('only logs a failure (doc 1 §8): no route rules, nothing thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services } = createTestServices({ handlers: {} });
    await expect(fetchRouteRules(services.api, () => Promise.reject(new Error('/builds/latest.json answered 404')))).resolves.toBeNull();
    const { services: other } = createTestServices({ handlers: { 'GET /builds/meta/b-8.json': { status: 404, body: {} } } });
    await expect(fetchRouteRules(other.api, async () => 'b-8')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
