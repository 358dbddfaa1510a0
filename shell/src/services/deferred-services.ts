import { ALL_CONSENT_GRANTED } from '@storefront/shared/platform/constants';
import type { ConsentService, TrackingService } from '@storefront/shared/platform/contracts';
import { createShellConsent } from '../consent/consent-store';
import type { ShellNotificationService } from '../notifications/notifications';
import type { startDeferredServices } from './deferred-services-chunk';
import type { DeferredServicesInput } from './deferred-services-input';

type Started = ReturnType<typeof startDeferredServices>;

export interface DeferredServices {
  readonly consent: ConsentService;
  readonly tracking: TrackingService;
  readonly notifications: ShellNotificationService;
}

/**
 * The services whose work is in the lazy chunk `lazy-shell-services`
 * (deferred-services-chunk.ts): the consent tool adapter, the data layer, the
 * notification list with the offline notice, and the build watcher. The shell's
 * initial JS is at its byte budget, so only this is in it: the consent state,
 * and calls that wait for the chunk and then run in the order they came, as
 * callbacks of one promise do. Nothing raised before the chunk is there is
 * lost. If the chunk cannot load, notifications and tracking are dropped, the
 * page goes on, and a consent tool that cannot run grants every group.
 */
export function createDeferredServices(input: DeferredServicesInput): DeferredServices {
  const { config, events } = input;
  const consent = createShellConsent(config.consentToolId, events, () => later((loaded) => loaded.openConsentSettings()));
  const chunk: Promise<Started | void> = import(/* webpackChunkName: "lazy-shell-services" */ './deferred-services-chunk').then(
    (module) => module.startDeferredServices({ ...input, consent }),
    () => {
      // A consent tool that cannot run grants every group.
      if (config.consentToolId) consent.set(ALL_CONSENT_GRANTED);
    },
  );
  const later = (use: (loaded: Started) => void) => void chunk.then((loaded) => loaded && use(loaded));
  const track: TrackingService['track'] = (event) => later((loaded) => loaded.track(event));
  events.subscribe('tracking:event', track);
  return {
    consent,
    tracking: { track },
    notifications: {
      show: (notification) => later((loaded) => loaded.notifications.show(notification)),
      dismiss: (key) => later((loaded) => loaded.notifications.dismiss(key)),
      routeChanged: (routeName) => later((loaded) => loaded.notifications.routeChanged(routeName)),
    },
  };
}
