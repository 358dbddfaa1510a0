import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Cart } from '@storefront/shared/cart';
import type { Environment } from '@storefront/server-kit/environment';
import { buildCartView } from '../rules/cart-view';
import { visitorCart } from '../rules/visitor-cart';
import { operationRouter, type OperationRouter } from '../../platform/operation-router';
import type { CartDetails } from '../store/carts';
import type { ShopStore, StoredCart } from '../../platform/shop-store';

/** A change of an OPEN cart: the lines and details it replaces, in one transaction (CartRepository.update). */
type CartUpdate = (cart: StoredCart) => { lines?: StoredCart['lines']; details?: CartDetails };

/**
 * What every cart call works with (carts.ts, cart-items.ts,
 * cart-discount-codes.ts): the visitor's cart, the cart as answered, and a
 * change of it.
 */
export interface CartCalls {
  readonly store: ShopStore;
  readonly environment: Environment;
  /** Registers a cart call from its operation (operation-router.ts). */
  readonly route: OperationRouter;
  /** The visitor's cart (visitor-cart.ts). */
  current(request: FastifyRequest, reply: FastifyReply): Promise<StoredCart>;
  /** The cart as answered: validated by the checkout settings of the request's tenant (doc 2 §5). */
  present(request: FastifyRequest, cart: StoredCart): Promise<Cart>;
  /** Changes the visitor's OPEN cart in one transaction and answers it. */
  change(request: FastifyRequest, reply: FastifyReply, update: CartUpdate): Promise<Cart>;
}

/** The cart calls' common ground on `app`, over the shop's store. */
export function cartCalls(app: FastifyInstance, { store, environment }: { store: ShopStore; environment: Environment }): CartCalls {
  const current = (request: FastifyRequest, reply: FastifyReply) => visitorCart(request, reply, store, environment);
  const present = async (request: FastifyRequest, cart: StoredCart): Promise<Cart> => (await buildCartView(store, cart, request.tenant)).cart;
  return {
    store,
    environment,
    route: operationRouter(app, { store, environment }),
    current,
    present,
    async change(request, reply, update) {
      const cart = await current(request, reply);
      return present(request, await store.carts.update(cart.id, update));
    },
  };
}
