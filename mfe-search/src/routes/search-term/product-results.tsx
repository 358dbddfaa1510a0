import { useMemo } from 'react';
import type { SearchHit } from '@storefront/shared/search';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Price, Skeleton } from '@storefront/shared/platform/ui';
import { FragmentSlot } from '@storefront/shared/platform/ui';
import type { SearchInsights } from '../../features/insights/search-insights';
import { categoryLink, externalShopOf, productLink } from '../../features/shop-links/shop-links';
import { ResultAnchor } from './result-link';
import * as styles from './search-term-page.module.css';

type Product = SearchHit<'products'>;

export interface ProductResultsProps {
  readonly products: readonly Product[];
  /** The position of the first product in all results (1-based), for the insight events. */
  readonly firstPosition: number;
  readonly insights: SearchInsights;
}

/**
 * The products tab's tiles. Product tiles belong to the catalogue remote: its
 * `product-list` fragment shows them (props: the products and `source:
 * 'search'`). While catalogue is missing, down, or does not offer the fragment
 * yet, this remote's own plain list shows, so search keeps working.
 */
export function ProductResults({ products, firstPosition, insights }: ProductResultsProps) {
  const props = useMemo(() => ({ products, source: 'search' }), [products]);
  return (
    <FragmentSlot
      name="product-list"
      props={props}
      fallback={<ProductFallbackList products={products} firstPosition={firstPosition} insights={insights} />}
      pending={<Skeleton shape="text" lines={Math.min(products.length, 6)} width="100%" height="1.5rem" />}
    />
  );
}

/**
 * The plain, accessible list: name (a link to the product), price, category and
 * an add button that asks cart-checkout to add the product
 * (`cart:add-item-requested`). cart-checkout tells the shopper the outcome (its
 * notification, the one feedback of an add on every page).
 */
export function ProductFallbackList({ products, firstPosition, insights }: ProductResultsProps) {
  const { i18n, navigation, events, config } = useServices();
  const { t } = i18n;
  const shop = externalShopOf(config.tenant.clientRuntimeConfig);

  return (
    <ul className={styles.products} aria-label={t('search.results.products')}>
      {products.map((product, index) => {
        const category = product.parentCategories.at(-1);
        return (
          <li key={product.sku} className={styles.product}>
            <ResultAnchor
              link={productLink(navigation, shop, product)}
              className={styles.productName}
              onFollow={() => insights.clicked('products', product.sku, firstPosition + index)}
            >
              {product.name}
            </ResultAnchor>
            <Price cents={product.price.regular.value} loyaltyCents={product.price.loyalty?.value} />
            {category && product.category && (
              <ResultAnchor link={categoryLink(navigation, shop, product.category)} className={styles.category}>
                {t('search.results.category', { category })}
              </ResultAnchor>
            )}
            <Button
              variant="secondary"
              aria-label={t('search.results.addToCartLabel', { name: product.name })}
              onClick={() =>
                events.publish('cart:add-item-requested', {
                  sku: product.sku,
                  quantity: product.quantityStepSize,
                  source: 'search',
                })
              }
            >
              {t('search.results.addToCart')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
