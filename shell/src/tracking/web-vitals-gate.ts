import type { ConsentService } from '@storefront/shared/platform/contracts';
import type { ConsentState } from '@storefront/shared/platform/schemas';
import { afterRouteShown } from '../remotes/route-prefetch';
import type { WebVitalsInput, startWebVitals } from './web-vitals-report';

export interface WebVitalsGateInput extends WebVitalsInput {
  readonly consent: Pick<ConsentService, 'snapshot' | 'subscribe'>;
  /** False in a web view opened without analytics=true: nothing is measured then. */
  readonly allowed: boolean;
  /** Loads the measuring chunk; the real one by default. */
  readonly load?: () => Promise<{ readonly startWebVitals: typeof startWebVitals }>;
  /** Resolves once the route has rendered; the real wait by default. */
  readonly whenRouteShown?: () => Promise<void>;
}

/**
 * Real-user vitals only with statistic consent (C0002), as every tracking
 * event: without it the library is not even loaded. Once consent is given (at
 * boot or later in the visit) the measuring chunk loads after the route has
 * rendered, once. Withdrawn later, the data layer holds its events like any
 * other (data-layer.ts).
 */
export function startWebVitalsWithConsent({ consent, allowed, load = () => import(/* webpackChunkName: "lazy-web-vitals" */ './web-vitals-report'), whenRouteShown = afterRouteShown, ...input }: WebVitalsGateInput): void {
  if (!allowed) return;
  let unsubscribe: (() => void) | undefined;
  let started = false;
  const follow = (state: ConsentState) => {
    if (started || !state.statistic) return;
    started = true;
    unsubscribe?.();
    void whenRouteShown()
      .then(load)
      .then((chunk) => chunk.startWebVitals(input))
      .catch(() => undefined);
  };
  follow(consent.snapshot());
  if (!started) unsubscribe = consent.subscribe(follow);
}
