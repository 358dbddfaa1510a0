import { amountMissingForFreeService, isFreeService, type Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import * as styles from './cart-page.module.css';

/** The free-service progress: how much of freeOfChargeThreshold the order value reaches. */
export function FreeServiceProgress({ cart }: { cart: Cart }) {
  const { i18n } = useServices();
  const { t } = i18n;
  // A delivery pass bought with the cart makes the service free too.
  const input = { orderValue: cart.priceInfo.orderValue, freeOfChargeThreshold: cart.freeOfChargeThreshold, deliveryPassActive: !!cart.deliveryPassLineItem };
  const free = isFreeService(input);
  const missing = amountMissingForFreeService(input);
  if (missing === undefined && !free) return null;
  return (
    <div className={styles.panel}>
      <p data-testid="cart-free-service" className={styles.meta}>
        {free ? t('cart.freeService.reached') : t('cart.freeService.missing', { amount: i18n.formatPrice(missing ?? 0) })}
      </p>
      <progress
        className={styles.progress}
        max={cart.freeOfChargeThreshold || 1}
        value={free ? cart.freeOfChargeThreshold || 1 : Math.min(cart.priceInfo.orderValue, cart.freeOfChargeThreshold)}
        aria-label={t('cart.freeService.progress')}
      />
    </div>
  );
}
