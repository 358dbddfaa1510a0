import { useId, useMemo } from 'react';
import type { Cart, CartValidationError } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, RouteLink } from '@storefront/shared/platform/ui';
import { assessCart } from '../../features/cart-page/cart-rules';
import { BlockReasons } from '../../features/order-limits/block-reasons';
import { useOrderConfig } from '../../features/order-limits/use-order-config';
import * as styles from './mini-cart.module.css';

/**
 * The slide-in's "Zur Kasse": a link to checkout only where the cart page's would lead there too. While
 * the cart is below the minimum order value, above a maximum, or holds an error the cart page asks the
 * shopper to resolve, it is a disabled button with the cart page's reasons below it (doc 2 §4, §8, §9);
 * until the order limits are known it stays disabled, so no click slips past a limit.
 */
export function MiniCartCheckout({ cart, validationErrors, onClose }: { cart: Cart; validationErrors: readonly CartValidationError[]; onClose: () => void }) {
  const { t } = useServices().i18n;
  const reasonsId = useId();
  const { orderConfig, settled } = useOrderConfig();
  const { blocks } = useMemo(() => assessCart(cart, orderConfig, validationErrors), [cart, orderConfig, validationErrors]);
  if (settled && blocks.length === 0) {
    return (
      <RouteLink to={{ name: 'checkout' }} className={styles.link} onClick={onClose} prefetch={false}>
        {t('cart.checkout')}
      </RouteLink>
    );
  }
  const blocked = blocks.length > 0;
  return (
    <>
      <Button variant="secondary" disabled aria-busy={!settled || undefined} aria-describedby={blocked ? reasonsId : undefined}>
        {t('cart.checkout')}
      </Button>
      {blocked && <BlockReasons id={reasonsId} blocks={blocks} className={styles.reasons} />}
    </>
  );
}
