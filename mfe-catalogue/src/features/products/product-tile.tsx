import { useRef } from 'react';
import type { Product } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { useShopState } from '../shop-state/shop-state';
import { useTileTracking } from '../tracking/product-tracking';
import { rememberListingPosition } from '../listing/listing-position';
import { AddToCart } from './add-to-cart';
import { FavoriteButton } from './favorite-button';
import { ProductBadges, ProductSaleInfo } from './product-badges';
import { ProductPrice } from './product-price';
import * as styles from './product-tile.module.css';

/** The pictures the backend draws are square; the tile reserves their box so nothing moves when one arrives. */
export const TILE_IMAGE_SIZE = 240;

export interface ProductTileProps {
  readonly product: Product;
  /** Position in its list, 1-based, for tracking. */
  readonly position: number;
  /** For cart-checkout's tracking of where the add came from. */
  readonly source: string;
}

/** The product page of a product: its slug and sku (doc 1 §2 product-slug /:slug/:sku?). */
export const productTarget = (product: Pick<Product, 'slug' | 'sku'>) =>
  ({ name: 'product-slug', params: { slug: product.slug, sku: product.sku } }) as const;

/**
 * One product of a list: picture, brand, name (a link to its page), labels,
 * every part of the price, availability, the quantity stepper with the add
 * button, and the favorite heart.
 */
export function ProductTile({ product, position, source }: ProductTileProps) {
  const { i18n } = useServices();
  const { loyaltyMember } = useShopState();
  const tile = useRef<HTMLElement>(null);
  const clicked = useTileTracking(tile, product, position);
  const unavailable = product.availability === 'temporarilyUnavailable' || product.availability === 'unavailable';
  const follow = () => {
    clicked();
    rememberListingPosition();
  };

  return (
    <article ref={tile} className={styles.tile} aria-labelledby={`tile-${product.sku}`} data-sku={product.sku}>
      <div className={styles.media}>
        <RouteLink to={productTarget(product)} tabIndex={-1} aria-hidden="true" prefetch={false} onClick={follow}>
          {product.imageUrl ? (
            <img
              className={styles.image}
              src={product.imageUrl}
              alt=""
              width={TILE_IMAGE_SIZE}
              height={TILE_IMAGE_SIZE}
              loading={position <= 4 ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className={styles.noImage} />
          )}
        </RouteLink>
        <FavoriteButton product={product} className={styles.heart} />
        <ProductBadges product={product} />
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <h3 className={styles.name} id={`tile-${product.sku}`}>
          <RouteLink to={productTarget(product)} onClick={follow} prefetch={position <= 4}>
            {product.name}
          </RouteLink>
        </h3>
        <ProductSaleInfo product={product} />
        <div className={styles.priceArea}>
          <ProductPrice product={product} loyaltyMember={loyaltyMember} />
        </div>
        {unavailable && product.availability === 'temporarilyUnavailable' && (
          <p className={styles.availability}>{i18n.t('catalogue.availability.temporarilyUnavailableNote')}</p>
        )}
        <div className={styles.actions}>
          <AddToCart product={product} source={source} />
        </div>
      </div>
    </article>
  );
}

/** A tile of the final size while the products load: picture, brand, name, price, button. */
export function ProductTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton width="100%" height="100%" className={styles.image} />
      </div>
      <div className={styles.body}>
        <Skeleton shape="text" width="40%" height="0.875rem" />
        <Skeleton shape="text" lines={2} width="100%" height="1rem" />
        <div className={styles.priceArea}>
          <Skeleton shape="text" width="50%" height="1.5rem" />
        </div>
        <div className={styles.actions}>
          <Skeleton width="100%" height="2.75rem" />
        </div>
      </div>
    </div>
  );
}
