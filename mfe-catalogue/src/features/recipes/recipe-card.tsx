import type { Recipe } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import * as styles from './recipes.module.css';

/** A few warm colours for the cards' heads, picked by the recipe's slug so a recipe keeps its colour. */
const HUES = [28, 95, 140, 200, 340, 45];
const hueOf = (slug: string) => HUES[[...slug].reduce((sum, char) => sum + char.charCodeAt(0), 0) % HUES.length]!;

/** A recipe as a card: title (a link to its page), teaser, time, difficulty and servings. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  return (
    <article className={styles.card} aria-labelledby={`recipe-${recipe.slug}`}>
      <div className={styles.cardHead} style={{ backgroundColor: `hsl(${hueOf(recipe.slug)} 60% 90%)` }} aria-hidden="true">
        <span className={styles.cardInitial} style={{ color: `hsl(${hueOf(recipe.slug)} 45% 35%)` }}>
          {recipe.title.slice(0, 1)}
        </span>
      </div>
      <div className={styles.cardBody}>
        <h3 id={`recipe-${recipe.slug}`} className={styles.cardTitle}>
          <RouteLink to={{ name: 'recipe-slug', params: { slug: recipe.slug } }} prefetch={false}>
            {recipe.title}
          </RouteLink>
        </h3>
        <p className={styles.teaser}>{recipe.teaser}</p>
        <RecipeMeta recipe={recipe} />
      </div>
    </article>
  );
}

export function RecipeMeta({ recipe }: { recipe: Recipe }) {
  const { t } = useServices().i18n;
  return (
    <ul className={styles.meta} aria-label={t('catalogue.recipes.facts')}>
      <li>{t('catalogue.recipes.minutes', { minutes: recipe.durationMinutes })}</li>
      <li>{t(`catalogue.recipes.difficulty.${recipe.difficulty}`)}</li>
      <li>{t('catalogue.recipes.servings', { count: recipe.servings })}</li>
    </ul>
  );
}

export function RecipeGrid({ recipes, label }: { recipes: readonly Recipe[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {recipes.map((recipe) => (
        <li key={recipe.slug}>
          <RecipeCard recipe={recipe} />
        </li>
      ))}
    </ul>
  );
}

export function RecipeGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <div className={styles.cardHead} />
          <div className={styles.cardBody}>
            <Skeleton shape="text" lines={2} width="100%" height="1.25rem" />
            <Skeleton shape="text" lines={2} width="100%" height="1rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
