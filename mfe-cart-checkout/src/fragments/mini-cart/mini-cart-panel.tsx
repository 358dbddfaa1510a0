import type { Cart, CartValidationError } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Dialog, RouteLink } from '@storefront/shared/platform/ui';
import { MiniCartCheckout } from './mini-cart-checkout';
import * as styles from './mini-cart.module.css';

/** The mini-cart's slide-in: the lines with their prices, the total, the link to the cart and the way to checkout. */
export function MiniCartPanel({ cart, validationErrors, onClose }: { cart: Cart; validationErrors: readonly CartValidationError[]; onClose: () => void }) {
  const { i18n } = useServices();
  const { t } = i18n;
  const lines = cart.productLineItems;
  const formattedTotal = i18n.formatPrice(cart.priceInfo.total);
  return (
    <Dialog open onClose={onClose} title={t('cart.mini.title')} closeLabel={t('cart.mini.close')} className={styles.panel}>
      {lines.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <>
          <ul className={styles.lines} aria-label={t('cart.lines')}>
            {lines.map((line) => (
              <li key={line.lineItemId} className={styles.line}>
                {line.product.imageUrl ? <img className={styles.image} src={line.product.imageUrl} alt="" width={48} height={48} /> : <span />}
                <div>
                  <p className={styles.name}>{line.product.name}</p>
                  <p className={styles.meta}>{t('cart.line.quantity', { quantity: line.quantity })}</p>
                </div>
                {/* The line's price as the backend priced it (loyalty prices for members). */}
                <span className={styles.linePrice}>{i18n.formatPrice(line.totalPrice ?? line.product.price.regular.value * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.sum}>
            <span>{t('cart.total')}</span>
            <span data-testid="mini-cart-panel-total">{formattedTotal}</span>
          </p>
        </>
      )}
      <div className={styles.actions}>
        <RouteLink to={{ name: 'cart' }} className={`${styles.link} ${styles.primary}`} onClick={onClose}>
          {t('cart.mini.toCart')}
        </RouteLink>
        {lines.length > 0 && <MiniCartCheckout cart={cart} validationErrors={validationErrors} onClose={onClose} />}
      </div>
    </Dialog>
  );
}
