import { useEffect, useState } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import type { Product, Recipe } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { usePageHead } from '../../features/head/use-page-head';
import { AddToCart } from '../../features/products/add-to-cart';
import { ProductPrice } from '../../features/products/product-price';
import { productTarget } from '../../features/products/product-tile';
import { useProductsBySku } from '../../features/products/use-products-by-sku';
import { RecipeBulkAdd } from '../../features/recipes/recipe-bulk-add';
import { RecipeMeta } from '../../features/recipes/recipe-card';
import { scaleQuantity } from '../../features/recipes/scale-quantity';
import { useRecipe } from '../../features/recipes/use-recipes';
import { ShopStateProvider, useShopState } from '../../features/shop-state/shop-state';
import * as styles from './recipe-slug-page.module.css';

/** Servings a shopper may cook for. */
const MAX_SERVINGS = 12;

/**
 * A recipe page (doc 1 §2 recipe-slug): title, teaser, time, difficulty, the
 * servings (the quantities follow them), the ingredients, each linked to the
 * product the shop sells for it with its price and add button, and the
 * steps. An unknown recipe is the shell's 404 page.
 */
export function RecipeSlugPage({ route, services }: MountProps) {
  const slug = route?.params['slug'] ?? '';
  const { t } = services.i18n;
  const { recipe, error, isValidating, retry } = useRecipe(slug);
  const { showError } = services.navigation;
  const missing = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (missing) showError?.({ status: 404 });
  }, [missing, showError]);

  if (missing) return showError ? null : <h1>{t('catalogue.recipes.notFound')}</h1>;
  if (!recipe) {
    if (error !== undefined && !isValidating) {
      return (
        <section role="alert" className={styles.problem}>
          <p>{t('catalogue.recipes.failed')}</p>
          <Button onClick={retry}>{t('catalogue.retry')}</Button>
        </section>
      );
    }
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton shape="text" width="60%" height="2.5rem" />
        <Skeleton shape="text" lines={2} width="100%" height="1.25rem" />
      </div>
    );
  }
  return (
    <ShopStateProvider>
      <RecipeView recipe={recipe} />
    </ShopStateProvider>
  );
}

function RecipeView({ recipe }: { recipe: Recipe }) {
  const { i18n, config } = useServices();
  const { t } = i18n;
  const [servings, setServings] = useState(recipe.servings);
  const skus = recipe.ingredients.flatMap((ingredient) => (ingredient.sku ? [ingredient.sku] : []));
  const { products } = useProductsBySku(skus);
  const bySku = new Map((products ?? []).map((product) => [product.sku, product]));
  // Every ingredient the shop sells, once, in the recipe's order; unavailable ones too: the cart names what it cannot add.
  const ingredientProducts = [...new Set(skus)].flatMap((sku) => bySku.get(sku) ?? []);
  usePageHead({
    title: t('catalogue.recipes.pageTitle', { title: recipe.title, brand: config.tenant.themeConfig.brandName }),
    description: recipe.teaser,
  });
  const factor = servings / recipe.servings;

  return (
    <article className={styles.page} aria-labelledby="recipe-heading">
      <nav aria-label={t('catalogue.breadcrumbs')} className={styles.crumbs}>
        <RouteLink to={{ name: 'recipes' }} prefetch={false}>
          {t('catalogue.recipes.headline')}
        </RouteLink>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{recipe.title}</span>
      </nav>
      <header className={styles.head}>
        <h1 id="recipe-heading">{recipe.title}</h1>
        <p className={styles.teaser}>{recipe.teaser}</p>
        <RecipeMeta recipe={recipe} />
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="recipe-ingredients" className={styles.ingredients}>
          <h2 id="recipe-ingredients">{t('catalogue.recipes.ingredients')}</h2>
          <div className={styles.servings} role="group" aria-label={t('catalogue.recipes.servingsLabel')}>
            <button type="button" onClick={() => setServings(servings - 1)} disabled={servings <= 1} aria-label={t('catalogue.recipes.fewer')}>
              −
            </button>
            <output aria-live="polite">{t('catalogue.recipes.servings', { count: servings })}</output>
            <button type="button" onClick={() => setServings(servings + 1)} disabled={servings >= MAX_SERVINGS} aria-label={t('catalogue.recipes.more')}>
              +
            </button>
          </div>
          <RecipeBulkAdd products={ingredientProducts} />
          <ul className={styles.ingredientList}>
            {recipe.ingredients.map((ingredient, index) => {
              const product = ingredient.sku ? bySku.get(ingredient.sku) : undefined;
              return (
                <li key={`${ingredient.name}-${index}`} className={styles.ingredient}>
                  <p className={styles.ingredientName}>
                    {ingredient.quantity && <span className={styles.quantity}>{scaleQuantity(ingredient.quantity, factor)} </span>}
                    {ingredient.name}
                  </p>
                  {product && <IngredientProduct product={product} />}
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="recipe-steps" className={styles.steps}>
          <h2 id="recipe-steps">{t('catalogue.recipes.steps')}</h2>
          <ol>
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}

function IngredientProduct({ product }: { product: Product }) {
  const { loyaltyMember } = useShopState();
  return (
    <div className={styles.product}>
      {product.imageUrl && <img src={product.imageUrl} alt="" width={56} height={56} className={styles.productImage} loading="lazy" />}
      <div className={styles.productText}>
        <RouteLink to={productTarget(product)} prefetch={false}>
          {product.name}
        </RouteLink>
        <ProductPrice product={product} loyaltyMember={loyaltyMember} />
      </div>
      <div className={styles.productAdd}>
        <AddToCart product={product} source="recipe" />
      </div>
    </div>
  );
}
