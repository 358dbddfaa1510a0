import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '../contracts/services';
import { useServices } from './create-react-parcel';

/** The shell's session (doc 1 §4) as React state, current through session.subscribe. */
export function useSessionSnapshot(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}
