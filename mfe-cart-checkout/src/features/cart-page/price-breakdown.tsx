import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './cart-page.module.css';

/** The price breakdown of priceInfo; a part the backend leaves out does not apply and is not shown. */
export function PriceBreakdown({ cart }: { cart: Cart }) {
  const { i18n } = useServices();
  const { t, formatPrice } = i18n;
  const info = cart.priceInfo;
  const rows: Array<{ key: string; value: number | undefined; negative?: boolean; className?: string }> = [
    { key: 'totalArticlePrice', value: info.totalArticlePrice ?? info.orderValue },
    { key: 'depositFees', value: info.depositFees || undefined },
    { key: 'discounts', value: info.discounts || undefined, negative: true, className: styles.saving },
    { key: 'serviceFees', value: info.serviceFees },
  ];
  const feeDiscounted = info.serviceFeesAfterDiscount !== undefined && info.serviceFees !== undefined && info.serviceFeesAfterDiscount !== info.serviceFees;
  if (feeDiscounted) rows.push({ key: 'serviceFeesAfterDiscount', value: info.serviceFeesAfterDiscount });
  rows.push({ key: 'totalSavings', value: info.totalSavings || info.savings || undefined, className: styles.saving });
  return (
    <div className={styles.panel}>
      <h2>{t('cart.summary')}</h2>
      <dl className={styles.rows}>
        {rows
          .filter((row) => row.value !== undefined)
          .map((row) => (
            <div key={row.key} className={`${styles.row} ${row.className ?? ''}`}>
              <dt>{t(`cart.price.${row.key}`)}</dt>
              <dd>
                {row.negative ? '−' : ''}
                {formatPrice(row.value ?? 0)}
              </dd>
            </div>
          ))}
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(info.total)}</dd>
        </div>
        {info.totalVat !== undefined && (
          <div className={styles.row}>
            <dt className={styles.meta}>{t('cart.price.totalVat')}</dt>
            <dd className={styles.meta}>{formatPrice(info.totalVat)}</dd>
          </div>
        )}
        {info.totalWithSurcharge !== undefined && info.totalWithSurcharge !== info.total && (
          <div className={styles.row}>
            <dt>{t('cart.price.totalWithSurcharge')}</dt>
            <dd>{formatPrice(info.totalWithSurcharge)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
