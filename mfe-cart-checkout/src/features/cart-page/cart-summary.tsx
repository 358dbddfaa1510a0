import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { blockText } from '../order-limits/block-text';
import { CheckoutButton } from './checkout-button';
import type { CartAssessment } from './cart-rules';
import * as styles from './cart-page.module.css';
import { FreeServiceProgress } from './free-service-progress';
import { PriceBreakdown } from './price-breakdown';
import { ValidationMessages } from './validation-messages';

interface CartSummaryProps {
  readonly cart: Cart;
  readonly assessment: Pick<CartAssessment, 'notifications' | 'blocks'>;
  /** The validation errors of no one place of the page (doc 2 §8), told above "Zur Kasse". */
  readonly generalMessages: readonly string[];
}

/** The summary beside the lines: the free-service progress, the prices, the order limits' notices and "Zur Kasse". */
export function CartSummary({ cart, assessment, generalMessages }: CartSummaryProps) {
  const { i18n } = useServices();
  return (
    <aside className={styles.page} aria-label={i18n.t('cart.summary')}>
      <FreeServiceProgress cart={cart} />
      <PriceBreakdown cart={cart} />
      <div className={styles.panel}>
        {assessment.notifications.map((notification) => (
          <p
            key={notification.kind}
            className={`${styles.notice} ${notification.kind.endsWith('exceeded') ? styles.warning : styles.success}`}
            data-testid="cart-order-limit"
          >
            {blockText({ messageKey: `cart.notification.${notification.kind}`, params: { ...notification, kind: 0 } }, i18n)}
          </p>
        ))}
        <ValidationMessages messages={generalMessages} />
        <CheckoutButton blocks={assessment.blocks} />
      </div>
    </aside>
  );
}
