import { useSyncExternalStore } from 'react';
import type { ConsentState } from '@storefront/shared/platform/schemas';
import { useServices } from '@storefront/shared/platform/parcel';

/**
 * The shell's consent state (doc 1 §3), current through services.consent.subscribe.
 * The contract's snapshot() is the same object until consent changes, which is
 * what useSyncExternalStore needs.
 */
export function useConsentState(): ConsentState {
  const { consent } = useServices();
  return useSyncExternalStore(consent.subscribe, consent.snapshot, consent.snapshot);
}

/** A consent group a block may need; `none` and `necessary` need no consent. */
export type ConsentNeed = keyof ConsentState | 'none' | 'necessary';

export function isGranted(state: ConsentState, need: ConsentNeed): boolean {
  return need === 'none' || need === 'necessary' ? true : state[need];
}
