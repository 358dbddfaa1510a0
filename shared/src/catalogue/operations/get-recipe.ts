import { defineOperation } from '../../platform/api/operation';
import { recipeSchema } from '../catalogue';
import { slugParamsSchema } from '../catalogue-params';

/**
 * A recipe by its slug, its ingredients naming the skus of the products the
 * shop sells; an unknown slug is 404 recipeNotFound. Not shown in the
 * documents: the recipe page's data.
 */
export const getRecipe = defineOperation({
  method: 'GET',
  path: '/api/recipes/:slug',
  domain: 'catalogue',
  summary: 'A recipe with its ingredients',
  params: slugParamsSchema,
  response: recipeSchema,
  features: ['featureRecipes'],
});
