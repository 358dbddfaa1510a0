import { ALL_CONSENT_GRANTED } from '@storefront/shared/constants';
import type { ConsentService } from '@storefront/shared/contracts';
import type { EventBus } from '@storefront/shared/events';
import type { ConsentState } from '@storefront/shared/schemas';

/** Until the consent tool answers, nothing that needs consent runs. */
export const NOTHING_GRANTED: ConsentState = { marketing: false, statistic: false, targetGroupSelection: false };

/**
 * The consent service of the shell (doc 1 §3, §4). Its state follows the
 * `consent:changed` events on the bus, which the consent tool adapter (in a
 * lazy chunk) publishes whenever the state changes; so the snapshot is the same
 * object until consent changes, and a listener is a bus subscriber.
 *
 * Without a consent tool id every group is granted at once and there are no
 * settings to open (a remote then hides its cookie settings button). With
 * one, nothing is granted until the tool answers.
 */
export function createShellConsent(toolId: string | undefined, events: EventBus, openSettings: () => void): ConsentService {
  let state = toolId ? NOTHING_GRANTED : ALL_CONSENT_GRANTED;
  // Subscribed first, so the snapshot is current when the other listeners run.
  events.subscribe('consent:changed', (next) => (state = next));
  return {
    snapshot: () => state,
    subscribe: (listener) => events.subscribe('consent:changed', listener),
    ...(toolId && { openSettings }),
  };
}
