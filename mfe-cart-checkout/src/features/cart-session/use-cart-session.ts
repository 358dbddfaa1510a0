import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { acquireCartSession, type CartSession, type CartSessionState } from './cart-session';

/**
 * The page's cart session for a component of this remote, held while the
 * component is mounted; the cart is loaded on first use.
 */
export function useCartSession(): { session: CartSession; state: CartSessionState } {
  const services = useServices();
  const [held] = useState(() => acquireCartSession(services));
  useEffect(() => () => held.release(), [held]);
  const { session } = held;
  const state = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  useEffect(() => {
    if (session.snapshot().cart === undefined) void session.load().catch(() => undefined);
  }, [session]);
  return { session, state };
}
