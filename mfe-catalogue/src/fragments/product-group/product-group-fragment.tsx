import { useId } from 'react';
import { productGroupFragmentPropsSchema } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button } from '@storefront/shared/platform/ui';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/product-grid';
import { useProductsBySku } from '../../features/products/use-products-by-sku';
import { ShopStateProvider } from '../../features/shop-state/shop-state';
import { ListTrackingProvider } from '../../features/tracking/product-tracking';
import { useFragmentProps } from '../fragment-props';
import * as styles from '../fragments.module.css';

/**
 * The `product-group` fragment (content block "product group", doc 1 §2): the
 * block's headline and the tiles of its skus in the editor's order. Skus the
 * shop no longer sells are left out; a group with none left shows nothing.
 * While loading, skeleton tiles hold the space; a failure says so in the
 * block with a retry, and the page around it stays.
 */
export function ProductGroupFragment({ props, services }: MountProps) {
  const { t } = services.i18n;
  const parsed = useFragmentProps(productGroupFragmentPropsSchema, props, 'product-group');
  const { products, error, isValidating, retry } = useProductsBySku(parsed?.skus ?? null);
  const headingId = useId();
  if (!parsed) return null;
  if (products && products.length === 0) return null;
  const label = parsed.headline ?? t('catalogue.fragment.productGroup');

  return (
    <section className={styles.block} aria-labelledby={parsed.headline ? headingId : undefined} aria-label={parsed.headline ? undefined : label}>
      {parsed.headline && (
        <h2 id={headingId} className={styles.headline}>
          {parsed.headline}
        </h2>
      )}
      {products ? (
        <ShopStateProvider>
          <ListTrackingProvider list={`product-group:${parsed.blockId ?? parsed.skus.join(',')}`}>
            <ProductGrid products={products} label={label} source="product-group" />
          </ListTrackingProvider>
        </ShopStateProvider>
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={styles.problem}>
          <p>{t('catalogue.fragment.failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : (
        <ProductGridSkeleton count={Math.min(parsed.skus.length, 4)} />
      )}
    </section>
  );
}
