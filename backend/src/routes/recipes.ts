import type { FastifyPluginAsync } from 'fastify';
import { getRecipe } from '@storefront/shared/catalogue';
import { notFound } from '../http/errors';
import { operationRouter } from '../platform/operation-routes';
import type { ShopStore } from '../store/shop-store';

/** GET /api/recipes/{slug} (not shown in the documents): a recipe, its ingredients naming the skus of their products. */
export const recipeRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  operationRouter(app)(getRecipe, async ({ params: { slug } }) => {
    const recipe = await store.recipes.findRecipe(slug);
    if (!recipe) throw notFound('recipeNotFound', 'Recipe not found');
    return recipe;
  });
};
