import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { getCart } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/**
 * How many of each product the visitor's cart holds, by sku. The cart belongs
 * to cart-checkout: the catalogue only reads it (GET /api/carts, doc 2 §7)
 * and reads it again whenever cart-checkout announces a change
 * (`cart:updated`), unless the announcement is of the cart it holds already
 * (same line count and total: the mini-cart's first load announces the cart
 * every page has just read). Never blocks a page: until it answers, or when it
 * fails, the cart counts as empty.
 */
export function useCartQuantities(): ReadonlyMap<string, number> {
  const { api, events, config } = useServices();
  const enabled = config.isEnabled('featureCartCheckout');
  const { data, mutate } = useSWR(enabled ? 'catalogue:cart-quantities' : null, async () => {
    const cart = await call(api, getCart);
    return {
      lines: cart.productLineItems.map((line) => [line.product.sku, line.quantity] as const),
      lineItemCount: cart.lineItemCount,
      total: cart.priceInfo.total,
    };
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  useEffect(
    () =>
      events.subscribe('cart:updated', (update) => {
        if (!isCartHeld(data, update)) void mutate();
      }),
    [events, mutate, data],
  );
  return useMemo(() => {
    const quantities = new Map<string, number>();
    for (const [sku, quantity] of data?.lines ?? []) quantities.set(sku, (quantities.get(sku) ?? 0) + quantity);
    return quantities;
  }, [data]);
}

/** Whether an announced cart is the one read already: same line count and, announced, the same total. */
export function isCartHeld(
  held: { readonly lineItemCount: number; readonly total: number } | undefined,
  update: { readonly lineItemCount: number; readonly total?: number | undefined },
): boolean {
  return held !== undefined && update.total !== undefined && held.lineItemCount === update.lineItemCount && held.total === update.total;
}
