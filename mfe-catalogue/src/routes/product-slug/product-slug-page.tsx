import { useEffect, type ReactNode } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { netQuantityOf, productKeyOf, unitPriceOf, type Product } from '@storefront/shared/catalogue';
import { Button, Skeleton } from '@storefront/shared/platform/ui';
import { useServices } from '@storefront/shared/platform/parcel';
import { Breadcrumbs } from '../../features/categories/breadcrumbs';
import { categoryPathByNames } from '../../features/categories/find-category';
import { useCategoryTrees } from '../../features/categories/use-category-trees';
import { usePageHead } from '../../features/head/use-page-head';
import { ProductGallery } from '../../features/product-page/product-gallery';
import { productJsonLd } from '../../features/product-page/product-json-ld';
import { useProduct, useSimilarProducts } from '../../features/product-page/use-product';
import { AddToCart } from '../../features/products/add-to-cart';
import { FavoriteButton } from '../../features/products/favorite-button';
import { ProductBadges, ProductSaleInfo } from '../../features/products/product-badges';
import { ProductGrid } from '../../features/products/product-grid';
import { ProductPrice } from '../../features/products/product-price';
import { productTarget } from '../../features/products/product-tile';
import { ShopStateProvider, useShopState } from '../../features/shop-state/shop-state';
import { ListTrackingProvider } from '../../features/tracking/product-tracking';
import * as styles from '../../features/product-page/product-page.module.css';

/**
 * The product page (doc 1 §2 product-slug /:slug/:sku?): breadcrumbs, the
 * pictures, every part of the price, availability, the quantity input with
 * the product's step and maximum and the add button, the favorite heart, the
 * product's facts, and similar products as deferred data. It sets the title,
 * meta description, canonical URL and JSON-LD Product with its Offer. An
 * unknown sku or slug is the shell's 404 page.
 */
export function ProductSlugPage({ route, services }: MountProps) {
  const { t } = services.i18n;
  const { product, error, isValidating, retry } = useProduct(productKeyOf(route?.params ?? {}));
  const { showError } = services.navigation;
  const missing = isApiError(error) && error.status === 404;

  // An unknown product is a page that does not exist: the shell's 404 page (doc 1 §2, §8).
  useEffect(() => {
    if (missing) showError?.({ status: 404 });
  }, [missing, showError]);

  if (missing) {
    if (showError) return null;
    return (
      <section>
        <h1>{t('catalogue.product.notFound')}</h1>
      </section>
    );
  }
  if (!product) {
    if (error !== undefined && !isValidating) {
      return (
        <section role="alert" className={styles.problem}>
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'catalogue.error.unavailable' : 'catalogue.error.generic')}</p>
          <Button onClick={retry}>{t('catalogue.retry')}</Button>
        </section>
      );
    }
    return <ProductPageSkeleton />;
  }
  return (
    <ShopStateProvider>
      <ProductView product={product} />
    </ShopStateProvider>
  );
}

