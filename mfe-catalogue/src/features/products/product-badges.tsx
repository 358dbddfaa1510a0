import type { Product } from '@storefront/shared/catalogue';
import { productTags } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './product-tile.module.css';

/** The labels of a product: organic, regional, and the age notice of an age-restricted one. */
export function ProductBadges({ product }: { product: Product }) {
  const { t } = useServices().i18n;
  const tags = productTags(product);
  const ageRestricted = product.availability === 'ageRestricted';
  if (tags.length === 0 && !ageRestricted) return null;
  return (
    // Not a list: a tile is one item of its list, and its labels are words on it, not items of their own.
    <p className={styles.badges}>
      {tags.map((tag) => (
        <span key={tag} className={styles[`badge-${tag}`]}>
          {t(`catalogue.tag.${tag}`)}
        </span>
      ))}
      {ageRestricted && <span className={styles['badge-age']}>{t('catalogue.availability.ageRestricted')}</span>}
    </p>
  );
}

/** What the shelf label says about how the article is sold: bundle, sold by weight, priced by weight. */
export function ProductSaleInfo({ product }: { product: Product }) {
  const { t } = useServices().i18n;
  const parts: string[] = [];
  if (product.bundleInfo) parts.push(t('catalogue.tile.bundle', { info: product.bundleInfo, size: product.bundleSize ?? '' }));
  if (product.weightArticle) parts.push(t('catalogue.tile.weightArticle'));
  if (product.weightPieceArticle) parts.push(t('catalogue.tile.weightPieceArticle'));
  if (parts.length === 0) return null;
  return <p className={styles.saleInfo}>{parts.join(' · ')}</p>;
}
