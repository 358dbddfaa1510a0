// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentService } from '@storefront/shared/platform/contracts';
import { createEventBus } from '@storefront/shared/platform/events';
import type { ConsentState } from '@storefront/shared/platform/schemas';
import {
  createSearchInsights,
  insightsEndpoint,
  MAX_EVENTS_PER_REQUEST,
  MAX_OBJECTS_PER_EVENT,
  type InsightsEvent,
} from './search-insights';
import { USER_TOKEN_COOKIE, userTokenExpiry, type CookieAccess } from './user-token-cookie';

const NOW = new Date('2026-03-10T09:00:00Z');

/** A consent service whose state the test changes. */
function fakeConsent(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(s: ConsentState) => void>();
  const service: ConsentService = {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    service,
    change(next: Partial<ConsentState>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener(state);
    },
  };
}

/** A cookie jar with document.cookie's semantics for one path: a past expiry deletes. */
function fakeCookies() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  const access: CookieAccess = {
    read: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair, ...attributes] = cookie.split('; ');
      const [name, value = ''] = pair!.split('=');
      const expires = attributes.find((a) => a.startsWith('expires='))?.slice('expires='.length);
      if (expires && new Date(expires).getTime() <= NOW.getTime()) jar.delete(name!);
      else jar.set(name!, value);
    },
  };
  return { access, jar, written };
}

function setup(consentState: ConsentState = { marketing: false, statistic: true, targetGroupSelection: false }) {
  const consent = fakeConsent(consentState);
  const cookies = fakeCookies();
  const events = createEventBus({ mode: 'development' });
  const requests: Array<{ url: string; init: RequestInit; events: InsightsEvent[] }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init!, events: JSON.parse(String(init!.body)).events });
    return new Response(null, { status: 200 });
  });
  let tokens = 0;
  const insights = createSearchInsights({
    config: { url: 'https://insights.example.test', appId: 'APP1' },
    consent: consent.service,
    events,
    fetch,
    cookies: cookies.access,
    origin: 'https://shop.example.test',
    now: () => NOW,
    newUserToken: () => `anonymous-${++tokens}`,
  });
  return { insights, consent, cookies, events, requests, fetch };
}

/** Lets the queued events go out (they are sent together at the end of the current task). */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('insight events (doc 1 §7: POST /1/events with an events list)', () => {
  it('sends a view of the shown results and a click with its position, as one events list per moment', async () => {
    const { insights, requests } = setup();
    insights.viewed('products', ['100201', '100202'], 1);
    insights.viewed('recipes', ['apfel-zimt-porridge'], 1);
    await flush();
    insights.clicked('products', '100202', 2);
    await flush();

    expect(requests).toHaveLength(2);
    expect(requests[0]!.url).toBe('https://insights.example.test/1/events');
    expect(requests[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(requests[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Application-Id': 'APP1' });
    expect(requests[0]!.events).toEqual([
      {
        eventType: 'view',
        eventName: 'Search Results Viewed',
        index: 'products',
        objectIDs: ['100201', '100202'],
        userToken: 'anonymous-1',
        timestamp: NOW.getTime(),
      },
      {
        eventType: 'view',
        eventName: 'Search Results Viewed',
        index: 'recipes',
        objectIDs: ['apfel-zimt-porridge'],
        userToken: 'anonymous-1',
        timestamp: NOW.getTime(),
      },
    ]);
    expect(requests[1]!.events).toEqual([
      {
        eventType: 'click',
        eventName: 'Search Result Clicked',
        index: 'products',
        objectIDs: ['100202'],
        positions: [2],
        userToken: 'anonymous-1',
        timestamp: NOW.getTime(),
      },
    ]);
  });

  it('sends a result page of 24 products as two views of 20 and 4: the provider takes at most 20 objects per event', async () => {
    const { insights, events, requests } = setup();
    insights.start();
    const skus = Array.from({ length: 24 }, (_, index) => String(100201 + index));
    insights.viewed('products', skus, 25);
    await flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.events.map((event) => [event.eventType, event.objectIDs])).toEqual([
      ['view', skus.slice(0, 20)],
      ['view', skus.slice(20)],
    ]);
    expect(requests[0]!.events.every((event) => event.objectIDs.length <= MAX_OBJECTS_PER_EVENT)).toBe(true);
    // The last product of the second view is still a conversion of the search.
    events.publish('cart:item-add-outcome', { sku: skus[23]!, outcome: 'added' });
    await flush();
    expect(requests[1]!.events).toMatchObject([{ eventType: 'conversion', objectIDs: [skus[23]] }]);
  });

  it('sends at most 1000 events in one request, the rest in the next', async () => {
    const { insights, requests } = setup();
    for (let position = 1; position <= MAX_EVENTS_PER_REQUEST + 1; position += 1) insights.clicked('products', '100201', position);
    await flush();
    expect(requests.map((request) => request.events.length)).toEqual([MAX_EVENTS_PER_REQUEST, 1]);
    expect(requests[1]!.events[0]!.positions).toEqual([MAX_EVENTS_PER_REQUEST + 1]);
  });

  it('sends a conversion when the cart answers that a product found by search was added, and only then', async () => {
    const { insights, events, requests } = setup();
    const stop = insights.start();
    insights.viewed('products', ['100201'], 6);
    await flush();
    // Pressed but not added (the cap, an aborted service selection, a failure): no conversion.
    events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 });
    events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'maxquantityreached' });
    events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'addproductaborted' });
    events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'added' });
    events.publish('cart:item-add-outcome', { sku: '999999', outcome: 'added' });
    await flush();
    expect(requests.map((request) => request.events.map((event) => `${event.eventType}:${event.objectIDs.join()}`))).toEqual([
      ['view:100201'],
      ['conversion:100201'],
    ]);
    expect(requests[1]!.events[0]).toMatchObject({ eventName: 'Product Added To Cart', index: 'products' });
    stop();
    events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'added' });
    await flush();
    expect(requests).toHaveLength(2);
  });

  it('resolves a configured path against the page origin', () => {
    expect(insightsEndpoint({ url: '/' }, 'http://127.0.0.1:3300')).toBe('http://127.0.0.1:3300/1/events');
    expect(insightsEndpoint({ url: 'https://eu.insights.example/v' }, 'http://x')).toBe('https://eu.insights.example/v/1/events');
  });
});

