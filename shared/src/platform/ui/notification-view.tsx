import type { ReactNode } from 'react';
import type { NotificationType } from '../contracts/services';
import { cx } from './class-names';
import * as styles from './notification-view.module.css';

interface NotificationViewBase {
  /** success, info, warning or error. */
  readonly type: NotificationType;
  /** The message, already translated. */
  readonly children: ReactNode;
  readonly className?: string;
}

/** A persistent notification (doc 1 §3: removed by key) gets a close button with this name. */
interface ClosableNotificationView extends NotificationViewBase {
  readonly onClose: () => void;
  readonly closeLabel: string;
}

interface PlainNotificationView extends NotificationViewBase {
  readonly onClose?: undefined;
  readonly closeLabel?: undefined;
}

export type NotificationViewProps = ClosableNotificationView | PlainNotificationView;

/**
 * The role a notification is announced with: errors and warnings interrupt
 * (alert, assertive), success and info wait their turn (status, polite).
 */
export function notificationRole(type: NotificationType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

/**
 * One notification of doc 1 §3 as the shopper sees it. Only the presentation:
 * the shell's notification state decides which ones show and for how long
 * (transient ones go after their duration, 2000 ms by default, doc 1 §9). Text
 * comes in translated, so the shell can use it without a parcel's services.
 */
export function NotificationView({ type, children, onClose, closeLabel, className }: NotificationViewProps) {
  return (
    <div className={cx(styles.notification, styles[type], className)}>
      {/* The role sits on the message alone, so the close button's name is not announced with it. */}
      <p role={notificationRole(type)} className={styles.message}>
        {children}
      </p>
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
