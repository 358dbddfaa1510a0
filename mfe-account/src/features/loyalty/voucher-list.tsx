import type { Voucher } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './vouchers.module.css';

/** A voucher as the shop sends it: doc 2's fields, and the content system's title and text beside them. */
type ShownVoucher = Voucher & {
  readonly title?: unknown;
  readonly description?: unknown;
  readonly validFrom?: string | undefined;
  readonly validUntil?: string | undefined;
  readonly coins?: number | undefined;
  readonly barcodeImage?: string | undefined;
};

function shownDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** Only an image of this shop or https: a barcode URL from elsewhere is not loaded. */
function safeImage(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') && !url.startsWith('//') ? url : /^https:\/\//.test(url) ? url : undefined;
}

/**
 * Vouchers as cards: title and text, validity (validFrom to validUntil), the
 * club coins a personal voucher costs, and the barcode shown at the till
 * (doc 2 §3 personal voucher).
 */
export function VoucherList({ vouchers, label }: { vouchers: readonly ShownVoucher[]; label: string }) {
  const { t } = useServices().i18n;
  return (
    <ul className={styles.list} aria-label={label}>
      {vouchers.map((voucher) => {
        const title = typeof voucher.title === 'string' ? voucher.title : voucher.articleId;
        const barcode = safeImage(voucher.barcodeImage);
        return (
          <li key={voucher.articleId} className={styles.voucher} aria-label={title}>
            <h3 className={styles.title}>{title}</h3>
            {typeof voucher.description === 'string' && <p className={styles.text}>{voucher.description}</p>}
            <div className={styles.meta}>
              {voucher.validFrom && voucher.validUntil ? (
                <span>{t('account.vouchers.validFromUntil', { from: shownDate(voucher.validFrom), until: shownDate(voucher.validUntil) })}</span>
              ) : (
                voucher.validUntil && <span>{t('account.vouchers.validUntil', { until: shownDate(voucher.validUntil) })}</span>
              )}
              {voucher.coins !== undefined && (
                <span>{voucher.coins === 0 ? t('account.vouchers.gift') : t('account.vouchers.coins', { count: voucher.coins })}</span>
              )}
            </div>
            {barcode && <img className={styles.barcode} src={barcode} alt={t('account.vouchers.barcode', { code: voucher.articleId })} loading="lazy" />}
          </li>
        );
      })}
    </ul>
  );
}
