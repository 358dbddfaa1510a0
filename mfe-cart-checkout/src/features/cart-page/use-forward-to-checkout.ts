import { useEffect } from 'react';
import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';

interface ForwardConditions {
  /** The page was opened with `forwardToCheckout=true`. */
  readonly requested: boolean;
  readonly cart: Cart;
  /** No dialog (the merge, the service selection) is open. */
  readonly settled: boolean;
  /** The cart was validated since it changed. */
  readonly validated: boolean;
  /** The order config is known, so the limits are too. */
  readonly limitsKnown: boolean;
  /** What keeps "Zur Kasse" disabled; none to go on. */
  readonly blockCount: number;
}

/**
 * The merge's forwardToCheckout (doc 2 §2): a login started at checkout comes back here and goes on once the
 * carts are settled (by the merge dialog or without it) and "Zur Kasse" would take the cart; a cart it would
 * not take stays here with its reasons. Only a customer's cart: before that, the login's merge is still to come.
 */
export function useForwardToCheckout({ requested, cart, settled, validated, limitsKnown, blockCount }: ForwardConditions): void {
  const services = useServices();
  const forward = requested && cart.customerId !== null && settled && validated && limitsKnown && blockCount === 0;
  useEffect(() => {
    if (forward) services.navigation.navigate({ name: 'checkout' }, { replace: true });
  }, [forward, services]);
}
