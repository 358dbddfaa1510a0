import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { acquireCartSession } from '../cart-session/cart-session';
import { registerAddToCartHandler } from './add-to-cart-handler';

/** The add-to-cart listener over the page's cart session, held for the page's life (listen-for-adds.ts loads it). */
export function startAddToCart(services: StorefrontServices): void {
  registerAddToCartHandler(services, acquireCartSession(services).session);
}
