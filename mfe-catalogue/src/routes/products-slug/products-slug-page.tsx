import { useEffect } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import type { CategoryNode } from '@storefront/shared/catalogue';
import { RouteLink } from '@storefront/shared/platform/ui';
import { findCategory } from './find-category';
import { useCategoryTrees } from './use-category-trees';

/**
 * The category pages (doc 2 §2 "category, by {slug}"; doc 1 §2 products-slug with
 * an optional slug): without a slug the top-level categories, with one that
 * category and its sub-categories.
 */
export function ProductsSlugPage({ route, services }: MountProps) {
  const slug = route?.params['slug'] ?? '';
  const { trees, error, isValidating, retry } = useCategoryTrees();
  const { t } = services.i18n;

  if (trees === undefined) {
    if (error !== undefined && !isValidating) {
      const unavailable = isApiError(error) && error.kind === 'unavailable';
      return (
        <section role="alert">
          <p>{t(unavailable ? 'catalogue.error.unavailable' : 'catalogue.error.generic')}</p>
          <button type="button" onClick={retry}>
            {t('catalogue.retry')}
          </button>
        </section>
      );
    }
    return <p role="status">{t('common.loading')}</p>;
  }

  if (slug === '') {
    return (
      <section aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading">{t('catalogue.headline')}</h1>
        <CategoryLinks categories={trees} label={t('catalogue.categories')} />
      </section>
    );
  }

  const category = findCategory(trees, slug);
  return <CategoryPage slug={slug} category={category} services={services} />;
}

function CategoryPage({
  slug,
  category,
  services,
}: {
  slug: string;
  category: CategoryNode | undefined;
  services: MountProps['services'];
}) {
  const { t } = services.i18n;
  const { showError } = services.navigation;
  const missing = category === undefined;
  // An unknown category is a page that does not exist: the shell's 404 page (doc 1 §2, §8).
  useEffect(() => {
    if (missing) showError?.({ status: 404 });
  }, [missing, showError]);

  const allCategories = <RouteLink to={{ name: 'products-slug' }}>{t('catalogue.allCategories')}</RouteLink>;

  if (!category) {
    // The shell's error page takes the page's place; a shell without showError leaves it to the remote.
    if (showError) return null;
    return (
      <section aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading">{t('catalogue.notFound.headline')}</h1>
        <p>{t('catalogue.notFound.text', { slug })}</p>
        {allCategories}
      </section>
    );
  }

  return (
    <section aria-labelledby="catalogue-heading">
      <h1 id="catalogue-heading">{category.name}</h1>
      {category.children.length > 0 ? (
        <CategoryLinks
          categories={category.children}
          label={t('catalogue.subcategories', { name: category.name })}
        />
      ) : (
        <p>{t('catalogue.noSubcategories')}</p>
      )}
      {allCategories}
    </section>
  );
}

function CategoryLinks({ categories, label }: { categories: readonly CategoryNode[]; label: string }) {
  return (
    <ul aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <RouteLink to={{ name: 'products-slug', params: { slug: category.slug } }}>{category.name}</RouteLink>
        </li>
      ))}
    </ul>
  );
}
