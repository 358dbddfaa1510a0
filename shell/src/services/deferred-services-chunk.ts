import type { ShellConsent } from '../consent/consent-store';
import { buildIdAtStart } from '../build-updates/latest-build-id';
import { watchBuilds } from '../build-updates/build-watcher';
import { setStaleBuildHandler } from '../build-updates/stale-build';
import { startConsentTool } from '../consent/consent-tool';
import { createNotificationList } from '../notifications/notification-list';
import { watchConnection } from '../offline/connection-notice';
import { createDataLayerTracking, trackingAllowedInWebView } from '../tracking/data-layer';
import { startWebVitalsWithConsent } from '../tracking/web-vitals-gate';
import { trackApiErrors } from '../tracking/track-api-errors';
import type { DeferredServicesInput } from './deferred-services-input';

/** The lazy chunk of the shell's services: everything they do, started once at boot. */
export function startDeferredServices({ config, events, navigation, i18n, api, consent }: DeferredServicesInput & { readonly consent: ShellConsent }) {
  if (config.consentToolId) startConsentTool(config, consent, events, navigation);
  const notifications = createNotificationList(i18n);
  watchConnection(notifications);
  // The route rules ask for the page's build id too: one request answers both.
  setStaleBuildHandler(watchBuilds({ fetchStartId: buildIdAtStart }).handle);
  // The route the page was loaded on, for its vitals.
  let landingRoute: string | undefined;
  const track = createDataLayerTracking({
    config,
    consent,
    onRouteChange: (routeName) => {
      landingRoute ??= routeName;
      notifications.routeChanged(routeName);
    },
  });
  trackApiErrors(api, track);
  startWebVitalsWithConsent({
    consent,
    allowed: trackingAllowedInWebView(window.location.search, document.cookie),
    track,
    routeName: () => landingRoute ?? 'unknown',
    remotes: config.remotes,
  });
  return { notifications, track, openConsentSettings: () => window.OneTrust?.ToggleInfoDisplay?.() };
}
