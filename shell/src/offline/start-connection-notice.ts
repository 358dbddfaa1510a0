import type { NotificationService } from '@storefront/shared/contracts';

/** Starts the offline notice (doc 1 §4) from a lazy chunk; the page works the same without it. */
export function startConnectionNotice(notifications: NotificationService): void {
  import(/* webpackChunkName: "lazy-shell-services" */ './connection-notice')
    .then((notice) => notice.watchConnection(notifications))
    .catch(() => undefined);
}
