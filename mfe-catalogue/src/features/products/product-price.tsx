import type { Product } from '@storefront/shared/catalogue';
import { unitPriceOf } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { cx } from '../class-names';
import * as styles from './product-price.module.css';

export interface ProductPriceProps {
  readonly product: Product;
  /** The shopper is a loyalty member: the loyalty price is theirs, the regular one shown struck through. */
  readonly loyaltyMember: boolean;
  /** The product page shows a larger price. */
  readonly size?: 'tile' | 'page';
}

/**
 * Every part of a product's price as a price label reads (doc 2 §3: price
 * regular, loyalty, depositPrice; doc 2 §9 cents):
 * - the price (per kg for an article sold by weight);
 * - the loyalty price: a member's own price, or for everyone else a teaser
 *   naming it as the club's price;
 * - the deposit (Pfand) apart, never added into the price;
 * - the price per kg or litre, from the price the shopper pays.
 */
export function ProductPrice({ product, loyaltyMember, size = 'tile' }: ProductPriceProps) {
  const { i18n, config } = useServices();
  const { t, formatPrice } = i18n;
  const regular = product.price.regular.value;
  // The club's price only in a shop with the club (featureJoe): without it there is no card to get it with.
  const loyalty = config.isEnabled('featureJoe') ? product.price.loyalty?.value : undefined;
  const hasLoyalty = loyalty !== undefined && loyalty < regular;
  const pays = loyaltyMember && hasLoyalty ? loyalty : regular;
  const unit = unitPriceOf(product, pays);
  const deposit = product.price.depositPrice?.value;
  const perKg = product.weightArticle ? ` ${t('catalogue.price.perKg')}` : '';

  return (
    <div className={cx(styles.price, size === 'page' && styles.page)}>
      {loyaltyMember && hasLoyalty ? (
        <p className={styles.main}>
          <span className={styles.loyaltyLabel}>{t('catalogue.price.yourLoyaltyPrice')}</span>{' '}
          <strong className={cx(styles.amount, styles.loyaltyAmount)}>
            {formatPrice(loyalty)}
            {perKg}
          </strong>{' '}
          <s className={styles.struck}>
            <span className={styles.hidden}>{t('catalogue.price.regular')} </span>
            {formatPrice(regular)}
          </s>
        </p>
      ) : (
        <>
          <p className={styles.main}>
            <strong className={styles.amount}>
              {formatPrice(regular)}
              {perKg}
            </strong>
          </p>
          {hasLoyalty && (
            <p className={styles.teaser}>
              <span className={styles.badge}>{t('catalogue.price.loyaltyBadge')}</span>{' '}
              {t('catalogue.price.loyaltyTeaser', { price: formatPrice(loyalty) })}
            </p>
          )}
        </>
      )}
      {deposit !== undefined && deposit > 0 && (
        <p className={styles.detail}>{t('catalogue.price.deposit', { price: formatPrice(deposit) })}</p>
      )}
      {unit && !product.weightArticle && (
        <p className={styles.detail}>
          {t(unit.base === 'kg' ? 'catalogue.price.unitPerKg' : 'catalogue.price.unitPerLitre', { price: formatPrice(unit.cents) })}
        </p>
      )}
    </div>
  );
}
