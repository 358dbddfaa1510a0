import { DEFAULT_NOTIFICATION_DURATION_MS } from '@storefront/shared/platform/constants';
import type { I18nService, NotificationInput } from '@storefront/shared/platform/contracts';
import type { ShellNotificationService } from './notifications';

interface Shown {
  readonly notification: NotificationInput;
  readonly element: HTMLElement;
}

const urgent = (notification: NotificationInput) => notification.type === 'error' || notification.type === 'warning';

/**
 * The notifications of doc 1 §3, §9 in two live regions at the end of the
 * page, created once and kept across layouts: success and info are announced
 * politely, warnings and errors assertively. The regions exist before their
 * first message, so screen readers announce what is added.
 *
 * Transient notifications (no key, or a duration) go after their duration,
 * default 2000 ms; persistent ones (a key, no duration) stay until dismissed
 * by that key, or, when limited to a route, until the shopper leaves it. A
 * key shows at most once at a time. Texts are the tenant's messages, set as
 * text (never HTML).
 */
export function createNotificationList(i18n: Pick<I18nService, 't'>, root: HTMLElement = document.body): ShellNotificationService {
  const container = document.createElement('div');
  container.className = 'sf-notifications';
  const region = (role: 'status' | 'alert', live: 'polite' | 'assertive') => {
    const element = document.createElement('div');
    element.setAttribute('role', role);
    element.setAttribute('aria-live', live);
    container.append(element);
    return element;
  };
  const polite = region('status', 'polite');
  const assertive = region('alert', 'assertive');
  root.append(container);

  let shown: Shown[] = [];
  const remove = (predicate: (entry: Shown) => boolean) => {
    shown = shown.filter((entry) => {
      if (!predicate(entry)) return true;
      entry.element.remove();
      return false;
    });
  };

  return {
    show(notification) {
      if (notification.key && shown.some((entry) => entry.notification.key === notification.key)) return;
      const element = document.createElement('p');
      element.className = `sf-notification sf-notification--${notification.type}`;
      element.textContent = i18n.t(notification.messageKey);
      (urgent(notification) ? assertive : polite).append(element);
      const entry = { notification, element };
      shown.push(entry);
      if (!notification.key || notification.durationMs !== undefined) {
        setTimeout(() => remove((candidate) => candidate === entry), notification.durationMs ?? DEFAULT_NOTIFICATION_DURATION_MS);
      }
    },
    dismiss(key) {
      remove(({ notification }) => notification.key === key);
    },
    routeChanged(routeName) {
      remove(({ notification }) => notification.routeName !== undefined && notification.routeName !== routeName);
    },
  };
}
