import type { I18nService, NotificationService } from '@storefront/shared/contracts';
import { whenLoaded } from './when-loaded';

export interface ShellNotificationService extends NotificationService {
  /** The shopper is on this route now: notifications limited to another route go (doc 1 §3). */
  routeChanged(routeName: string): void;
}

/**
 * The notification service of the initial code: calls wait until the
 * notification list (a lazy chunk: timers, the live regions) is loaded, then
 * run in order. Nothing a remote shows before that is lost.
 */
export function createNotificationService(i18n: Pick<I18nService, 't'>): ShellNotificationService {
  const list = whenLoaded(
    import(/* webpackChunkName: "lazy-shell-services" */ './notification-list').then((module) => module.createNotificationList(i18n)),
  );
  return {
    show: (notification) => list((loaded) => loaded.show(notification)),
    dismiss: (key) => list((loaded) => loaded.dismiss(key)),
    routeChanged: (routeName) => list((loaded) => loaded.routeChanged(routeName)),
  };
}
