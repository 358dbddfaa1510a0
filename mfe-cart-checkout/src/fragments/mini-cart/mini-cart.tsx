import { useCallback, useEffect, useState } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { listenForAdds } from '../../features/add-to-cart/listen-for-adds';
import type { LiveMiniCart as LiveMiniCartComponent } from './live-mini-cart';
import { MiniCartView, readCartSummary } from './mini-cart-view';

type LiveMiniCartType = typeof LiveMiniCartComponent;

/** Waits before the next try of a live part that did not arrive (the chunk gives up after 4 s): 0.5, 1, 2, 4, 8, 8 s. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 8000];

let live: Promise<LiveMiniCartType> | undefined;

/**
 * The cart session (its calls, the zod parsing of their answers and the dialogs) is a chunk of its own: the
 * header paints the link with the last count at once and the live cart follows. A chunk that did not arrive
 * is asked for again rather than given up.
 */
function loadLiveMiniCart(attempt = 0): Promise<LiveMiniCartType> {
  return import(/* webpackChunkName: "mini-cart-live" */ './live-mini-cart').then(
    (module) => module.LiveMiniCart,
    (error: unknown) => {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      return new Promise<LiveMiniCartType>((resolve, reject) => {
        setTimeout(() => loadLiveMiniCart(attempt + 1).then(resolve, reject), delay);
      });
    },
  );
}

/**
 * The mini-cart in the shell's header (fragment `mini-cart`): the line count
 * and total, live from the cart session (which follows `cart:updated` of this
 * page and the other tabs), opening a slide-in with the lines and the links to
 * the cart and to checkout. Mounted on every page, it is also where the
 * cart-checkout remote shows the cart's dialogs (service selection, merge); the
 * add-to-cart listener starts with the remote (its boot hook), and here too for
 * a shell that does not boot remotes. Until the live part has
 * arrived, the link shows the count and total this tab last showed; a press of
 * the slide-in button meanwhile opens it once the cart is there. Should the
 * live part never arrive, the link to the cart page stays.
 */
export function MiniCart(props: MountProps) {
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState(readCartSummary);
  const [Live, setLive] = useState<LiveMiniCartType | undefined>(undefined);
  useEffect(() => listenForAdds(props.services), [props.services]);
  useEffect(() => {
    let mounted = true;
    live ??= loadLiveMiniCart().catch((error: unknown) => {
      // Asked for again by the next mini-cart (the next page with the header).
      live = undefined;
      throw error;
    });
    live.then(
      (component) => mounted && setLive(() => component),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  // The link stays the same element when the live part arrives (a focused button keeps its focus).
  return (
    <>
      <MiniCartView {...summary} open={open} onOpen={() => setOpen(true)} />
      {Live && <Live {...props} onSummary={setSummary} open={open} onClose={onClose} />}
    </>
  );
}