describe('the anonymous user token', () => {
  it('lives in a cookie for 6 months (doc 1 §9) and is reused', async () => {
    const { insights, cookies, requests } = setup();
    insights.viewed('products', ['1'], 1);
    insights.clicked('products', '1', 1);
    await flush();
    expect(cookies.written).toEqual([
      `${USER_TOKEN_COOKIE}=anonymous-1; expires=${userTokenExpiry(NOW).toUTCString()}; path=/; SameSite=Lax; Secure`,
    ]);
    expect(userTokenExpiry(NOW).toISOString()).toBe('2026-09-10T09:00:00.000Z');
    expect(requests[0]!.events.map((event) => event.userToken)).toEqual(['anonymous-1', 'anonymous-1']);
  });

  it('follows the cookie, polled every 300 ms, when something else sets a new token', async () => {
    const { insights, cookies, requests } = setup();
    insights.start();
    insights.viewed('products', ['1'], 1);
    await flush();
    cookies.jar.set(USER_TOKEN_COOKIE, 'anonymous-from-the-external-shop');
    await vi.advanceTimersByTimeAsync(299);
    insights.clicked('products', '1', 1);
    await flush();
    await vi.advanceTimersByTimeAsync(1);
    insights.clicked('products', '1', 1);
    await flush();
    expect(requests.map((request) => request.events[0]!.userToken)).toEqual([
      'anonymous-1',
      'anonymous-1',
      'anonymous-from-the-external-shop',
    ]);
  });
});

describe('consent: only with the statistic group (C0002)', () => {
  it('sends nothing, writes no cookie and caches nothing without it', async () => {
    const { insights, events, cookies, fetch } = setup({ marketing: true, statistic: false, targetGroupSelection: true });
    insights.start();
    insights.viewed('products', ['100201'], 1);
    insights.clicked('products', '100201', 1);
    events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'added' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    expect(cookies.written).toEqual([]);
  });

  it('starts when consent is given and, when it is withdrawn, deletes the cookie and forgets the cache', async () => {
    const { insights, consent, events, cookies, requests } = setup({ marketing: false, statistic: false, targetGroupSelection: false });
    insights.start();
    consent.change({ statistic: true });
    insights.viewed('products', ['100201'], 1);
    await flush();
    expect(cookies.jar.get(USER_TOKEN_COOKIE)).toBe('anonymous-1');

    consent.change({ statistic: false });
    expect(cookies.jar.has(USER_TOKEN_COOKIE)).toBe(false);
    consent.change({ statistic: true });
    // The cache was emptied: this add to cart is no longer attributed to the search.
    events.publish('cart:item-add-outcome', { sku: '100201', outcome: 'added' });
    await flush();
    expect(requests.map((request) => request.events[0]!.eventType)).toEqual(['view']);
  });

  it('sends nothing without an insights configuration', async () => {
    const fetch = vi.fn();
    const insights = createSearchInsights({
      config: undefined,
      consent: fakeConsent({ marketing: true, statistic: true, targetGroupSelection: true }).service,
      events: createEventBus({ mode: 'development' }),
      fetch,
      cookies: fakeCookies().access,
    });
    insights.viewed('products', ['1'], 1);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
