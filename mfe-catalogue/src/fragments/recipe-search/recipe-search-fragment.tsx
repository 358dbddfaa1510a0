import { recipeSearchFragmentPropsSchema } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { RecipeSearchForm } from '../../features/recipes/recipe-search-form';
import { useFragmentProps } from '../fragment-props';

/**
 * The `recipe-search` fragment (content block "recipe search", doc 1 §2): the
 * recipe search field with the editor's placeholder; it opens the recipes
 * page with the term. Without the recipes feature there is nothing to search.
 */
export function RecipeSearchFragment({ props, services }: MountProps) {
  const parsed = useFragmentProps(recipeSearchFragmentPropsSchema, props ?? {}, 'recipe-search');
  if (!parsed || !services.config.isEnabled('featureRecipes')) return null;
  return <RecipeSearchForm placeholder={parsed.placeholder} />;
}
