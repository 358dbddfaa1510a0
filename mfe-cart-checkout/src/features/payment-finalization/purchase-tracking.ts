import type { Cart, OrderType } from '@storefront/shared/cart';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { maskOrderNumber, productToTracking } from '@storefront/shared/platform/tracking';

/** The tracking event of a placed order. */
export const PURCHASE_TRACKING_EVENT = 'purchase';

/**
 * Tracks the purchase once, when the order is placed (not when its
 * confirmation is shown, so a reload counts nothing twice): the order number
 * masked except its last character, the order type
 *, the revenue in euros and the lines with the product fields of
 * doc 1 §3. The shell's tracking holds it until statistic consent is given.
 */
export function trackPurchase(services: StorefrontServices, cart: Cart, orderNumber: string, orderType: OrderType): void {
  services.tracking.track({
    event: PURCHASE_TRACKING_EVENT,
    orderType,
    ecommerce: {
      currencyCode: 'EUR',
      purchase: {
        actionField: { id: maskOrderNumber(orderNumber), revenue: cart.priceInfo.total / 100 },
        products: cart.productLineItems.map((line) => ({ ...productToTracking(line.product), quantity: line.quantity })),
      },
    },
  });
}
