import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addCartItemSchema, type Cart } from '@storefront/shared/schemas';
import type { Environment } from '../config';
import { addToLines, presentCart } from '../carts/cart-lines';
import { HttpError, parseInput } from '../http/errors';
import { CART_COOKIE, cookieOptions } from '../security/cookies';
import { sessionCustomerId } from '../security/session';
import type { ShopStore, StoredCart } from '../store/shop-store';

/** An anonymous cart is kept for 30 days of inactivity in the browser. */
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const addItemQuerySchema = z.object({ storeId: z.string().min(1).max(64).optional() });

/**
 * doc 2 §7: GET /api/carts and POST /api/carts/items. A logged-in customer's
 * cart is found through the session; an anonymous visitor's through the
 * httpOnly cartId cookie, set when the visitor first needs a cart.
 */
export const cartRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  async function visitorCart(request: FastifyRequest, reply: FastifyReply): Promise<StoredCart> {
    const customerId = await sessionCustomerId(request, store);
    if (customerId) return store.carts.findOrCreateForCustomer(customerId);
    const cartId = request.cookies[CART_COOKIE];
    const existing = cartId ? await store.carts.find(cartId) : undefined;
    // A cart that has been assigned to a customer is reachable only through that customer's session.
    if (existing && existing.customerId === null) return existing;
    const cart = await store.carts.createAnonymous();
    reply.setCookie(CART_COOKIE, cart.id, { ...cookieOptions(environment, true), maxAge: CART_COOKIE_MAX_AGE_SECONDS });
    return cart;
  }

  async function present(cart: StoredCart): Promise<Cart> {
    return presentCart(cart, await store.catalogue.findProducts(cart.lines.map((line) => line.sku)));
  }

  app.get('/api/carts', async (request, reply): Promise<Cart> => {
    reply.header('cache-control', 'no-store');
    return present(await visitorCart(request, reply));
  });

  app.post('/api/carts/items', async (request, reply): Promise<Cart> => {
    // The store the shopper picked (doc 2 §4 service selection); the seeded assortment is the same in every store.
    parseInput(addItemQuerySchema, request.query);
    const { sku, quantity } = parseInput(addCartItemSchema, request.body);
    const product = await store.catalogue.findProduct(sku);
    if (!product) throw new HttpError(404, 'productNotFound', 'Dieses Produkt gibt es nicht (mehr).');
    const cart = await visitorCart(request, reply);
    return present(await store.carts.updateLines(cart.id, (lines) => addToLines(lines, product, quantity)));
  });
};
