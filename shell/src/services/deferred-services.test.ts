import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/shared/platform/api';
import { ALL_CONSENT_GRANTED } from '@storefront/shared/platform/constants';
import { createEventBus } from '@storefront/shared/platform/events';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';
import { handlePossibleStaleBuild } from '../build-updates/stale-build';
import { createDeferredServices } from './deferred-services';

const CONFIG = {
  tracking: { pageViewPrefix: 'shop' },
  consentToolId: 'storefront-consent-banner',
  consentScriptUrl: '/consent/banner.js',
} as ClientRuntimeConfig;

const i18n = { t: (key: string) => `«${key}»` };
const paymentError = new ApiError('payment', 402, 'Zahlung abgelehnt', { paymentError: { code: 'DECLINED', description: 'Karte abgelehnt' } });

/** Lets the lazy chunk arrive and the calls waiting for it run. */
async function chunkLoaded(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function start(config: ClientRuntimeConfig = CONFIG) {
  const events = createEventBus({ mode: 'development' });
  const navigation = { navigate: vi.fn() };
  const api: ApiClient = { request: () => Promise.reject(paymentError), send: () => Promise.reject(paymentError) };
  return { events, api, ...createDeferredServices({ config, events, navigation, i18n, api }) };
}

const dataLayer = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;
const shown = () => Array.from(document.body.querySelectorAll('.sf-notification'), (p) => p.textContent);

beforeEach(() => {
  delete window.dataLayer;
  // The build watcher asks for the build id at start; no backend here.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
});
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.OnetrustActiveGroups;
  delete window.OptanonWrapper;
  delete window.OneTrust;
  vi.unstubAllGlobals();
});

describe('the shell’s deferred services', () => {
  it('keep notifications raised before the chunk arrived and show them in order', async () => {
    const { notifications, events } = start();
    notifications.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    events.publish('notifications:show', { type: 'info', messageKey: 'later' });
    notifications.dismiss('offline');
    notifications.show({ type: 'error', messageKey: 'failed' });
    expect(shown()).toEqual([]);
    await chunkLoaded();
    expect(shown()).toEqual(['«failed»']);
    notifications.show({ type: 'error', messageKey: 'now' });
    await Promise.resolve();
    expect(shown()).toEqual(['«failed»', '«now»']);
  });

  it('keep tracking events raised before the chunk arrived and hand them to the data layer in order, once consent allows', async () => {
    const { tracking, events, consent } = start();
    tracking.track({ event: 'pageView', path: '/warenkorb', routeName: 'cart' });
    events.publish('tracking:event', { event: 'formError', form: 'contact-form', fields: [] });
    await chunkLoaded();
    expect(consent.snapshot().statistic).toBe(false);
    expect(dataLayer()).toEqual([]);
    window.OnetrustActiveGroups = ',C0001,C0002,';
    window.OptanonWrapper?.();
    expect(dataLayer()).toEqual([
      { event: 'pageView', pageName: 'shop:warenkorb', routeName: 'cart' },
      { event: 'formError', form: 'contact-form', fields: [] },
    ]);
  });

  it('load the consent tool’s script and open its settings', async () => {
    const { consent } = start();
    const toggle = vi.fn();
    await chunkLoaded();
    expect(document.head.querySelector('script[data-domain-script="storefront-consent-banner"]')).not.toBeNull();
    window.OneTrust = { ToggleInfoDisplay: toggle };
    consent.openSettings?.();
    await Promise.resolve();
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('grant every group without a consent tool, load no consent script, and track once loaded', async () => {
    const { consent, tracking } = start({ tracking: { pageViewPrefix: '' } } as ClientRuntimeConfig);
    expect(consent.snapshot()).toEqual(ALL_CONSENT_GRANTED);
    tracking.track({ event: 'pageView', path: '/' });
    await chunkLoaded();
    expect(document.head.querySelector('script')).toBeNull();
    expect(dataLayer()).toEqual([{ event: 'pageView', pageName: 'startpage' }]);
  });

  it('start the offline notice and the build watcher', async () => {
    start();
    await chunkLoaded();
    window.dispatchEvent(new Event('offline'));
    expect(shown()).toEqual(['«internet.offline»']);
    window.dispatchEvent(new Event('online'));
    expect(shown()).toEqual([]);
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/builds\/latest\.json\?t=\d+$/), expect.anything());
    expect(handlePossibleStaleBuild(new Error('Loading chunk 7 failed.'))).toBe(false);
  });

  it('track the API client’s payment errors once the chunk is there', async () => {
    const { api } = start({ tracking: { pageViewPrefix: '' } } as ClientRuntimeConfig);
    await chunkLoaded();
    await expect(api.request('POST', '/api/carts/payment', { schema: {} as never })).rejects.toBe(paymentError);
    await Promise.resolve();
    expect(dataLayer()).toEqual([{ event: 'error', errorType: 'paymentError', code: 'DECLINED', description: 'Karte abgelehnt' }]);
  });
});
