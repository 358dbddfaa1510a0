import type { ConsentService, TrackingEvent } from '@storefront/shared/platform/contracts';
import type { ClientRuntimeConfig, ConsentState } from '@storefront/shared/platform/schemas';
import { createTrackingQueue, maskOrderNumber, pageViewPath, trackedErrorEvent } from '@storefront/shared/platform/tracking';
import { readWebViewMode } from '../web-view/web-view';
import { API_ERROR_EVENT } from './track-api-errors';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's script; the container id is the tenant's `tracking.tagManagerId`. */
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js?id=';

/** Fields that carry an order number, masked wherever they appear in an event. */
const ORDER_NUMBER_FIELDS: ReadonlySet<string> = new Set(['orderNumber', 'orderId', 'transactionId', 'transaction_id']);

/**
 * In a web view (webview=true in the query, or the web view cookie the shell
 * sets from it) tracking happens only if the page was opened with
 * analytics=true, or an `analytics=true` cookie keeps that (doc 1 §2, §4): the web view
 * module's reading, which the shell has already remembered in cookies.
 */
export function trackingAllowedInWebView(openedWith: string, cookies: string): boolean {
  return readWebViewMode(openedWith, cookies, () => undefined).trackingAllowed;
}

/** A copy of the event with every order number masked except its last character. */
export function maskOrderNumbers<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskOrderNumbers) as T;
  if (typeof value !== 'object' || value === null) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    masked[key] =
      ORDER_NUMBER_FIELDS.has(key) && (typeof field === 'string' || typeof field === 'number')
        ? maskOrderNumber(field)
        : maskOrderNumbers(field);
  }
  return masked as T;
}

/**
 * A route page view (`{ event: 'pageView', path, routeName }`, tracked by the
 * shell on every route change) gets its page name from the path: the prefix
 * and colons, `/` as `startpage` (doc 1 §2, §7). One with its own pageName (the
 * error page's `errorPage`) keeps it.
 */
export function toPageView(event: TrackingEvent, prefix: string): TrackingEvent {
  const { path, ...rest } = event;
  if (typeof rest['pageName'] === 'string') return rest as TrackingEvent;
  return { ...rest, event: 'pageView', pageName: pageViewPath(typeof path === 'string' ? path : window.location.pathname, prefix) };
}

export interface DataLayerTrackingInput {
  readonly config: Pick<ClientRuntimeConfig, 'tracking'>;
  readonly consent: ConsentService;
  /** Told the route name of every route page view, tracked or not. */
  readonly onRouteChange?: (routeName: string) => void;
}

/**
 * The tag manager's data layer (`window.dataLayer`, doc 1 §7). Events wait in
 * the shared tracking queue until statistic consent (C0002) is given; at most
 * 250 are sent per page view (doc 1 §9), every page view starts the count anew.
 * The tag manager's script is loaded only with a container id and only once
 * statistic consent is given. Returns the function that tracks one event.
 */
export function createDataLayerTracking({ config, consent, onRouteChange }: DataLayerTrackingInput): (event: TrackingEvent) => void {
  const dataLayer = (window.dataLayer ??= []);
  // Loaded at boot, with the query the page was opened with; the web view
  // module has remembered its flags in cookies by then as well.
  const allowed = trackingAllowedInWebView(window.location.search, document.cookie);
  const { pageViewPrefix = '', tagManagerId } = config.tracking ?? {};
  let tagManagerLoaded = false;
  const queue = createTrackingQueue<TrackingEvent>({
    send: (event) => dataLayer.push(event),
    onSendError: (error) => console.warn('A tracking event could not be sent', error),
  });

  const follow = (state: ConsentState) => {
    const granted = allowed && state.statistic;
    if (granted && tagManagerId && !tagManagerLoaded) {
      tagManagerLoaded = true;
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = TAG_MANAGER_SCRIPT_URL + encodeURIComponent(tagManagerId);
      document.head.append(script);
    }
    queue.setConsent(granted);
  };
  follow(consent.snapshot());
  consent.subscribe(follow);

  return (event) => {
    if (event.event === 'pageView' && typeof event['routeName'] === 'string') onRouteChange?.(event['routeName']);
    // A web view without analytics=true tracks nothing at all, not even later.
    if (!allowed) return;
    let tracked = event;
    if (event.event === API_ERROR_EVENT) {
      const error = trackedErrorEvent(event['error']);
      if (error.errorType === 'other') return;
      tracked = error;
    } else if (event.event === 'pageView') {
      queue.startPageView();
      tracked = toPageView(event, pageViewPrefix);
    }
    queue.track(maskOrderNumbers(tracked));
  };
}
