import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { getCart } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import type { EventBus, EventPayload } from '@storefront/shared/platform/events';
import { useServices } from '@storefront/shared/platform/parcel';

type CartAnnouncement = EventPayload<'cart:updated'>;

/** The cart's last announcement on a page's bus, read by every parcel of the remote on that page. */
interface AnnouncedCart {
  subscribe(listener: () => void): () => void;
  snapshot(): CartAnnouncement | undefined;
}

const announced = new WeakMap<EventBus, AnnouncedCart>();

/**
 * Listens once per page to `cart:updated`, for the page's life: the bus hands a new listener the last
 * announcement at once (the event map replays it), so a listing mounted after the mini-cart read the cart
 * knows its quantities without asking.
 */
function announcedCart(events: EventBus): AnnouncedCart {
  let held = announced.get(events);
  if (held) return held;
  let last: CartAnnouncement | undefined;
  const listeners = new Set<() => void>();
  events.subscribe('cart:updated', (update) => {
    last = update;
    for (const listener of [...listeners]) listener();
  });
  held = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => last,
  };
  announced.set(events, held);
  return held;
}

interface CartRead {
  readonly lines: readonly (readonly [sku: string, quantity: number])[];
  readonly lineItemCount: number;
  readonly total: number;
}

/**
 * How many of each product the visitor's cart holds, by sku. The cart belongs to cart-checkout, which
 * announces it with its lines (`cart:updated`) after every change and after reading it: the catalogue
 * learns the quantities from that, and an add from a tile causes no read of the cart. Only while no
 * announcement with lines has come (the cart remote still loading, or built on the earlier event map)
 * does it read the cart itself (GET /api/carts, doc 2 §7), once, and again on an announcement without
 * lines of another cart than the one it read. Never blocks a page: until an answer, or when it fails, the
 * cart counts as empty.
 */
export function useCartQuantities(): ReadonlyMap<string, number> {
  const { api, events, config } = useServices();
  const enabled = config.isEnabled('featureCartCheckout');
  const cart = announcedCart(events);
  const announcement = useSyncExternalStore(cart.subscribe, cart.snapshot, cart.snapshot);
  const { data, mutate } = useSWR(
    enabled && announcement?.lines === undefined ? 'catalogue:cart-quantities' : null,
    async (): Promise<CartRead> => {
      const read = await call(api, getCart);
      return {
        lines: read.productLineItems.map((line) => [line.product.sku, line.quantity] as const),
        lineItemCount: read.lineItemCount,
        total: read.priceInfo.total,
      };
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  // An announcement without lines (a cart remote built on the earlier map) of another cart than the one
  // read: read it again. Each announcement is weighed once; the one there at mount is not news (the first
  // read is of that cart already).
  const weighed = useRef(announcement);
  useEffect(() => {
    if (!announcement || announcement === weighed.current) return;
    weighed.current = announcement;
    if (enabled && announcement.lines === undefined && !isCartHeld(data, announcement)) void mutate();
  }, [enabled, announcement, data, mutate]);
  return useMemo(() => {
    const quantities = new Map<string, number>();
    if (!enabled) return quantities;
    const lines = announcement?.lines?.map((line) => [line.sku, line.quantity] as const) ?? data?.lines ?? [];
    for (const [sku, quantity] of lines) quantities.set(sku, (quantities.get(sku) ?? 0) + quantity);
    return quantities;
  }, [enabled, announcement, data]);
}

/** Whether an announced cart is the one read already: same line count and, announced, the same total. */
export function isCartHeld(
  held: { readonly lineItemCount: number; readonly total: number } | undefined,
  update: { readonly lineItemCount: number; readonly total?: number | undefined },
): boolean {
  return held !== undefined && update.total !== undefined && held.lineItemCount === update.lineItemCount && held.total === update.total;
}
