import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { searchRequest } from '../requests/search-request';

/** A recipe hit: its slug and title. */
const recipeSearchHitSchema = z.object({ slug: z.string(), title: z.string() });

/** Recipes that contain the term. A failed search is an empty result for the caller. */
export const searchRecipes = defineOperation({
  ...searchRequest.recipes,
  domain: 'search',
  summary: 'Search recipes',
  response: searchResultsSchema(recipeSearchHitSchema),
  features: ['featureSearch', 'featureRecipes'],
});
