import { useAtomValue } from 'jotai';
import type { I18nService } from '@storefront/shared/contracts';
import { notificationsAtom } from './notifications';

/** Announces notifications politely; errors and warnings assertively. */
export function NotificationRegion({ i18n }: { i18n: I18nService }) {
  const notifications = useAtomValue(notificationsAtom);
  return (
    <div className="sf-notifications" aria-live="polite">
      {notifications.map((n) => (
        <p key={n.id} className={`sf-notification sf-notification--${n.type}`} role={n.type === 'error' || n.type === 'warning' ? 'alert' : 'status'}>
          {i18n.t(n.messageKey)}
        </p>
      ))}
    </div>
  );
}
