/** The cart statuses this rule reads. */
export type CartStatusValue = 'OPEN' | 'FINALIZED' | 'ORDERED' | 'ABANDONED';

/** The query of the payment finalization page. */
export interface PaymentFinalizationQuery {
  readonly paymentInitiator: 'UNKNOWN';
  readonly paymentMethodType: 'UNKNOWN';
}

/**
 * A finalized cart that leaves the payment page is redirected to the payment
 * page with initiator UNKNOWN and type UNKNOWN.
 */
export function paymentFinalizationQuery(): PaymentFinalizationQuery {
  return { paymentInitiator: 'UNKNOWN', paymentMethodType: 'UNKNOWN' };
}

/** Where the shopper is going, as far as this rule cares. */
export type FinalizedCartDestination = 'payment-finalization' | 'checkout' | 'other';

export type FinalizedCartAction = 'proceed' | 'redirect-to-payment-finalization' | 'reset-cart';

/**
 * What a navigation does with the cart's status (doc 2 §2, §4). Only a FINALIZED
 * cart changes anything: on the payment finalization page it stays; entering
 * checkout resets the cart (the more specific rule, so it wins over the
 * redirect); any other page redirects to payment finalization with
 * `paymentFinalizationQuery()`.
 */
export function finalizedCartNavigation(
  cartStatus: CartStatusValue | undefined,
  destination: FinalizedCartDestination,
): FinalizedCartAction {
  if (cartStatus !== 'FINALIZED' || destination === 'payment-finalization') return 'proceed';
  return destination === 'checkout' ? 'reset-cart' : 'redirect-to-payment-finalization';
}

/** The cart API errorCode that marks a finalized cart. */
export const FINALIZED_CART_ERROR_CODE = 3;

/**
 * errorCode 3 on a cart call redirects to payment finalization when the cart is
 * FINALIZED. Reads an ApiError structurally (details.errorCode, number
 * or string '3').
 */
export function shouldRedirectOnCartError(error: unknown, cartStatus: CartStatusValue | undefined): boolean {
  if (cartStatus !== 'FINALIZED' || typeof error !== 'object' || error === null || !('details' in error)) return false;
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('errorCode' in details)) return false;
  return String(details.errorCode).trim() === String(FINALIZED_CART_ERROR_CODE);
}
