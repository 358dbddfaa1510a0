import { lazy, Suspense, useEffect } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { registerAddToCartHandler } from '../../features/add-to-cart/add-to-cart-handler';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { useCartSession } from '../../features/cart-session/use-cart-session';
import type { CartSession } from '../../features/cart-session/cart-session';
import { MiniCartView, writeCartSummary, type CartSummary } from './mini-cart-view';

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

export interface LiveMiniCartProps extends MountProps {
  /** What the header painted first: shown until the cart has been answered. */
  readonly painted: CartSummary;
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
}

/**
 * The mini-cart with the cart session behind it (a chunk of its own, with the
 * cart's calls and their zod parsing): the count and total as the backend has
 * them, the slide-in, the add-to-cart listener and the cart's dialogs. An add
 * pressed before this chunk arrived is kept by the event bus and handled here.
 */
export function LiveMiniCart({ services, painted, open, onOpen, onClose }: LiveMiniCartProps) {
  const { session, state } = useCartSession();
  useAddToCartHandler(services, session);
  const cart = state.cart;
  const count = cart === undefined ? painted.count : (cart?.lineItemCount ?? 0);
  const total = cart === undefined ? painted.total : (cart?.priceInfo.total ?? 0);
  // The next page load paints this count at once, before the cart is asked for again.
  useEffect(() => {
    if (cart !== undefined) writeCartSummary({ count, total });
  }, [cart, count, total]);

  return (
    <>
      <MiniCartView count={count} total={total} open={open} onOpen={onOpen} />
      {/* The slide-in is its own chunk: most visits never open it. */}
      {open && cart && (
        <Suspense fallback={null}>
          <MiniCartPanel cart={cart} onClose={onClose} />
        </Suspense>
      )}
      <CartDialogHost />
    </>
  );
}
