import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/shared/platform/api';
import type { ConsentService, TrackingEvent } from '@storefront/shared/platform/contracts';
import type { ConsentState } from '@storefront/shared/platform/schemas';
import { TAG_MANAGER_SCRIPT_URL, createDataLayerTracking, maskOrderNumbers, toPageView, trackingAllowedInWebView } from './data-layer';
import { trackApiErrors } from './track-api-errors';

const STATISTIC_ONLY: ConsentState = { marketing: false, statistic: true, targetGroupSelection: false };
const MARKETING_ONLY: ConsentState = { marketing: true, statistic: false, targetGroupSelection: false };

function controllableConsent(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const service: ConsentService = {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    service,
    set(next: ConsentState) {
      state = next;
      listeners.forEach((listener) => listener(next));
    },
  };
}

const tagManagerScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src.startsWith(TAG_MANAGER_SCRIPT_URL));
const pushed = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;
const events = (name: string) => pushed().filter((entry) => entry['event'] === name);

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  document.head.replaceChildren();
  document.cookie = 'webview=; max-age=0; path=/';
  document.cookie = 'analytics=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

describe('page views', () => {
  it('name the page with the prefix and colons, the root as startpage', () => {
    expect(toPageView({ event: 'pageView', path: '/rezepte/kaiserschmarrn' }, 'shop/at')).toEqual({ event: 'pageView', pageName: 'shop:at:rezepte:kaiserschmarrn' });
    expect(toPageView({ event: 'pageView', path: '/', routeName: 'index' }, 'shop')).toEqual({ event: 'pageView', pageName: 'shop:startpage', routeName: 'index' });
  });

  it('keep a page name given (the error page)', () => {
    expect(toPageView({ event: 'pageView', pageName: 'errorPage', status: 404, path: '/x' }, 'shop')).toEqual({ event: 'pageView', pageName: 'errorPage', status: 404 });
  });
});

describe('order numbers', () => {
  it('are masked except their last character, wherever they are in an event', () => {
    expect(
      maskOrderNumbers({ event: 'purchase', orderNumber: '100234', ecommerce: { transaction_id: 100234, items: [{ orderId: 'AB12' }] }, sku: '100234' }),
    ).toEqual({ event: 'purchase', orderNumber: '*****4', ecommerce: { transaction_id: '*****4', items: [{ orderId: '***2' }] }, sku: '100234' });
  });
});

describe('the web view rule', () => {
  it('tracks outside a web view, and inside one only with analytics=true', () => {
    expect(trackingAllowedInWebView('', '')).toBe(true);
    expect(trackingAllowedInWebView('?webview=true', '')).toBe(false);
    expect(trackingAllowedInWebView('?webview=true&analytics=true', '')).toBe(true);
    expect(trackingAllowedInWebView('', 'sid=1; webview=true')).toBe(false);
    expect(trackingAllowedInWebView('', 'webview=true; analytics=true')).toBe(true);
    expect(trackingAllowedInWebView('?webview=true&analytics=1', '')).toBe(false);
  });
});

