import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_TENANT, createTestServices } from '@storefront/shared/platform/testing';
import { raisedPageErrorAtom } from '../error-page/page-error';
import { routeRulesAtom } from '../routing/route-gate';
import { startShellData } from './boot-data';

describe('the shell’s unhandled errors (doc 1 §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('an unhandled error of the page’s code raises the error page for the current path, a 500 with its message', () => {
    vi.useFakeTimers();
    const store = createStore();
    startShellData(createTestServices().services.api, store, TEST_TENANT);
    window.history.replaceState(null, '', '/warenkorb');

    const error = new TypeError("Cannot read properties of undefined (reading 'sku')");
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(store.get(raisedPageErrorAtom)).toEqual({ path: '/warenkorb', error: { status: 500, message: error.message, cause: error } });
  });

  it('a rejection nobody handled does too; a browser’s ResizeObserver notice leaves the page as it is', () => {
    vi.useFakeTimers();
    const store = createStore();
    startShellData(createTestServices().services.api, store, TEST_TENANT);
    window.history.replaceState(null, '', '/kasse');

    const notice = 'ResizeObserver loop completed with undelivered notifications.';
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(notice), message: notice }));
    expect(store.get(raisedPageErrorAtom)).toBeNull();
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('payment state lost') });
    window.dispatchEvent(rejection);
    expect(store.get(raisedPageErrorAtom)).toMatchObject({ path: '/kasse', error: { status: 500, message: 'payment state lost' } });
  });
});

describe('the build’s route rules at start (doc 1 §7, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are kept as the matcher itself, so /startseite redirects to the start page once they are there', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 'b-7' }), { status: 200 }));
    const { services } = createTestServices({
      handlers: {
        'GET /builds/meta/b-7.json': { status: 200, body: { id: 'b-7', routeRules: { '/startseite': { redirect: { to: '/', statusCode: 301 } } } } },
      },
    });
    const store = createStore();
    startShellData(services.api, store, TEST_TENANT);
    expect(store.get(routeRulesAtom)).toBeNull();

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(store.get(routeRulesAtom)).not.toBeNull());
    expect(store.get(routeRulesAtom)?.('/startseite')).toEqual({ kind: 'redirect', to: '/' });
  });
});