function ProductView({ product }: { product: Product }) {
  const { i18n, navigation, config } = useServices();
  const { t } = i18n;
  const { loyaltyMember } = useShopState();
  const { trees } = useCategoryTrees();
  const similar = useSimilarProducts(product.slug);
  const path = trees ? categoryPathByNames(trees, product.parentCategories) : [];
  const href = navigation.href(productTarget(product));
  const pageUrl = href ? new URL(href, window.location.origin).href : window.location.href;
  const brandName = config.tenant.themeConfig.brandName;

  usePageHead({
    title: t('catalogue.product.title', { name: product.name, brand: brandName }),
    description: t('catalogue.product.description', {
      name: product.name,
      price: i18n.formatPrice(product.price.regular.value),
      maker: product.brand?.name ?? brandName,
    }),
    canonical: pageUrl,
    jsonLd: productJsonLd(product, pageUrl),
  });

  const availability = product.availability ?? 'available';
  const quantity = netQuantityOf(product);
  const unit = unitPriceOf(product, product.price.regular.value);
  const facts: Array<[string, ReactNode]> = [
    [t('catalogue.product.facts.articleNumber'), product.productId ?? product.sku],
    ...(product.brand ? ([[t('catalogue.product.facts.brand'), product.brand.name]] as Array<[string, ReactNode]>) : []),
    ...(quantity
      ? ([[t('catalogue.product.facts.content'), `${i18n.formatNumber(quantity.amount)} ${quantity.base}`]] as Array<[string, ReactNode]>)
      : []),
    ...(product.bundleInfo ? ([[t('catalogue.product.facts.bundle'), product.bundleInfo]] as Array<[string, ReactNode]>) : []),
    ...(unit && !product.weightArticle
      ? ([[t('catalogue.product.facts.unitPrice'), `${i18n.formatPrice(unit.cents)} / ${unit.base}`]] as Array<[string, ReactNode]>)
      : []),
    ...(product.price.depositPrice
      ? ([[t('catalogue.product.facts.deposit'), i18n.formatPrice(product.price.depositPrice.value)]] as Array<[string, ReactNode]>)
      : []),
    [t('catalogue.product.facts.maxQuantity'), t('catalogue.product.facts.maxQuantityValue', { max: product.maxQuantity })],
    ...(product.quantityStepSize > 1
      ? ([[t('catalogue.product.facts.step'), t('catalogue.product.facts.stepValue', { step: product.quantityStepSize })]] as Array<[string, ReactNode]>)
      : []),
    ...(path.length > 0 ? ([[t('catalogue.product.facts.category'), path.map((node) => node.name).join(' › ')]] as Array<[string, ReactNode]>) : []),
  ];

  return (
    <article className={styles.page} aria-labelledby="product-heading">
      <Breadcrumbs path={path} current={product.name} />
      <div className={styles.main}>
        <div className={styles.media}>
          <ProductGallery images={product.imageUrl ? [product.imageUrl] : []} name={product.name} />
          <div className={styles.badges}>
            <ProductBadges product={product} />
          </div>
        </div>
        <div className={styles.buy}>
          {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
          <div className={styles.titleRow}>
            <h1 id="product-heading">{product.name}</h1>
            <FavoriteButton product={product} />
          </div>
          <ProductSaleInfo product={product} />
          <ProductPrice product={product} loyaltyMember={loyaltyMember} size="page" />
          <p className={styles[`availability-${availability}`]}>{t(`catalogue.availability.${availability}`)}</p>
          {availability === 'ageRestricted' && <p className={styles.notice}>{t('catalogue.availability.ageNotice')}</p>}
          {availability === 'temporarilyUnavailable' && <p className={styles.notice}>{t('catalogue.availability.temporarilyUnavailableNote')}</p>}
          <AddToCart product={product} source="product" />
        </div>
      </div>
      <section className={styles.facts} aria-labelledby="product-facts">
        <h2 id="product-facts">{t('catalogue.product.facts.title')}</h2>
        <dl>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {similar.length > 0 && (
        <section className={styles.similar} aria-labelledby="product-similar">
          <h2 id="product-similar">{t('catalogue.product.similar')}</h2>
          <ListTrackingProvider list={`similar:${product.sku}`}>
            <ProductGrid products={similar.slice(0, 10)} label={t('catalogue.product.similar')} source="similar" />
          </ListTrackingProvider>
        </section>
      )}
    </article>
  );
}

/** The page's shape while the product loads: picture, name and price boxes of their final size. */
function ProductPageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton shape="text" width="16rem" height="1.25rem" />
      <div className={styles.main}>
        <div className={styles.media}>
          <Skeleton width="100%" height="auto" className={styles.stageSkeleton} />
        </div>
        <div className={styles.buy}>
          <Skeleton shape="text" width="30%" height="1rem" />
          <Skeleton shape="text" lines={2} width="100%" height="2rem" />
          <Skeleton shape="text" width="40%" height="2.25rem" />
          <Skeleton width="100%" height="2.75rem" />
        </div>
      </div>
    </div>
  );
}
