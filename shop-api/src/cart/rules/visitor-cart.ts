import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import { CART_COOKIE, cookieOptions } from '@storefront/server-kit/security/cookies';
import { sessionCustomerId } from '../../account';
import type { ShopStore, StoredCart } from '../../platform/shop-store';
import { CartStateError } from './cart-errors';

/** An anonymous cart is kept for 30 days of inactivity (cookie and server), then ABANDONED. */
export const ANONYMOUS_CART_DAYS = 30;
export const CART_COOKIE_MAX_AGE_SECONDS = ANONYMOUS_CART_DAYS * 24 * 60 * 60;

export function clearCartCookie(reply: FastifyReply, environment: Environment): void {
  reply.clearCookie(CART_COOKIE, cookieOptions(environment, true));
}

/**
 * The visitor's current cart. A logged-in customer's is found through the
 * session (one current cart per customer, shared by all their browsers),
 * unless this browser logged in while paying for its anonymous cart (see
 * anonymousCartInPayment); an anonymous visitor's through the httpOnly cartId
 * cookie, created and set when the visitor first needs one.
 *
 * A cookie naming a cart that is gone (abandoned after 30 days untouched or
 * after a merge, assigned to a customer, unknown) answers 404 and clears the
 * cookie, on which the storefront clears its local cart and asks again. An
 * ordered cart is done: the visitor simply starts a new one.
 */
export async function visitorCart(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ShopStore,
  environment: Environment,
  now: Date = new Date(),
): Promise<StoredCart> {
  const customerId = await sessionCustomerId(request, store);
  if (customerId) return (await anonymousCartInPayment(request, store)) ?? store.carts.findOrCreateForCustomer(customerId);
  const cartId = request.cookies[CART_COOKIE];
  const existing = cartId ? await store.carts.find(cartId) : undefined;
  if (cartId && existing?.status !== 'ORDERED') {
    const staleBefore = new Date(now.getTime() - CART_COOKIE_MAX_AGE_SECONDS * 1000).toISOString();
    const reachable =
      existing !== undefined &&
      existing.customerId === null &&
      (existing.status === 'OPEN' || existing.status === 'FINALIZED') &&
      !store.carts.abandonIfStale(existing.id, staleBefore);
    if (reachable) return existing;
    clearCartCookie(reply, environment);
    throw new CartStateError('gone');
  }
  const cart = await store.carts.createAnonymous();
  reply.setCookie(CART_COOKIE, cart.id, { ...cookieOptions(environment, true), maxAge: CART_COOKIE_MAX_AGE_SECONDS });
  return cart;
}

/** The id of the anonymous cart this browser holds, if any (for set-customer and merge). */
export function anonymousCartIdOf(request: FastifyRequest): string | undefined {
  return request.cookies[CART_COOKIE];
}

/**
 * The anonymous cart this browser is paying for: FINALIZED. A
 * shopper who logs in mid-payment keeps it until the payment is finished or
 * the cart reset: set-customer and merge refuse it with errorCode 3, which
 * sends the storefront to payment finalization, and the cart calls
 * and checkout of that page go on with this cart, not the customer's.
 */
export async function anonymousCartInPayment(request: FastifyRequest, store: ShopStore): Promise<StoredCart | undefined> {
  const cartId = anonymousCartIdOf(request);
  const cart = cartId ? await store.carts.find(cartId) : undefined;
  return cart?.customerId === null && cart.status === 'FINALIZED' ? cart : undefined;
}
