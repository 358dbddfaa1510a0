import type { Product } from '@storefront/shared/catalogue';
import { ProductTile, ProductTileSkeleton } from './product-tile';
import * as styles from './product-tile.module.css';

export interface ProductGridProps {
  readonly products: readonly Product[];
  /** The list's accessible name. */
  readonly label: string;
  readonly source: string;
  /** Position of the first product in the whole list (1-based), for tracking. */
  readonly firstPosition?: number;
}

/** Product tiles in a responsive grid: two columns on a phone, up to five on a wide screen. */
export function ProductGrid({ products, label, source, firstPosition = 1 }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku} className={styles.cell}>
          <ProductTile product={product} position={firstPosition + index} source={source} />
        </li>
      ))}
    </ul>
  );
}

/** The grid with `count` placeholder tiles of the final size. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.cell}>
          <ProductTileSkeleton />
        </div>
      ))}
    </div>
  );
}
