import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ConsentState } from '@storefront/shared/schemas';
import { useServices } from '@storefront/shared/parcel';

function sameConsent(a: ConsentState, b: ConsentState): boolean {
  return a.marketing === b.marketing && a.statistic === b.statistic && a.targetGroupSelection === b.targetGroupSelection;
}

/**
 * The shell's consent state (doc 1 §3), current through services.consent.subscribe.
 * The contract does not promise that snapshot() returns the same object until
 * the state changes (the shell's returns a new one on every call), and React's
 * useSyncExternalStore loops forever on that: an equal state keeps the object
 * read before.
 */
export function useConsentState(): ConsentState {
  const { consent } = useServices();
  const last = useRef<ConsentState | null>(null);
  const snapshot = useCallback(() => {
    const next = consent.snapshot();
    if (last.current && sameConsent(last.current, next)) return last.current;
    last.current = next;
    return next;
  }, [consent]);
  return useSyncExternalStore(consent.subscribe, snapshot, snapshot);
}

/** A consent group a block may need; `none` and `necessary` need no consent. */
export type ConsentNeed = keyof ConsentState | 'none' | 'necessary';

export function isGranted(state: ConsentState, need: ConsentNeed): boolean {
  return need === 'none' || need === 'necessary' ? true : state[need];
}
