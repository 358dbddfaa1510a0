import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { acquireCartSession } from '../cart-session/cart-session';
import { registerAddToCartHandler } from './add-to-cart-handler';
import { hostCartDialogs } from './host-cart-dialogs';

/**
 * The add-to-cart listener over the page's cart session, held for the page's life (listen-for-adds.ts loads
 * it), and a place for the cart's dialogs where the page has none.
 */
export function startAddToCart(services: StorefrontServices): void {
  const { session } = acquireCartSession(services);
  registerAddToCartHandler(services, session);
  hostCartDialogs(services, session);
}
