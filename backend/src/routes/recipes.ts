import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Recipe } from '@storefront/shared/schemas';
import { notFound, parseInput } from '../http/errors';
import type { ShopStore } from '../store/shop-store';

const recipeParamsSchema = z.object({
  slug: z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens'),
});

/** GET /api/recipes/{slug} (not shown in the documents): a recipe, its ingredients naming the skus of their products. */
export const recipeRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.get('/api/recipes/:slug', async (request): Promise<Recipe> => {
    const { slug } = parseInput(recipeParamsSchema, request.params);
    const recipe = await store.recipes.findRecipe(slug);
    if (!recipe) throw notFound('recipeNotFound', 'Recipe not found');
    return recipe;
  });
};
