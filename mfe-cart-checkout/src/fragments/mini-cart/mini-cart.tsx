import { lazy, Suspense, useEffect, useState } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { RouteLink } from '@storefront/shared/platform/ui';
import { registerAddToCartHandler } from '../../features/add-to-cart/add-to-cart-handler';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { useCartSession } from '../../features/cart-session/use-cart-session';
import type { CartSession } from '../../features/cart-session/cart-session';
import * as styles from './mini-cart.module.css';

const MiniCartPanel = lazy(() => import(/* webpackChunkName: "mini-cart-panel" */ './mini-cart-panel').then((m) => ({ default: m.MiniCartPanel })));

/** One add-to-cart listener per cart session, however many parts of the remote start it. */
const handlers = new WeakMap<CartSession, { release: () => void; users: number }>();

function useAddToCartHandler(services: MountProps['services'], session: CartSession): void {
  useEffect(() => {
    let entry = handlers.get(session);
    if (!entry) {
      entry = { release: registerAddToCartHandler(services, session), users: 0 };
      handlers.set(session, entry);
    }
    entry.users += 1;
    const held = entry;
    return () => {
      held.users -= 1;
      if (held.users === 0) {
        held.release();
        handlers.delete(session);
      }
    };
  }, [services, session]);
}

/**
 * The mini-cart in the shell's header (fragment `mini-cart`): the line count
 * and total, live from the cart session (which follows `cart:updated` of this
 * page and the other tabs), opening a slide-in with the lines and the links to
 * the cart and to checkout. Mounted on every page, it is also where the
 * cart-checkout remote starts listening to `cart:add-item-requested` and shows
 * the cart's dialogs (service selection, merge).
 */
export function MiniCart({ services }: MountProps) {
  const { session, state } = useCartSession();
  const { t } = services.i18n;
  const [open, setOpen] = useState(false);
  useAddToCartHandler(services, session);

  const cart = state.cart;
  const count = cart?.lineItemCount ?? 0;
  const total = cart?.priceInfo.total ?? 0;
  const close = () => setOpen(false);
  const formattedTotal = services.i18n.formatPrice(total);

  return (
    <>
      <span className={styles.mini}>
        {/* The cart link the header always had; its name carries the count and the total, its badge the count. */}
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
        <button type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={open} aria-label={t('cart.mini.open')} onClick={() => setOpen(true)}>
          <span className={styles.total} aria-hidden="true" data-testid="mini-cart-total">
            {formattedTotal}
          </span>
          <span aria-hidden="true">▾</span>
        </button>
      </span>
      {/* The slide-in is its own chunk: most visits never open it. */}
      {open && cart && (
        <Suspense fallback={null}>
          <MiniCartPanel cart={cart} onClose={close} />
        </Suspense>
      )}
      <CartDialogHost />
    </>
  );
}
