import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import type { CheckoutBlock } from '../cart-page/cart-rules';
import { blockText } from '../order-limits/block-text';
import * as styles from './checkout.module.css';

/**
 * What checkout shows instead of its steps while the cart breaks an order limit (below the minimum
 * order value, above the maximum value or weight, doc 2 §4, §9): each limit in the cart page's words and
 * the way back to the cart, where the shopper changes what is in it. No step is offered, so nothing
 * leads to "Zahlungspflichtig bestellen" for an order the backend would refuse.
 */
export function OrderLimitNotice({ blocks }: { blocks: readonly CheckoutBlock[] }) {
  const { i18n } = useServices();
  return (
    <div role="alert" className={styles.alert} data-testid="checkout-order-limits">
      {blocks.map((block) => (
        <p key={block.messageKey}>{blockText(block, i18n)}</p>
      ))}
      <p className={styles.backToCart}>
        <RouteLink to={{ name: 'cart' }}>{i18n.t('checkout.backToCart')}</RouteLink>
      </p>
    </div>
  );
}
