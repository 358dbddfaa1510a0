import type { NotificationService } from '@storefront/shared/platform/contracts';

export interface ShellNotificationService extends NotificationService {
  /** The shopper is on this route now: notifications limited to another route go. */
  routeChanged(routeName: string): void;
}
