import { randomId } from '@storefront/shared/platform/api';
import { type SearchType } from '@storefront/shared/search';
import { COOKIE_POLLING_INTERVAL_MS } from '@storefront/shared/platform/constants';
import type { ConsentService, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { EventBus } from '@storefront/shared/platform/events';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';
import { createInsightsCache } from './insights-cache';
import {
  documentCookies,
  readUserToken,
  removeUserToken,
  writeUserToken,
  type CookieAccess,
} from './user-token-cookie';

type SearchInsightsConfig = NonNullable<ClientRuntimeConfig['searchInsights']>;

/** One event of the provider's events list (doc 1 §7: POST /1/events). */
export interface InsightsEvent {
  readonly eventType: 'view' | 'click' | 'conversion';
  readonly eventName: string;
  /** Where the objects come from: the search type. */
  readonly index: SearchType;
  readonly userToken: string;
  /** ms since 1970. */
  readonly timestamp: number;
  readonly objectIDs: readonly string[];
  /** Clicks only: the 1-based positions of the objects in the results. */
  readonly positions?: readonly number[];
}

/**
 * The provider's limits (its events API): an event names at most 20 objects,
 * a request carries at most 1000 events. More is refused whole with a 400, so
 * a result page of 24 products is viewed in two events (20 and 4), and a
 * longer queue goes in more than one request.
 */
export const MAX_OBJECTS_PER_EVENT = 20;
export const MAX_EVENTS_PER_REQUEST = 1000;

export const INSIGHTS_EVENT_NAMES = {
  view: 'Search Results Viewed',
  click: 'Search Result Clicked',
  conversion: 'Product Added To Cart',
} as const;

export interface SearchInsights {
  /** Results the shopper was shown, the first at `firstPosition` (1-based). */
  viewed(index: SearchType, objectIDs: readonly string[], firstPosition: number): void;
  /** The shopper opened a result at `position` (1-based). */
  clicked(index: SearchType, objectID: string, position: number): void;
  /**
   * Follows consent, the token cookie and add-to-cart while a search parcel is
   * mounted; returns its stop. Counted: the last stop stops.
   */
  start(): () => void;
}

export interface SearchInsightsOptions {
  readonly config: SearchInsightsConfig | undefined;
  readonly consent: ConsentService;
  readonly events: EventBus;
  readonly fetch?: typeof fetch;
  readonly cookies?: CookieAccess;
  /** The page's origin: the base of a configured path. */
  readonly origin?: string;
  readonly now?: () => Date;
  readonly newUserToken?: () => string;
}

/** Which search result led to a product: what a later conversion is attributed to. */
interface SearchOrigin {
  readonly index: SearchType;
  readonly position: number;
}

/** The items in runs of at most `size`, in order. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/** The provider's events endpoint under the configured base (doc 1 §7: POST /1/events). */
export function insightsEndpoint(config: SearchInsightsConfig, origin: string): string {
  const base = new URL(config.url, origin);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL('1/events', base).href;
}

/**
 * The search provider's insight events: views, clicks with their position and
 * conversions when a product found by search goes into the cart.
 *
 * Consent: only with the statistic group (C0002). Insights measure how search
 * performs (click-through, conversion); they personalise nothing, which would
 * be marketing or target-group selection. Without it no event is sent, no
 * cookie is written, nothing is cached and no cookie is polled; withdrawing it
 * deletes the token cookie and empties the cache.
 *
 * The anonymous user token lives in a first-party cookie for 6 months (doc 1
 * §9). The cookie is polled every 300 ms while a search parcel is mounted: the
 * external shop on the same site or another tab may set a new token, and the
 * consent tool deletes the cookies of a withdrawn group; events always carry the
 * token the cookie holds now.
 */
export function createSearchInsights(options: SearchInsightsOptions): SearchInsights {
  const { config, consent, events } = options;
  const cookies = options.cookies ?? documentCookies;
  const origin = options.origin ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  const now = options.now ?? (() => new Date());
  const newUserToken = options.newUserToken ?? (() => `anonymous-${randomId()}`);
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const origins = createInsightsCache<SearchOrigin>();
  let userToken: string | undefined;
  let queue: InsightsEvent[] = [];
  let running = 0;
  let stopRunning: (() => void) | undefined;

  const granted = () => config !== undefined && consent.snapshot().statistic;

  function currentUserToken(): string {
    userToken ??= readUserToken(cookies);
    if (!userToken) {
      userToken = newUserToken();
      writeUserToken(cookies, userToken, now(), origin.startsWith('https:'));
    }
    return userToken;
  }

  function flush(): void {
    const pending = queue;
    queue = [];
    if (pending.length === 0 || !config || !granted()) return;
    for (const batch of chunks(pending, MAX_EVENTS_PER_REQUEST)) {
      void send(insightsEndpoint(config, origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(config.appId ? { 'X-Application-Id': config.appId } : {}) },
        body: JSON.stringify({ events: batch }),
        // A third party: no cookies of the shop; keepalive lets a click's event outlive the navigation it starts.
        credentials: 'omit',
        keepalive: true,
      }).catch(() => undefined);
    }
  }

  function enqueue(event: Omit<InsightsEvent, 'userToken' | 'timestamp'>): void {
    if (!granted()) return;
    // One request for the events of one moment (the flyout's columns answer together).
    if (queue.length === 0) queueMicrotask(flush);
    queue.push({ ...event, userToken: currentUserToken(), timestamp: now().getTime() });
  }

  function forget(): void {
    queue = [];
    origins.clear();
    userToken = undefined;
    removeUserToken(cookies);
  }

  function run(): () => void {
    let polling: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(polling);
      polling = undefined;
      if (!granted()) return;
      polling = setInterval(() => {
        userToken = readUserToken(cookies);
      }, COOKIE_POLLING_INTERVAL_MS);
    };
    follow();
    const unsubscribeConsent = consent.subscribe((state) => {
      if (!state.statistic) forget();
      follow();
    });
    // A conversion is a product really added: the cart's answer `added`, not the press of the button.
    const unsubscribeCart = events.subscribe('cart:item-add-outcome', ({ sku, outcome }) => {
      if (outcome !== 'added') return;
      const found = origins.get(`products/${sku}`);
      if (!found) return;
      enqueue({ eventType: 'conversion', eventName: INSIGHTS_EVENT_NAMES.conversion, index: found.index, objectIDs: [sku] });
    });
    return () => {
      clearInterval(polling);
      unsubscribeConsent();
      unsubscribeCart();
    };
  }

  return {
    viewed(index, objectIDs, firstPosition) {
      if (!granted() || objectIDs.length === 0) return;
      objectIDs.forEach((id, i) => origins.set(`${index}/${id}`, { index, position: firstPosition + i }));
      for (const shown of chunks(objectIDs, MAX_OBJECTS_PER_EVENT)) {
        enqueue({ eventType: 'view', eventName: INSIGHTS_EVENT_NAMES.view, index, objectIDs: shown });
      }
    },
    clicked(index, objectID, position) {
      if (!granted()) return;
      origins.set(`${index}/${objectID}`, { index, position });
      enqueue({ eventType: 'click', eventName: INSIGHTS_EVENT_NAMES.click, index, objectIDs: [objectID], positions: [position] });
    },
    start() {
      if (running++ === 0) stopRunning = run();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        if (--running === 0) {
          stopRunning?.();
          stopRunning = undefined;
        }
      };
    },
  };
}

const perPage = new WeakMap<StorefrontServices, SearchInsights>();

/** The one insights instance of this page: the flyout and the result page share its cache and token. */
export function searchInsightsFor(services: StorefrontServices): SearchInsights {
  let insights = perPage.get(services);
  if (!insights) {
    insights = createSearchInsights({
      config: services.config.tenant.clientRuntimeConfig.searchInsights,
      consent: services.consent,
      events: services.events,
    });
    perPage.set(services, insights);
  }
  return insights;
}
