import { useEffect, useMemo } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import type { CategoryNode } from '@storefront/shared/catalogue';
import { RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { Breadcrumbs, SubcategoryChips } from '../../features/categories/breadcrumbs';
import { categoryPath } from '../../features/categories/find-category';
import { useCategoryTrees } from '../../features/categories/use-category-trees';
import { CategoryListing } from '../../features/listing/category-listing';
import { listingFromQuery } from '../../features/listing/listing-url';
import { useCategoryProducts } from '../../features/listing/use-category-products';
import { usePageHead } from '../../features/head/use-page-head';
import { ShopStateProvider } from '../../features/shop-state/shop-state';
import { ListTrackingProvider } from '../../features/tracking/product-tracking';
import * as categoryStyles from '../../features/categories/categories.module.css';
import * as styles from './products-slug-page.module.css';

/**
 * The category pages (doc 2 §2 "category, by {slug}"; doc 1 §2 products-slug
 * with an optional slug): without a slug the top-level categories; with one
 * the breadcrumbs, the category's name, its sub-categories as chips and the
 * products of it and of everything below it, sorted, filtered and paged as the
 * URL says. The tree and the first page of products are asked for at once.
 */
export function ProductsSlugPage({ route, services }: MountProps) {
  const slug = route?.params['slug'] ?? '';
  const { trees, error, isValidating, retry } = useCategoryTrees();
  const { t } = services.i18n;
  // A category named in the query (`?slug=obst`) is the shell's to redirect, on every route (doc 2 §2).
  if (slug !== '') return <CategoryPage slug={slug} query={route?.query} services={services} categories={{ trees, error, isValidating, retry }} />;

  if (trees === undefined) {
    if (error !== undefined && !isValidating) return <TreeError error={error} retry={retry} services={services} />;
    return <p role="status">{t('common.loading')}</p>;
  }

  return (
    <section aria-labelledby="catalogue-heading" className={styles.page}>
      <h1 id="catalogue-heading">{t('catalogue.headline')}</h1>
      <CategoryLinks categories={trees} label={t('catalogue.categories')} />
    </section>
  );
}

function TreeError({ error, retry, services }: { error: unknown; retry: () => void; services: MountProps['services'] }) {
  const { t } = services.i18n;
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

interface TreesState {
  readonly trees: CategoryNode[] | undefined;
  readonly error: unknown;
  readonly isValidating: boolean;
  readonly retry: () => void;
}

function CategoryPage({
  slug,
  query,
  services,
  categories,
}: {
  slug: string;
  query: URLSearchParams | undefined;
  services: MountProps['services'];
  categories: TreesState;
}) {
  const { t } = services.i18n;
  const { showError } = services.navigation;
  const queryKey = query?.toString() ?? '';
  const listing = useMemo(() => listingFromQuery(new URLSearchParams(queryKey)), [queryKey]);
  const products = useCategoryProducts(slug, listing);
  const { trees } = categories;
  const path = trees ? categoryPath(trees, slug) : undefined;
  const category = path?.at(-1);
  const productsMissing = isApiError(products.error) && products.error.status === 404;
  const missing = (trees !== undefined && category === undefined) || productsMissing;

  // An unknown category is a page that does not exist: the shell's 404 page (doc 1 §2, §8).
  useEffect(() => {
    if (missing) showError?.({ status: 404 });
  }, [missing, showError]);

  const basePath = services.navigation.href({ name: 'products-slug', params: { slug } });
  usePageHead(
    category && {
      title: t('catalogue.listing.title', { name: category.name, brand: services.config.tenant.themeConfig.brandName }),
      description: t('catalogue.listing.description', { name: category.name }),
      // Sorted, filtered and later pages are views of the same category.
      ...(basePath ? { canonical: new URL(basePath, window.location.origin).href } : {}),
    },
  );

  if (missing) {
    // The shell's error page takes the page's place; a shell without showError leaves it to the remote.
    if (showError) return null;
    return (
      <section aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading">{t('catalogue.notFound.headline')}</h1>
        <p>{t('catalogue.notFound.text', { slug })}</p>
        <RouteLink to={{ name: 'products-slug' }}>{t('catalogue.allCategories')}</RouteLink>
      </section>
    );
  }
  if (trees === undefined && categories.error !== undefined && !categories.isValidating) {
    return <TreeError error={categories.error} retry={categories.retry} services={services} />;
  }

  return (
    <ShopStateProvider>
      <ListTrackingProvider list={`category:${slug}`}>
        <section aria-labelledby="catalogue-heading" className={styles.page}>
          {path ? <Breadcrumbs path={path} /> : <Skeleton shape="text" width="16rem" height="1rem" />}
          {category ? (
            <h1 id="catalogue-heading" className={styles.heading}>
              {category.name}
            </h1>
          ) : (
            <h1 id="catalogue-heading" className={styles.heading} aria-busy="true">
              <Skeleton shape="text" width="12rem" height="2rem" />
            </h1>
          )}
          {/* Until the category tree is read, the row of subcategory chips keeps its place (a chip's 2.75 rem with
              its border, and the row's 0.25 rem below), so the listing does not move down when the chips arrive. */}
          {category ? <SubcategoryChips category={category} /> : <Skeleton width="100%" height="calc(2.75rem + 6px)" />}
          <CategoryListing basePath={basePath ?? ''} list={`category:${slug}`} name={category?.name} listing={listing} products={products} />
        </section>
      </ListTrackingProvider>
    </ShopStateProvider>
  );
}

function CategoryLinks({ categories, label }: { categories: readonly CategoryNode[]; label: string }) {
  return (
    <ul aria-label={label} className={categoryStyles.tiles}>
      {categories.map((category) => (
        <li key={category.slug}>
          <RouteLink className={categoryStyles.categoryTile} to={{ name: 'products-slug', params: { slug: category.slug } }}>
            {category.name}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}
