import { useState } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { CartContent } from '../../features/cart-page/cart-content';
import * as styles from '../../features/cart-page/cart-page.module.css';
import { failureText } from '../../features/cart-page/failure-text';
import { useCartSession } from '../../features/cart-session/use-cart-session';

/** The cart page (doc 1 §2 cart, doc 2 §3–§5, §8): the lines, the prices, the codes, the limits, and the way to checkout. */
export function CartPage({ services, route }: MountProps) {
  const { session, state } = useCartSession();
  const { t } = services.i18n;
  const { cart, loadError } = state;
  // Held here, not with the lines: a change that fails may leave the cart empty (a lowered last line that could
  // not go back in), and the shopper is still told why the article is gone.
  const [changeError, setChangeError] = useState<string | undefined>(undefined);
  const run = async (action: () => Promise<void>) => {
    setChangeError(undefined);
    try {
      await action();
    } catch (failure) {
      setChangeError(failureText(failure, t));
    }
  };

  return (
    <section aria-labelledby="cart-heading" className={styles.page}>
      <div className={styles.header}>
        <h1 id="cart-heading">{t('cart.headline')}</h1>
        {cart !== undefined && (
          <p role="status" className={styles.count} data-testid="cart-line-count">
            {t('cart.lineCount', { count: cart?.lineItemCount ?? 0 })}
          </p>
        )}
      </div>
      {changeError && cart !== undefined && (
        <p role="alert" className={styles.error}>
          {changeError}
        </p>
      )}
      {cart !== undefined ? (
        cart === null || (cart.productLineItems.length === 0 && cart.unavailableLineItems.length === 0 && !cart.deliveryPassLineItem) ? (
          <div className={styles.panel}>
            <p>{t('cart.empty')}</p>
            <RouteLink to={{ name: 'index' }}>{t('cart.continueShopping')}</RouteLink>
          </div>
        ) : (
          <CartContent cart={cart} session={session} forwardToCheckout={route?.query.get('forwardToCheckout') === 'true'} run={run} />
        )
      ) : loadError !== undefined ? (
        <div role="alert" className={styles.panel}>
          {/* A network failure or a bad gateway means "Backend or internet is not available" (doc 1 §8). */}
          <p>{t(isApiError(loadError) && loadError.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.error.generic')}</p>
          <Button variant="secondary" onClick={() => void session.load().catch(() => undefined)}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : (
        // The space the cart will take, so nothing jumps when it arrives.
        <div aria-busy="true">
          <p role="status" className={styles.count}>
            {t('common.loading')}
          </p>
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} width="100%" height="5.5rem" className={styles.skeletonLine} />
          ))}
        </div>
      )}
      <CartDialogHost />
    </section>
  );
}
