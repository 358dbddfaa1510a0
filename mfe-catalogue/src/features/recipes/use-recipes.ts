import useSWR from 'swr';
import { getRecipe, getRecipes, type Recipe } from '@storefront/shared/catalogue';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/** At most this many recipes on one page of the recipes page, and in a recipe group. */
export const RECIPE_PAGE_SIZE = 48;

/** Recipes: by slugs (a recipe group), by a term (a search), or all (the recipes page). */
export function useRecipes(query: { slugs?: readonly string[]; term?: string } | null) {
  const { api } = useServices();
  const key = query ? ['catalogue:recipes', JSON.stringify(query)] : null;
  const { data, error, isValidating, mutate } = useSWR(key, () =>
    call(api, getRecipes, {
      query: {
        pageSize: RECIPE_PAGE_SIZE,
        ...(query?.slugs ? { slugs: [...query.slugs] } : {}),
        ...(query?.term ? { term: query.term } : {}),
      },
    }),
  );
  return { page: data, error, isValidating, retry: () => void mutate() };
}

/** One recipe by its slug (critical data of the recipe page). */
export function useRecipe(slug: string) {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Recipe, unknown>(['catalogue:recipe', slug], () => call(api, getRecipe, { params: { slug } }));
  return { recipe: data, error, isValidating, retry: () => void mutate() };
}
