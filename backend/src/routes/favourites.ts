import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { addFavoriteRequestSchema } from '@storefront/shared/account';
import type { Favorites } from '@storefront/shared/account';
import type { Environment } from '../config';
import { HttpError, parseInput } from '../http/errors';
import { requireCustomer } from '../security/session';
import { FAVORITE_TYPES, MAX_FAVORITES_PER_TYPE, type FavoriteResult, type FavoriteType } from '../store/favourites';
import type { ShopStore } from '../store/shop-store';

const reference = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const typeParams = z.object({ type: z.enum(FAVORITE_TYPES) });
const typeAndReferenceParams = z.object({ type: z.enum(FAVORITE_TYPES), reference });

function answer(result: FavoriteResult): Favorites {
  if ('favorites' in result) return result.favorites;
  if (result.refused === 'limitReached') {
    throw new HttpError(409, 'favoritesLimitReached', `Sie können höchstens ${MAX_FAVORITES_PER_TYPE} Favoriten dieser Art speichern.`, {
      maxFavorites: MAX_FAVORITES_PER_TYPE,
    });
  }
  throw new HttpError(404, 'favoriteNotFound', 'Dieser Favorit ist nicht gespeichert.');
}

/**
 * doc 2 §7 favourites: references grouped by type (products: skus, recipes:
 * recipe slugs). Only what the shop has can be added. Every call answers the
 * favourites as they now are.
 */
export const favouriteRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const exists = async (type: FavoriteType, ref: string): Promise<boolean> => {
    if (type === 'products') return (await store.catalogue.findProducts([ref])).has(ref);
    return store.db.prepare('SELECT 1 FROM recipes WHERE slug = ?').get(ref) !== undefined;
  };

  app.get('/api/customers/favorites', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const customer = await requireCustomer(request, reply, store, environment);
    return store.favourites.list(customer.id);
  });

  app.put('/api/customers/favorites/:type', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { type } = parseInput(typeParams, request.params);
    const body = parseInput(addFavoriteRequestSchema, request.body);
    if (!(await exists(type, body.reference))) {
      throw new HttpError(404, type === 'products' ? 'productNotFound' : 'recipeNotFound', 'Diesen Artikel gibt es im Shop nicht.');
    }
    return answer(store.favourites.add(customer.id, type, body.reference));
  });

  app.delete('/api/customers/favorites/:type/:reference', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const params = parseInput(typeAndReferenceParams, request.params);
    return answer(store.favourites.remove(customer.id, params.type, params.reference));
  });
};
