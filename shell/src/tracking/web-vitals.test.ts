import { describe, expect, it, vi } from 'vitest';
import type { ConsentService, TrackingEvent } from '@storefront/shared/platform/contracts';
import type { ConsentState } from '@storefront/shared/platform/schemas';
import { ALL_CONSENT_GRANTED } from '@storefront/shared/platform/constants';
import { startWebVitalsWithConsent } from './web-vitals-gate';
import { WEB_VITALS_EVENT, webVitalsEvent } from './web-vitals-report';

const NOTHING: ConsentState = { marketing: false, statistic: false, targetGroupSelection: false };
const MARKETING_ONLY: ConsentState = { marketing: true, statistic: false, targetGroupSelection: false };
const REMOTES = [
  { name: 'catalogue' as const, version: '1.0.0', entry: '/remotes/catalogue/1.0.0/mf-manifest.json', contractVersion: 1 },
  { name: 'search' as const, version: '1.1.0', entry: '/remotes/search/1.1.0/mf-manifest.json', contractVersion: 1 },
];

function consentStartingAt(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const service: Pick<ConsentService, 'snapshot' | 'subscribe'> = {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    service,
    listeners,
    set(next: ConsentState) {
      state = next;
      [...listeners].forEach((listener) => listener(next));
    },
  };
}

/** The gate with a measuring chunk that records what it was started with. */
function gate(consent: ReturnType<typeof consentStartingAt>, allowed = true) {
  const started: unknown[] = [];
  const load = vi.fn(async () => ({ startWebVitals: (input: unknown) => void started.push(input) }));
  const track = vi.fn<(event: TrackingEvent) => void>();
  startWebVitalsWithConsent({ consent: consent.service, allowed, load, whenRouteShown: () => Promise.resolve(), track, routeName: () => 'products-slug', remotes: REMOTES });
  return { load, started, track };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('real-user vitals, consent-gated', () => {
  it('loads nothing without statistic consent, marketing consent alone included', async () => {
    const consent = consentStartingAt(NOTHING);
    const { load } = gate(consent);
    consent.set(MARKETING_ONLY);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the measuring chunk once statistic consent is given later in the visit, and only once', async () => {
    const consent = consentStartingAt(NOTHING);
    const { load, started } = gate(consent);
    consent.set(ALL_CONSENT_GRANTED);
    consent.set(NOTHING);
    consent.set(ALL_CONSENT_GRANTED);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(1);
    expect(consent.listeners.size).toBe(0);
  });

  it('loads at once (after the route rendered) with consent given before, and never in a web view without analytics', async () => {
    const granted = gate(consentStartingAt(ALL_CONSENT_GRANTED));
    await settle();
    expect(granted.load).toHaveBeenCalledTimes(1);

    const webView = gate(consentStartingAt(ALL_CONSENT_GRANTED), false);
    await settle();
    expect(webView.load).not.toHaveBeenCalled();
  });

  it('waits for the route to render before loading', async () => {
    const consent = consentStartingAt(ALL_CONSENT_GRANTED);
    let shown: () => void = () => undefined;
    const load = vi.fn(async () => ({ startWebVitals: () => undefined }));
    startWebVitalsWithConsent({
      consent: consent.service,
      allowed: true,
      load,
      whenRouteShown: () => new Promise<void>((resolve) => (shown = resolve)),
      track: () => undefined,
      routeName: () => 'index',
      remotes: [],
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    shown();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tracks a vital with its route and the version of every remote the page ran', () => {
    expect(webVitalsEvent({ name: 'LCP', value: 1834.56, rating: 'needs-improvement', id: 'v5-1', navigationType: 'navigate' }, 'products-slug', REMOTES)).toEqual({
      event: WEB_VITALS_EVENT,
      metric: 'LCP',
      value: 1835,
      rating: 'needs-improvement',
      metricId: 'v5-1',
      navigationType: 'navigate',
      routeName: 'products-slug',
      remoteVersions: { catalogue: '1.0.0', search: '1.1.0' },
    });
    expect(webVitalsEvent({ name: 'CLS', value: 0.04321, rating: 'good', id: 'v5-2', navigationType: 'reload' }, 'index', []).value).toBe(0.043);
    expect(webVitalsEvent({ name: 'INP', value: 96, rating: 'good', id: 'v5-3', navigationType: 'navigate' }, 'cart', []).metric).toBe('INP');
  });
});
