import type { Product } from '@storefront/shared/catalogue';
import { productTags } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './product-tile.module.css';

/** The labels of a product: organic, regional, and the age notice of an age-restricted one (doc 2 §4). */
export function ProductBadges({ product }: { product: Product }) {
  const { t } = useServices().i18n;
  const tags = productTags(product);
  const ageRestricted = product.availability === 'ageRestricted';
  if (tags.length === 0 && !ageRestricted) return null;
  return (
    <ul className={styles.badges} aria-label={t('catalogue.tile.labels')}>
      {tags.map((tag) => (
        <li key={tag} className={styles[`badge-${tag}`]}>
          {t(`catalogue.tag.${tag}`)}
        </li>
      ))}
      {ageRestricted && <li className={styles['badge-age']}>{t('catalogue.availability.ageRestricted')}</li>}
    </ul>
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
