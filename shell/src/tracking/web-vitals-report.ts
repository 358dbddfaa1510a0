import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { TrackingEvent } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';

/** The data layer event of one vital (doc 1 §7's tracking path). */
export const WEB_VITALS_EVENT = 'webVitals';

export interface WebVitalsInput {
  readonly track: (event: TrackingEvent) => void;
  /** The route the page was loaded on: a visit's LCP, CLS and INP belong to its landing page. */
  readonly routeName: () => string;
  readonly remotes: readonly RemoteMapEntry[];
}

/**
 * One vital as it is tracked: its name, value (milliseconds for LCP and INP,
 * rounded; CLS unitless, three decimals), the library's rating and id, the
 * route, and the version of each remote the page ran (a slow release shows in
 * its own figures).
 */
export function webVitalsEvent(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>, routeName: string, remotes: readonly RemoteMapEntry[]): TrackingEvent {
  return {
    event: WEB_VITALS_EVENT,
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
    rating: metric.rating,
    metricId: metric.id,
    navigationType: metric.navigationType,
    routeName,
    remoteVersions: Object.fromEntries(remotes.map((remote) => [remote.name, remote.version])),
  };
}

/**
 * Reports LCP, CLS and INP of this visit through the data layer, each when
 * the library settles it (LCP on the first input or when the page is hidden,
 * CLS and INP when it is hidden). A lazy chunk (`lazy-web-vitals`), loaded
 * after the route has rendered and only with statistic consent
 * (web-vitals-gate.ts); the library reads the browser's buffered entries, so
 * loading late loses nothing.
 */
export function startWebVitals({ track, routeName, remotes }: WebVitalsInput): void {
  const report = (metric: Metric) => track(webVitalsEvent(metric, routeName(), remotes));
  onLCP(report);
  onCLS(report);
  onINP(report);
}
