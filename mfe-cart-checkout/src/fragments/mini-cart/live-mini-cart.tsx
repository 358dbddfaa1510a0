import { lazy, Suspense, useEffect } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { useCartSession } from '../../features/cart-session/use-cart-session';
import { writeCartSummary, type CartSummary } from './mini-cart-view';

const MiniCartPanel = lazy(() => import(/* webpackChunkName: "mini-cart-panel" */ './mini-cart-panel').then((m) => ({ default: m.MiniCartPanel })));

export interface LiveMiniCartProps extends MountProps {
  /** The header's link shows this count and total (the cart as the backend has it, once it has answered). */
  readonly onSummary: (summary: CartSummary) => void;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The mini-cart's live part, beside the header's link (a chunk of its own, with
 * the cart's calls and their zod parsing): the count and total as the backend
 * has them, the slide-in and the cart's dialogs.
 */
export function LiveMiniCart({ onSummary, open, onClose }: LiveMiniCartProps) {
  const { state } = useCartSession();
  const cart = state.cart;
  const count = cart?.lineItemCount ?? 0;
  const total = cart?.priceInfo.total ?? 0;
  // Until the cart has answered, the link keeps what it painted; the next page load paints this count at once.
  useEffect(() => {
    if (cart === undefined) return;
    onSummary({ count, total });
    writeCartSummary({ count, total });
  }, [cart, count, total, onSummary]);

  return (
    <>
      {/* The slide-in is its own chunk: most visits never open it. */}
      {open && cart && (
        <Suspense fallback={null}>
          <MiniCartPanel cart={cart} validationErrors={state.validationErrors} onClose={onClose} />
        </Suspense>
      )}
      <CartDialogHost />
    </>
  );
}
