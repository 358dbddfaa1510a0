import type { ConsentService, TrackingEvent, TrackingService } from '@storefront/shared/contracts';
import type { EventBus } from '@storefront/shared/events';
import type { ClientRuntimeConfig } from '@storefront/shared/schemas';
import { whenLoaded } from '../notifications/when-loaded';

/**
 * The page view the shell tracks on every route change:
 * `services.tracking.track({ event: 'pageView', path: location.pathname, routeName })`.
 * The data layer turns `path` into the page name (prefix and colons, `/` as
 * `startpage`); a page view with its own `pageName` (the error page's
 * `errorPage`) keeps it. `routeName` also ends notifications limited to
 * another route.
 */
export interface RoutePageView extends TrackingEvent {
  readonly event: 'pageView';
  readonly path: string;
  readonly routeName?: string;
}

export interface ShellTrackingInput {
  readonly config: Pick<ClientRuntimeConfig, 'tracking'>;
  readonly consent: ConsentService;
  readonly events: EventBus;
  /** Told the route name of every route page view. */
  readonly onRouteChange: (routeName: string) => void;
}

/**
 * The tracking service of the initial code: it collects events (through the
 * service or a `tracking:event` on the bus) until the data layer, a lazy chunk,
 * is loaded, then hands them over in order.
 */
export function createShellTracking(input: ShellTrackingInput): TrackingService {
  const dataLayer = whenLoaded(
    import(/* webpackChunkName: "lazy-shell-services" */ './data-layer').then((module) => module.createDataLayerTracking(input)),
  );
  const track = (event: TrackingEvent) => dataLayer((send) => send(event));
  input.events.subscribe('tracking:event', track);
  return { track };
}
