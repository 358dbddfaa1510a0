import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { productToTracking, type TrackableProduct } from '@storefront/shared/platform/tracking';

/** The tracking events of a cart change: a line added (or raised), a line removed (or lowered). */
export const CART_TRACKING_EVENTS = { add: 'addToCart', remove: 'removeFromCart' } as const;

export type VisitorType = 'guest' | 'customer' | 'loyalty';

/**
 * Tracks a change of the cart with the product fields of doc 1 §3 and the
 * visitor type of doc 2 §1. Only a change the backend confirmed is tracked; the
 * shell's tracking holds every event until statistic consent is given (doc 1 §3).
 */
export function trackCartChange(
  services: StorefrontServices,
  visitorType: VisitorType,
  kind: keyof typeof CART_TRACKING_EVENTS,
  product: TrackableProduct,
  quantity: number,
): void {
  if (quantity <= 0) return;
  services.tracking.track({
    event: CART_TRACKING_EVENTS[kind],
    visitorType,
    ecommerce: { currencyCode: 'EUR', products: [{ ...productToTracking(product), quantity }] },
  });
}

export interface CartTracker {
  /** Tracks a change the backend confirmed, with the visitor type. */
  track(kind: keyof typeof CART_TRACKING_EVENTS, product: TrackableProduct, quantity: number): void;
  /** The customer changed (a login or logout): the visitor type is asked again. */
  forgetVisitor(): void;
}

/**
 * The cart session's tracking: the visitor type of doc 2 §1, asked once per login whether the customer is a
 * loyalty member (its own chunk, only where the tenant has the loyalty programme).
 */
export function createCartTracker(services: StorefrontServices): CartTracker {
  let loyaltyMember: Promise<boolean> | undefined;
  async function visitorType(): Promise<VisitorType> {
    if (services.session.snapshot().status !== 'authenticated') return 'guest';
    if (!services.config.isEnabled('featureJoe')) return 'customer';
    loyaltyMember ??= import(/* webpackChunkName: "loyalty-membership" */ './loyalty-membership').then(
      (module) => module.isLoyaltyMember(services.api),
      () => false,
    );
    return (await loyaltyMember) ? 'loyalty' : 'customer';
  }
  return {
    track(kind, product, quantity) {
      if (quantity <= 0) return;
      void visitorType().then((type) => trackCartChange(services, type, kind, product, quantity));
    },
    forgetVisitor() {
      loyaltyMember = undefined;
    },
  };
}
