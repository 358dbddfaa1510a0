import type { FastifyPluginAsync } from 'fastify';
import { addFavorite, getFavorites, removeFavorite, type Favorites, type FavoriteType } from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import { MAX_FAVORITES_PER_TYPE, type FavoriteResult } from '../store/favorites';
import type { ShopStore } from '../../platform/shop-store';

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
 * The customer's favorites: references grouped by type (products: skus,
 * recipes: recipe slugs; doc 2 §7). Only what the shop has can be added. Every
 * call answers the favorites as they now are.
 */
export const favoriteRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const exists = async (type: FavoriteType, ref: string): Promise<boolean> => {
    if (type === 'products') return (await store.catalogue.findProducts([ref])).has(ref);
    return store.db.prepare('SELECT 1 FROM recipes WHERE slug = ?').get(ref) !== undefined;
  };

  const route = operationRouter(app, { store, environment });

  route(getFavorites, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return store.favorites.list(customer.id);
  });

  route(addFavorite, async ({ params: { type }, body: { reference }, customer }) => {
    if (!(await exists(type, reference))) {
      throw new HttpError(404, type === 'products' ? 'productNotFound' : 'recipeNotFound', 'Diesen Artikel gibt es im Shop nicht.');
    }
    return answer(store.favorites.add(customer.id, type, reference));
  });

  route(removeFavorite, async ({ params: { type, reference }, customer }) => answer(store.favorites.remove(customer.id, type, reference)));
};
