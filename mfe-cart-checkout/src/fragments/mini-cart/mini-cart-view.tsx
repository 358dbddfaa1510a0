import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from './mini-cart.module.css';

/** The count and total the mini-cart last showed in this tab (sessionStorage), painted before the cart is asked for. */
export interface CartSummary {
  readonly count: number;
  readonly total: number;
}

const SUMMARY_KEY = 'mini-cart-summary';

export function readCartSummary(): CartSummary {
  try {
    const { count, total } = JSON.parse(sessionStorage.getItem(SUMMARY_KEY) ?? '{}') as Partial<CartSummary>;
    if (Number.isSafeInteger(count) && Number.isSafeInteger(total)) return { count: count!, total: total! };
  } catch {
    // No storage, or an entry that is not ours: nothing to show yet.
  }
  return { count: 0, total: 0 };
}

export function writeCartSummary(summary: CartSummary): void {
  try {
    sessionStorage.setItem(SUMMARY_KEY, JSON.stringify(summary));
  } catch {
    // Full or switched off: the next page paints 0 until its cart arrives.
  }
}

/** The header's cart link (its name carries the count and the total, its badge the count) and the button opening the slide-in. */
export function MiniCartView({ count, total, open, onOpen }: CartSummary & { readonly open: boolean; readonly onOpen: () => void }) {
  const { i18n } = useServices();
  const { t } = i18n;
  const formattedTotal = i18n.formatPrice(total);
  return (
    <span className={styles.mini}>
      <RouteLink
        to={{ name: 'cart' }}
        className={styles.cartLink}
        aria-label={t('cart.mini.link', { count, total: formattedTotal })}
        data-count={count}
        data-testid="mini-cart"
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 19.5a1.5 1.5 0 1 0 0 .01M17 19.5a1.5 1.5 0 1 0 0 .01"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>{t('cart.mini.label')}</span>
      </RouteLink>
      {/* Beside it, the total and the button that opens the slide-in. */}
      <button type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={open} aria-label={t('cart.mini.open')} onClick={onOpen}>
        <span className={styles.total} aria-hidden="true" data-testid="mini-cart-total">
          {formattedTotal}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
    </span>
  );
}
