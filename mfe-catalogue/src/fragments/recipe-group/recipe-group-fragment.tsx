import { useId } from 'react';
import { recipeGroupFragmentPropsSchema } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button } from '@storefront/shared/platform/ui';
import { RecipeGrid, RecipeGridSkeleton } from '../../features/recipes/recipe-card';
import { useRecipes } from '../../features/recipes/use-recipes';
import { useFragmentProps } from '../fragment-props';
import * as styles from '../fragments.module.css';

/**
 * The `recipe-group` fragment (content block "recipe group", doc 1 §2): the
 * block's headline and the cards of its recipes in the editor's order;
 * recipes that no longer exist are left out, and a group with none shows nothing.
 */
export function RecipeGroupFragment({ props, services }: MountProps) {
  const { t } = services.i18n;
  const parsed = useFragmentProps(recipeGroupFragmentPropsSchema, props, 'recipe-group');
  const { page, error, isValidating, retry } = useRecipes(parsed ? { slugs: parsed.slugs } : null);
  const headingId = useId();
  if (!parsed || (page && page.results.length === 0)) return null;
  const label = parsed.headline ?? t('catalogue.recipes.group');
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.headline}>
        {label}
      </h2>
      {page ? (
        <RecipeGrid recipes={page.results} label={label} />
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={styles.problem}>
          <p>{t('catalogue.recipes.failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : (
        <RecipeGridSkeleton count={Math.min(parsed.slugs.length, 3)} />
      )}
    </section>
  );
}
