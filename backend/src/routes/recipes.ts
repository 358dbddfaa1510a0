import type { FastifyPluginAsync } from 'fastify';
import type { Recipe } from '@storefront/shared/catalogue';
import { notFound, parseInput } from '../http/errors';
import { slugParamsSchema } from '../http/request-params';
import type { ShopStore } from '../store/shop-store';

/** GET /api/recipes/{slug} (not shown in the documents): a recipe, its ingredients naming the skus of their products. */
export const recipeRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.get('/api/recipes/:slug', async (request): Promise<Recipe> => {
    const { slug } = parseInput(slugParamsSchema, request.params);
    const recipe = await store.recipes.findRecipe(slug);
    if (!recipe) throw notFound('recipeNotFound', 'Recipe not found');
    return recipe;
  });
};
