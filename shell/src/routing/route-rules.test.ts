import { describe, expect, it } from 'vitest';
import { createRouteRuleMatcher, UNKNOWN_MIDDLEWARE_MESSAGE } from './route-rules';

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
