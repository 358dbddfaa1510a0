import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { getCart } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/**
 * How many of each product the visitor's cart holds, by sku. The cart belongs
 * to cart-checkout: the catalogue only reads it (GET /api/carts, doc 2 §7)
 * and reads it again whenever cart-checkout announces a change
 * (`cart:updated`). Never blocks a page: until it answers, or when it fails,
 * the cart counts as empty.
 */
export function useCartQuantities(): ReadonlyMap<string, number> {
  const { api, events, config } = useServices();
  const enabled = config.isEnabled('featureCartCheckout');
  const { data, mutate } = useSWR(enabled ? 'catalogue:cart-quantities' : null, async () => {
    const cart = await call(api, getCart);
    return cart.productLineItems.map((line) => [line.product.sku, line.quantity] as const);
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  useEffect(() => events.subscribe('cart:updated', () => void mutate()), [events, mutate]);
  return useMemo(() => {
    const quantities = new Map<string, number>();
    for (const [sku, quantity] of data ?? []) quantities.set(sku, (quantities.get(sku) ?? 0) + quantity);
    return quantities;
  }, [data]);
}
