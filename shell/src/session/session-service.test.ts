import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/shared/platform/api';
import type { NotificationInput } from '@storefront/shared/platform/contracts';
import { createEventBus } from '@storefront/shared/platform/events';
import { aCustomer } from '@storefront/shared/fixtures';
import { createFakeFetch, type FakeHandler } from '@storefront/shared/platform/testing';
import { watchLoggedInCookie, type SessionState } from './session-actions';
import { createSession, loginTypeAtom, sessionAtom } from './session-service';

/** The cookies the page can read: by default a logged-in marker, so the customer fetch runs. */
function setup(handlers: Record<string, FakeHandler>, cookies: Record<string, string> = { loggedIn: 'true' }) {
  const store = createStore();
  const events = createEventBus({ mode: 'development' });
  const changes: unknown[] = [];
  events.subscribe('session:changed', (payload) => changes.push(payload));
  const shown: NotificationInput[] = [];
  const fake = createFakeFetch(handlers);
  let onUnauthorized: (path: string) => void = () => undefined;
  const api = createApiClient({ fetch: fake.fetch, readCookie: () => undefined, onUnauthorized: (path) => onUnauthorized(path) });
  const session = createSession(api, events, store, { show: (n) => shown.push(n), dismiss: () => undefined }, (name) => cookies[name]);
  onUnauthorized = session.onUnauthorized;
  return { store, session, changes, shown, calls: fake.calls };
}

const customer = aCustomer({ id: 'c-1' });

