import { useId } from 'react';
import { productPromotionFragmentPropsSchema, type Product } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { AddToCart } from '../../features/products/add-to-cart';
import { FavoriteButton } from '../../features/products/favorite-button';
import { ProductBadges, ProductSaleInfo } from '../../features/products/product-badges';
import { ProductPrice } from '../../features/products/product-price';
import { productTarget } from '../../features/products/product-tile';
import { useProductsBySku } from '../../features/products/use-products-by-sku';
import { ShopStateProvider, useShopState } from '../../features/shop-state/shop-state';
import { ListTrackingProvider } from '../../features/tracking/product-tracking';
import { useFragmentProps } from '../fragment-props';
import * as styles from '../fragments.module.css';

/** The promoted product's picture is drawn square; the box is reserved before it loads. */
const PROMOTION_IMAGE_SIZE = 320;

/**
 * The `product-promotion` fragment (content block "product promotion", doc 1
 * §2): one product shown large with the editor's badge, its price parts, the
 * add button and the heart. A product the shop no longer sells shows nothing.
 */
export function ProductPromotionFragment({ props, services }: MountProps) {
  const { t } = services.i18n;
  const parsed = useFragmentProps(productPromotionFragmentPropsSchema, props, 'product-promotion');
  const { products, error, isValidating, retry } = useProductsBySku(parsed ? [parsed.sku] : null);
  const headingId = useId();
  if (!parsed) return null;
  const product = products?.[0];
  if (products && !product) return null;

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      {parsed.headline && <h2 className={styles.headline}>{parsed.headline}</h2>}
      {product ? (
        <ShopStateProvider>
          <ListTrackingProvider list={`product-promotion:${parsed.blockId ?? parsed.sku}`}>
            <Promotion product={product} badge={parsed.badge} headingId={headingId} />
          </ListTrackingProvider>
        </ShopStateProvider>
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={styles.problem} id={headingId}>
          <p>{t('catalogue.fragment.failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.promotion} aria-busy="true" id={headingId}>
          <Skeleton width="100%" height="100%" className={styles.promotionImage} />
          <div className={styles.promotionBody}>
            <Skeleton shape="text" lines={2} width="100%" height="1.5rem" />
            <Skeleton shape="text" width="40%" height="2rem" />
            <Skeleton width="100%" height="2.75rem" />
          </div>
        </div>
      )}
    </section>
  );
}

function Promotion({ product, badge, headingId }: { product: Product; badge: string | undefined; headingId: string }) {
  const { loyaltyMember } = useShopState();
  return (
    <article className={styles.promotion}>
      <div className={styles.promotionMedia}>
        {product.imageUrl && (
          <img className={styles.promotionImage} src={product.imageUrl} alt="" width={PROMOTION_IMAGE_SIZE} height={PROMOTION_IMAGE_SIZE} />
        )}
        {badge && <span className={styles.badge}>{badge}</span>}
        <ProductBadges product={product} />
      </div>
      <div className={styles.promotionBody}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <div className={styles.titleRow}>
          <h3 id={headingId} className={styles.name}>
            <RouteLink to={productTarget(product)}>{product.name}</RouteLink>
          </h3>
          <FavoriteButton product={product} />
        </div>
        <ProductSaleInfo product={product} />
        <ProductPrice product={product} loyaltyMember={loyaltyMember} size="page" />
        <AddToCart product={product} source="product-promotion" />
      </div>
    </article>
  );
}
