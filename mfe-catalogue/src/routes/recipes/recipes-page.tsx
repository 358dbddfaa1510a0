import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button } from '@storefront/shared/platform/ui';
import { usePageHead } from '../../features/head/use-page-head';
import { RecipeGrid, RecipeGridSkeleton } from '../../features/recipes/recipe-card';
import { RecipeSearchForm } from '../../features/recipes/recipe-search-form';
import { useRecipes } from '../../features/recipes/use-recipes';
import * as styles from '../page.module.css';

/**
 * The recipes page (doc 1 §2 recipes): the recipe search and the recipes,
 * all of them, or those matching the term in the URL (`?q=`).
 */
export function RecipesPage({ route, services }: MountProps) {
  const { t } = services.i18n;
  const term = route?.query.get('q')?.trim() ?? '';
  const { page, error, isValidating, retry } = useRecipes(term ? { term } : {});
  usePageHead({ title: t('catalogue.recipes.title', { brand: services.config.tenant.themeConfig.brandName }), description: t('catalogue.recipes.description') });

  return (
    <section className={styles.page} aria-labelledby="recipes-heading">
      <h1 id="recipes-heading">{t('catalogue.recipes.headline')}</h1>
      <RecipeSearchForm key={term} initial={term} />
      <p role="status" className={styles.status}>
        {page ? (term ? t('catalogue.recipes.found', { count: page.total, term }) : t('catalogue.recipes.all', { count: page.total })) : ''}
      </p>
      {page ? (
        page.results.length > 0 ? (
          <RecipeGrid recipes={page.results} label={t('catalogue.recipes.headline')} />
        ) : (
          <p className={styles.empty}>{t('catalogue.recipes.none', { term })}</p>
        )
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={styles.problem}>
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'catalogue.error.unavailable' : 'catalogue.recipes.failed')}</p>
          <Button onClick={retry}>{t('catalogue.retry')}</Button>
        </div>
      ) : (
        <RecipeGridSkeleton count={6} />
      )}
    </section>
  );
}
