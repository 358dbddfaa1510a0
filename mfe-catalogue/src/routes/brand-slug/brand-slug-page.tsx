import { useEffect, useMemo } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { usePageHead } from '../../features/head/use-page-head';
import { CategoryListing } from '../../features/listing/category-listing';
import { listingFromQuery } from '../../features/listing/listing-url';
import { useBrandProducts } from '../../features/listing/use-category-products';
import { ShopStateProvider } from '../../features/shop-state/shop-state';
import { ListTrackingProvider } from '../../features/tracking/product-tracking';
import * as page from '../page.module.css';
import * as crumbs from '../../features/categories/categories.module.css';

/**
 * A brand's page (doc 1 §2 brand-slug): the way back to all brands, the
 * brand's name and its products, sorted, filtered and paged as the URL says,
 * like a category. An unknown brand is the shell's 404 page.
 */
export function BrandSlugPage({ route, services }: MountProps) {
  const slug = route?.params['slug'] ?? '';
  const { t } = services.i18n;
  const queryKey = route?.query.toString() ?? '';
  const listing = useMemo(() => listingFromQuery(new URLSearchParams(queryKey)), [queryKey]);
  const products = useBrandProducts(slug, listing);
  const brand = products.page?.brand;
  const { showError } = services.navigation;
  const missing = isApiError(products.error) && products.error.status === 404;
  useEffect(() => {
    if (missing) showError?.({ status: 404 });
  }, [missing, showError]);
  const basePath = services.navigation.href({ name: 'brand-slug', params: { slug } }) ?? '';
  usePageHead(
    brand && {
      title: t('catalogue.brands.pageTitle', { name: brand.name, brand: services.config.tenant.themeConfig.brandName }),
      description: t('catalogue.brands.pageDescription', { name: brand.name }),
      canonical: new URL(basePath, window.location.origin).href,
    },
  );

  if (missing) return showError ? null : <h1>{t('catalogue.brands.notFound')}</h1>;
  return (
    <ShopStateProvider>
      <ListTrackingProvider list={`brand:${slug}`}>
        <section className={page.page} aria-labelledby="brand-heading">
          <nav aria-label={t('catalogue.breadcrumbs')} className={crumbs.breadcrumbs}>
            <ol>
              <li>
                <RouteLink to={{ name: 'brands' }} prefetch={false}>
                  {t('catalogue.brands.headline')}
                </RouteLink>
              </li>
              <li>{brand ? <span aria-current="page">{brand.name}</span> : <Skeleton shape="text" width="8rem" height="1rem" />}</li>
            </ol>
          </nav>
          <h1 id="brand-heading">{brand ? brand.name : <Skeleton shape="text" width="12rem" height="2rem" />}</h1>
          <CategoryListing basePath={basePath} list={`brand:${slug}`} name={brand?.name} listing={listing} products={products} />
        </section>
      </ListTrackingProvider>
    </ShopStateProvider>
  );
}
