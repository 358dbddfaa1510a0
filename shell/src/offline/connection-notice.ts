import type { NotificationService } from '@storefront/shared/platform/contracts';

/** The offline notice's message key (doc 1 §8), also its notification key. */
export const OFFLINE_MESSAGE_KEY = 'internet.offline';

/**
 * While the browser reports no connection a persistent warning shows; it goes
 * when the connection is back. Navigation is never blocked (doc 1 §4, §8).
 * Returns the function that stops watching.
 */
export function watchConnection(notifications: NotificationService): () => void {
  const offline = () => notifications.show({ type: 'warning', messageKey: OFFLINE_MESSAGE_KEY, key: OFFLINE_MESSAGE_KEY });
  const online = () => notifications.dismiss(OFFLINE_MESSAGE_KEY);
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  if (!navigator.onLine) offline();
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