describe('the data layer', () => {
  it('holds events until statistic consent, then sends them in order', () => {
    const consent = controllableConsent(MARKETING_ONLY);
    const track = createDataLayerTracking({ config: { tracking: { pageViewPrefix: 'shop' } }, consent: consent.service });
    track({ event: 'pageView', path: '/' });
    track({ event: 'formError', form: 'contact-form', fields: [{ label: 'E-Mail', message: 'Bitte gültige E-Mail-Adresse eingeben' }] });
    expect(pushed()).toEqual([]);
    consent.set(STATISTIC_ONLY);
    expect(pushed()).toEqual([
      { event: 'pageView', pageName: 'shop:startpage' },
      { event: 'formError', form: 'contact-form', fields: [{ label: 'E-Mail', message: 'Bitte gültige E-Mail-Adresse eingeben' }] },
    ]);
    track({ event: 'searchNoResults', term: 'xyz', type: 'products', pageType: 'search' });
    expect(events('searchNoResults')).toHaveLength(1);
  });

  it('holds again when statistic consent is withdrawn', () => {
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: {}, consent: consent.service });
    track({ event: 'a' });
    consent.set(MARKETING_ONLY);
    track({ event: 'b' });
    expect(pushed().map((e) => e['event'])).toEqual(['a']);
  });

  it('sends at most 250 events per page view; a new page view counts anew', () => {
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: {}, consent: consent.service });
    track({ event: 'pageView', path: '/a' });
    for (let i = 0; i < 300; i += 1) track({ event: 'impression', index: i });
    expect(pushed()).toHaveLength(250);
    expect(events('impression').at(-1)?.['index']).toBe(248);
    track({ event: 'pageView', path: '/b' });
    track({ event: 'impression', index: 'next page' });
    expect(events('pageView').map((e) => e['pageName'])).toEqual(['a', 'b']);
    expect(events('impression').at(-1)?.['index']).toBe('next page');
  });

  it('keeps at most 250 events while waiting for consent', () => {
    const consent = controllableConsent(MARKETING_ONLY);
    const track = createDataLayerTracking({ config: {}, consent: consent.service });
    for (let i = 0; i < 260; i += 1) track({ event: 'impression', index: i });
    consent.set(STATISTIC_ONLY);
    expect(pushed()).toHaveLength(250);
    expect(pushed()[0]?.['index']).toBe(0);
  });

  it('masks order numbers before they reach the data layer', () => {
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: {}, consent: consent.service });
    track({ event: 'purchase', orderNumber: '100234' });
    expect(events('purchase')).toEqual([{ event: 'purchase', orderNumber: '*****4' }]);
  });

  it('loads the tag manager only with a container id and only after statistic consent, once', () => {
    const consent = controllableConsent(MARKETING_ONLY);
    createDataLayerTracking({ config: { tracking: { pageViewPrefix: '', tagManagerId: 'GTM-ABC1' } }, consent: consent.service });
    expect(tagManagerScripts()).toHaveLength(0);
    consent.set(STATISTIC_ONLY);
    consent.set(MARKETING_ONLY);
    consent.set({ ...STATISTIC_ONLY, marketing: true });
    expect(tagManagerScripts().map((s) => s.src)).toEqual([`${TAG_MANAGER_SCRIPT_URL}GTM-ABC1`]);
    expect(events('gtm.js')).toHaveLength(1);
  });

  it('loads no tag manager without a container id, even with consent', () => {
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: { tracking: { pageViewPrefix: 'shop' } }, consent: consent.service });
    track({ event: 'pageView', path: '/' });
    expect(tagManagerScripts()).toHaveLength(0);
    expect(events('pageView')).toHaveLength(1);
  });

  it('tracks nothing in a web view opened without analytics=true, but still reports route changes', () => {
    window.history.replaceState(null, '', '/?webview=true');
    const onRouteChange = vi.fn();
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: { tracking: { pageViewPrefix: '', tagManagerId: 'GTM-ABC1' } }, consent: consent.service, onRouteChange });
    track({ event: 'pageView', path: '/warenkorb', routeName: 'cart' });
    expect(pushed()).toEqual([]);
    expect(tagManagerScripts()).toHaveLength(0);
    expect(onRouteChange).toHaveBeenCalledWith('cart');
  });

  it('tracks in a web view remembered with analytics', () => {
    document.cookie = 'webview=true; path=/';
    document.cookie = 'analytics=true; path=/';
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: {}, consent: consent.service });
    track({ event: 'pageView', path: '/' });
    expect(events('pageView')).toHaveLength(1);
  });
});

describe('errors of the shell’s API client', () => {
  const payment = new ApiError('payment', 402, 'Zahlung abgelehnt', { paymentError: { code: 'DECLINED', description: 'Karte abgelehnt' } });
  const gateway = new ApiError('retail-gateway', 502, 'Warenwirtschaft nicht erreichbar', { retailGateway: { errorCode: 'RG-17', message: 'Filiale offline' } });
  const unauthorized = new ApiError('backend', 401, 'Nicht angemeldet', {});

  function failingClient(error: unknown): ApiClient {
    return { request: () => Promise.reject(error), send: () => Promise.reject(error) };
  }

  it('are rethrown unchanged and reported to tracking, by the same client object', async () => {
    const tracked: TrackingEvent[] = [];
    const api = failingClient(payment);
    trackApiErrors(api, (event) => tracked.push(event));
    await expect(api.request('POST', '/api/carts/payment', { schema: {} as never })).rejects.toBe(payment);
    await expect(api.send('POST', '/api/carts/payment', { schema: {} as never })).rejects.toBe(payment);
    expect(tracked).toEqual([
      { event: 'apiError', error: payment },
      { event: 'apiError', error: payment },
    ]);
  });

  it('reach the data layer as payment and retail gateway errors; other failures are not tracked', () => {
    const consent = controllableConsent(STATISTIC_ONLY);
    const track = createDataLayerTracking({ config: {}, consent: consent.service });
    track({ event: 'apiError', error: payment });
    track({ event: 'apiError', error: gateway });
    track({ event: 'apiError', error: unauthorized });
    track({ event: 'apiError', error: new TypeError('Failed to fetch') });
    expect(events('error')).toEqual([
      { event: 'error', errorType: 'paymentError', code: 'DECLINED', description: 'Karte abgelehnt' },
      { event: 'error', errorType: 'retailGateway', errorCode: 'RG-17', message: 'Filiale offline' },
    ]);
    expect(events('apiError')).toEqual([]);
  });

  it('pass a successful answer through', async () => {
    const tracked: TrackingEvent[] = [];
    const api: ApiClient = { request: async () => 'customer' as never, send: async () => ({ status: 202, data: 'ok' }) as never };
    trackApiErrors(api, (event) => tracked.push(event));
    expect(await api.request('GET', '/api/customers', { schema: {} as never })).toBe('customer');
    expect(await api.send('POST', '/x', { schema: {} as never })).toEqual({ status: 202, data: 'ok' });
    expect(tracked).toEqual([]);
  });
});
