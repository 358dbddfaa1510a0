import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { voucherNote } from './cart-rules';
import * as styles from './cart-page.module.css';

/** The lines that are no products: a delivery pass bought with the cart and the vouchers, each removable. */
export function ExtraLines({ cart, onRemove }: { cart: Cart; onRemove: (lineItemId: string) => void }) {
  const { i18n } = useServices();
  const { t } = i18n;
  const pass = cart.deliveryPassLineItem;
  if (cart.voucherLineItems.length === 0 && !pass) return null;
  return (
    <section aria-labelledby="cart-extras">
      <h2 id="cart-extras" className={styles.groupHeading}>
        {t('cart.extras.headline')}
      </h2>
      <ul className={styles.lines}>
        {pass && (
          <li className={styles.line}>
            <span className={styles.check} />
            <span className={styles.image} />
            <div className={styles.info}>
              <p className={styles.name}>{pass.name}</p>
              <p className={styles.meta}>{t('cart.extras.deliveryPass')}</p>
            </div>
            <div className={styles.controls}>
              <span className={styles.linePrice}>{i18n.formatPrice(pass.price)}</span>
              <Button variant="link" onClick={() => onRemove(pass.lineItemId)}>
                {t('cart.line.remove')}
                <span className="sf-visually-hidden"> {pass.name}</span>
              </Button>
            </div>
          </li>
        )}
        {cart.voucherLineItems.map((voucher) => (
          <li key={voucher.lineItemId} className={styles.line}>
            <span className={styles.check} />
            <span className={styles.image} />
            <div className={styles.info}>
              <p className={styles.name}>{voucher.title ?? voucher.articleId}</p>
              <p className={styles.meta}>{voucherNote(voucher, cart.priceInfo.orderValue ?? 0, i18n)}</p>
            </div>
            <div className={styles.controls}>
              {!!voucher.discount && <span className={styles.linePrice}>−{i18n.formatPrice(voucher.discount)}</span>}
              <Button variant="link" onClick={() => onRemove(voucher.lineItemId)}>
                {t('cart.line.remove')}
                <span className="sf-visually-hidden"> {voucher.title ?? voucher.articleId}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
