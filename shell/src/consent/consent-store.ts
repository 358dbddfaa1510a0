import { ALL_CONSENT_GRANTED } from '@storefront/shared/platform/constants';
import type { ConsentService } from '@storefront/shared/platform/contracts';
import type { EventBus } from '@storefront/shared/platform/events';
import type { ConsentState } from '@storefront/shared/platform/schemas';

/** Until the consent tool answers, nothing that needs consent runs. */
export const NOTHING_GRANTED: ConsentState = { marketing: false, statistic: false, targetGroupSelection: false };

/** The consent service, and the one way to change its state: the shell's consent tool adapter. */
export interface ShellConsent extends ConsentService {
  set(next: ConsentState): void;
}

/**
 * The consent service of the shell. Only the consent tool
 * adapter (in a lazy chunk) changes it, through `set`; each change is then
 * announced as a `consent:changed` event. A `consent:changed` event some remote
 * publishes on the bus changes nothing here: no part of the page can grant
 * consent in the shopper's name. The snapshot is the same object until consent
 * changes.
 *
 * Without a consent tool id every group is granted at once and there are no
 * settings to open (a remote then hides its cookie settings button). With
 * one, nothing is granted until the tool answers.
 */
export function createShellConsent(toolId: string | undefined, events: EventBus, openSettings: () => void): ShellConsent {
  let state = toolId ? NOTHING_GRANTED : ALL_CONSENT_GRANTED;
  const listeners = new Set<(next: ConsentState) => void>();
  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (next.marketing === state.marketing && next.statistic === state.statistic && next.targetGroupSelection === state.targetGroupSelection) return;
      state = next;
      for (const listener of [...listeners]) listener(next);
      events.publish('consent:changed', next);
    },
    ...(toolId && { openSettings }),
  };
}
