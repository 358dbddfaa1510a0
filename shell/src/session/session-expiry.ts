import { SESSION_EXPIRED_COOKIE } from '@storefront/shared/platform/api';
import { SESSION_EXPIRED_NOTIFICATION_DURATION_MS } from '@storefront/shared/platform/constants';
import type { NotificationService } from '@storefront/shared/platform/contracts';

/**
 * When a response leaves the sessionExpired cookie behind, the cookie is
 * cleared and a warning (session.expiredHeadline) shows for 3 seconds, once (doc 1 §4):
 * the cleared cookie cannot report the same expiry again, and the key keeps a
 * second report within the 3 seconds from stacking a second warning.
 */
export function createSessionExpiryNotice(
  notifications: NotificationService,
  clearCookie: (cookie: string) => void = (cookie) => {
    document.cookie = cookie;
  },
): () => void {
  return () => {
    clearCookie(`${SESSION_EXPIRED_COOKIE}=; Max-Age=0; path=/`);
    notifications.show({
      type: 'warning',
      messageKey: 'session.expiredHeadline',
      key: SESSION_EXPIRED_COOKIE,
      durationMs: SESSION_EXPIRED_NOTIFICATION_DURATION_MS,
    });
  };
}
