import { lazy, Suspense, useState } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { MiniCartView, readCartSummary } from './mini-cart-view';

// The cart session (its calls, the zod parsing of their answers, the add-to-cart listener and the dialogs) is a
// chunk of its own: the header paints the link with the last count at once and the live cart follows.
const LiveMiniCart = lazy(() => import(/* webpackChunkName: "mini-cart-live" */ './live-mini-cart').then((m) => ({ default: m.LiveMiniCart })));

/**
 * The mini-cart in the shell's header (fragment `mini-cart`): the line count
 * and total, live from the cart session (which follows `cart:updated` of this
 * page and the other tabs), opening a slide-in with the lines and the links to
 * the cart and to checkout. Mounted on every page, it is also where the
 * cart-checkout remote starts listening to `cart:add-item-requested` and shows
 * the cart's dialogs (service selection, merge). Until the live part has
 * arrived, the link shows the count and total this tab last showed; a press of
 * the slide-in button meanwhile opens it once the cart is there.
 */
export function MiniCart(props: MountProps) {
  const [open, setOpen] = useState(false);
  const [painted] = useState(readCartSummary);
  const onOpen = () => setOpen(true);
  return (
    <Suspense fallback={<MiniCartView {...painted} open={open} onOpen={onOpen} />}>
      <LiveMiniCart {...props} painted={painted} open={open} onOpen={onOpen} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
