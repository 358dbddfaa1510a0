import { atom, type createStore } from 'jotai';
import { DEFAULT_NOTIFICATION_DURATION_MS } from '@storefront/shared/constants';
import type { NotificationInput, NotificationService } from '@storefront/shared/contracts';

type Store = ReturnType<typeof createStore>;

export interface ShownNotification extends NotificationInput {
  readonly id: number;
}

export const notificationsAtom = atom<readonly ShownNotification[]>([]);

/**
 * Transient notifications remove themselves after their duration; persistent
 * ones (with a key) stay until dismissed by that key. A key shows at most once.
 */
export function createNotificationService(store: Store): NotificationService {
  let nextId = 1;
  const remove = (predicate: (n: ShownNotification) => boolean) =>
    store.set(notificationsAtom, (list) => list.filter((n) => !predicate(n)));

  return {
    show(notification) {
      const current = store.get(notificationsAtom);
      if (notification.key && current.some((n) => n.key === notification.key)) return;
      const shown: ShownNotification = { ...notification, id: nextId++ };
      store.set(notificationsAtom, [...current, shown]);
      if (!notification.key || notification.durationMs !== undefined) {
        setTimeout(() => remove((n) => n.id === shown.id), notification.durationMs ?? DEFAULT_NOTIFICATION_DURATION_MS);
      }
    },
    dismiss(key) {
      remove((n) => n.key === key);
    },
  };
}
