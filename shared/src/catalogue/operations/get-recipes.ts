import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryList, text } from '../../platform/api/wire';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { recipeSchema } from '../catalogue';
import { productPageQuery } from '../catalogue-params';

/**
 * A page of recipes (not shown in the documents; the recipes page and the
 * content's recipe group need it): the ones of the given slugs in their order,
 * unknown ones left out; or those whose title, teaser or an ingredient
 * contains the term; or all, in the kitchen's order. pageSize 1–100, default 24.
 */
export const getRecipes = defineOperation({
  method: 'GET',
  path: '/api/recipes',
  domain: 'catalogue',
  summary: 'A page of recipes',
  query: z.object({ ...productPageQuery, slugs: z.optional(queryList(text(200))), term: z.optional(text(100)) }),
  response: searchResultsSchema(recipeSchema),
  features: ['featureRecipes'],
});
