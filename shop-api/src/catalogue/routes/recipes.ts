import type { FastifyPluginAsync } from 'fastify';
import { getRecipe, getRecipes } from '@storefront/shared/catalogue';
import { notFound } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import type { ShopStore } from '../../platform/shop-store';

/**
 * GET /api/recipes and /api/recipes/{slug} (not shown in the documents): a
 * page of recipes, and a recipe with its ingredients naming the skus of their products.
 */
export const recipeRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const route = operationRouter(app);

  // A term searches; slugs pick; neither lists all. 24 from offset 0 unless the caller says otherwise.
  route(getRecipes, async ({ query }) => {
    const page = { pageSize: query.pageSize ?? 24, offset: query.offset ?? 0 };
    const term = query.term?.trim();
    const found = term ? await store.recipes.search(term, page) : await store.recipes.listRecipes(query.slugs, page);
    return { total: found.total, count: found.results.length, offset: page.offset, results: found.results };
  });

  route(getRecipe, async ({ params: { slug } }) => {
    const recipe = await store.recipes.findRecipe(slug);
    if (!recipe) throw notFound('recipeNotFound', 'Recipe not found');
    return recipe;
  });
};