describe('the session', () => {
  it('is unknown until the customer fetch, then logged in with the customer', async () => {
    const { store, session, changes } = setup({ 'GET /api/customers': { status: 200, body: customer } });
    expect(session.service.snapshot().status).toBe('unknown');
    await session.load();
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', customer: expect.objectContaining({ id: 'c-1' }) });
    expect(store.get(loginTypeAtom)).toBe('sid');
    expect(changes).toEqual([{ status: 'authenticated', customerId: 'c-1' }]);
  });

  it('a remote’s refresh after a change reloads the customer from the customer system (GET /api/customers/refresh)', async () => {
    const changed = { ...customer, firstOrderDelivery: false };
    const { store, session, calls } = setup({
      'GET /api/customers': { status: 200, body: customer },
      'GET /api/customers/refresh': { status: 200, body: changed },
    });
    await session.load();
    await session.service.refresh();
    expect(calls).toEqual(['GET /api/customers', 'GET /api/customers/refresh']);
    expect(store.get(sessionAtom).customer).toMatchObject({ id: 'c-1', firstOrderDelivery: false });
  });

  it('removes the Family salutation from the customer it loads or logs in (doc 1 §3)', async () => {
    const family = { ...customer, salutation: 'Family' };
    const fetched = setup({ 'GET /api/customers': { status: 200, body: family } });
    await fetched.session.load();
    expect(fetched.store.get(sessionAtom).customer).not.toHaveProperty('salutation');
    const loggedIn = setup({ 'POST /api/auth/login': { status: 200, body: family } }, {});
    await expect(loggedIn.session.service.login({ email: customer.email, password: 'x' })).resolves.not.toHaveProperty('salutation');
    expect(loggedIn.store.get(sessionAtom).customer).not.toHaveProperty('salutation');
  });

  it('is logged out after a 401 on the customer fetch', async () => {
    const { store, session, changes } = setup({ 'GET /api/customers': { status: 401, body: { errorCode: 'unauthorized', message: 'no' } } });
    await session.load();
    expect(store.get(sessionAtom).status).toBe('anonymous');
    expect(changes).toEqual([{ status: 'anonymous', customerId: null }]);
  });

  it('does not ask for the customer of a guest: without the loggedIn cookie nobody is logged in', async () => {
    // The fake fetch fails on any request the test did not expect: a GET /api/customers would reject.
    const { store, session, changes, calls } = setup({}, {});
    await session.load();
    expect(calls).toEqual([]);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous', customer: null });
    expect(changes).toEqual([{ status: 'anonymous', customerId: null }]);
  });

  it('does not ask for the customer when only the sessionExpired cookie is left: that session has ended', async () => {
    const { store, session, calls } = setup({}, { sessionExpired: 'true' });
    await session.load();
    expect(calls).toEqual([]);
    expect(store.get(sessionAtom).status).toBe('anonymous');
  });

  it('resets a logged-in session on refresh once the loggedIn cookie is gone, without a call', async () => {
    const cookies: Record<string, string> = { loggedIn: 'true' };
    const { store, session, calls } = setup({ 'GET /api/customers': { status: 200, body: customer } }, cookies);
    await session.load();
    expect(store.get(sessionAtom).status).toBe('authenticated');
    delete cookies['loggedIn'];
    await session.load();
    expect(store.get(sessionAtom).status).toBe('anonymous');
    expect(calls).toHaveLength(1);
  });

  it('ends the initial fetch in a known state when the backend is down', async () => {
    const { store, session } = setup({ 'GET /api/customers': { status: 503, body: '' } });
    await expect(session.load()).rejects.toThrow();
    expect(store.get(sessionAtom).status).toBe('anonymous');
  });

  it('asks again for a customer whose first fetch got no answer, so a slow start does not log the customer out for the page', async () => {
    vi.useFakeTimers();
    try {
      let answers = 0;
      // The first fetch and its one retry get no answer; the backend is back a moment later.
      const { store, session, changes, calls } = setup({
        'GET /api/customers': () => (++answers <= 2 ? { status: 503, body: '' } : { status: 200, body: customer }),
      });
      const loaded = session.load().then(
        () => 'loaded',
        () => 'failed',
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(await loaded).toBe('failed');
      // Known, so a guard does not wait; the loggedIn cookie says there is a customer to ask for again.
      expect(store.get(sessionAtom).status).toBe('anonymous');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', customer: expect.objectContaining({ id: 'c-1' }) });
      expect(changes.at(-1)).toEqual({ status: 'authenticated', customerId: 'c-1' });
      // Found, it asks no more.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(calls.filter((call) => call === 'GET /api/customers')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops asking again after a minute without an answer, and when the loggedIn cookie is gone', async () => {
    vi.useFakeTimers();
    try {
      const cookies: Record<string, string> = { loggedIn: 'true' };
      const down = setup({ 'GET /api/customers': { status: 503, body: '' } }, cookies);
      void down.session.load().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      const asked = down.calls.length;
      // The first fetch and five more, each with its one retry.
      expect(asked).toBe(12);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(down.calls).toHaveLength(asked);
      expect(down.store.get(sessionAtom).status).toBe('anonymous');

      const gone = setup({ 'GET /api/customers': { status: 503, body: '' } }, cookies);
      void gone.session.load().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      delete cookies['loggedIn'];
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(gone.calls).toEqual(['GET /api/customers', 'GET /api/customers']);
      expect(gone.store.get(sessionAtom).status).toBe('anonymous');
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs in with the normal login type', async () => {
    const { store, session } = setup({ 'POST /api/auth/login': { status: 200, body: customer } });
    await session.service.login({ email: 'anna@example.at', password: 'geheim123' });
    expect(store.get(sessionAtom).status).toBe('authenticated');
    expect(store.get(loginTypeAtom)).toBe('normal');
  });

  it('resets customer and login type on logout and shows account.logout.successful', async () => {
    const { store, session, shown } = setup({
      'POST /api/auth/login': { status: 200, body: customer },
      'POST /api/auth/logout': { status: 204 },
    });
    await session.service.login({ email: 'anna@example.at', password: 'geheim123' });
    await session.service.logout();
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous', customer: null });
    expect(store.get(loginTypeAtom)).toBeNull();
    expect(shown).toEqual([{ type: 'success', messageKey: 'account.logout.successful' }]);
  });

  it('keeps the session after a failed logout and shows account.logout.error', async () => {
    const { store, session, shown } = setup({
      'POST /api/auth/login': { status: 200, body: customer },
      'POST /api/auth/logout': { status: 500, body: { errorCode: 'x', message: 'kaputt' } },
    });
    await session.service.login({ email: 'anna@example.at', password: 'geheim123' });
    await expect(session.service.logout()).rejects.toThrow();
    expect(store.get(sessionAtom).status).toBe('authenticated');
    expect(shown).toEqual([{ type: 'error', messageKey: 'account.logout.error' }]);
  });

  it('resets on a 401 of any call, but not of the loyalty card-info call', async () => {
    const { store, session } = setup({ 'POST /api/auth/login': { status: 200, body: customer } });
    await session.service.login({ email: 'anna@example.at', password: 'geheim123' });
    session.onUnauthorized('/api/customers/loyalty/card-info');
    expect(store.get(sessionAtom).status).toBe('authenticated');
    session.onUnauthorized('/api/customers/communication-settings');
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous', customer: null });
    expect(store.get(loginTypeAtom)).toBeNull();
  });
});

describe('the loggedIn cookie watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resets a logged-in session within a second of the cookie going', () => {
    let status: 'authenticated' | 'anonymous' = 'authenticated';
    const reset = vi.fn(() => {
      status = 'anonymous';
    });
    const state: SessionState = {
      current: () => ({ status, customer: null }),
      loginType: () => 'normal',
      set: () => undefined,
      reset,
    };
    let cookie: string | undefined = 'true';
    const stop = watchLoggedInCookie(state, () => cookie);
    vi.advanceTimersByTime(5_000);
    expect(reset).not.toHaveBeenCalled();
    cookie = undefined;
    vi.advanceTimersByTime(1_000);
    expect(reset).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(reset).toHaveBeenCalledTimes(1);
    stop();
  });

  it('resets it at once when a page the back/forward cache kept comes back after a logout elsewhere', () => {
    const reset = vi.fn();
    const state: SessionState = { current: () => ({ status: 'authenticated', customer: null }), loginType: () => 'normal', set: () => undefined, reset };
    let cookie: string | undefined = 'true';
    const stop = watchLoggedInCookie(state, () => cookie);
    // Logged out in another tab while this page was kept: it comes back before its next tick.
    cookie = undefined;
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reset).toHaveBeenCalledTimes(1);
    stop();
    // Stopped, it no longer looks.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
