import { finalizedCartNavigation, paymentFinalizationQuery, shouldRedirectOnCartError, type FinalizedCartDestination } from '@storefront/shared/checkout';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';

/*
 * The finalized-cart rules of the cart session, in a chunk of their own: the
 * mini-cart on every page needs them only once a cart is in payment.
 */

/** Which of the routes the finalized-cart rule tells apart the shopper is on. */
function destinationOf(services: StorefrontServices, pathname: string): FinalizedCartDestination {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === services.navigation.href({ name: 'payment-finalization' })) return 'payment-finalization';
  if (path === services.navigation.href({ name: 'checkout' })) return 'checkout';
  return 'other';
}

/**
 * A FINALIZED cart anywhere but on payment finalization and checkout goes to
 * payment finalization with initiator and type UNKNOWN: the
 * shopper left the payment, which is finished or reopened there. Entering
 * checkout with it is the checkout page's to handle (it resets the cart).
 */
export function followFinalizedCart(services: StorefrontServices, pathname: string): void {
  if (finalizedCartNavigation('FINALIZED', destinationOf(services, pathname)) !== 'redirect-to-payment-finalization') return;
  services.navigation.navigate({ name: 'payment-finalization', query: { ...paymentFinalizationQuery() } }, { replace: true });
}

/** errorCode 3 on a cart call: the backend's cart is FINALIZED (doc 2 §8). */
export function isFinalizedCartError(error: unknown): boolean {
  return shouldRedirectOnCartError(error, 'FINALIZED');
}
