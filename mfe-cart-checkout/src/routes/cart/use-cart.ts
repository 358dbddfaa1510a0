import { useEffect } from 'react';
import useSWR from 'swr';
import { getCart, type Cart } from '@storefront/shared/cart';
import { call, isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

export interface CartState {
  /** The cart; null when the shopper has none; undefined until the first answer. */
  readonly cart: Cart | null | undefined;
  readonly error: unknown;
  /** True while a request is under way (first load, retry or revalidation). */
  readonly isValidating: boolean;
  readonly retry: () => void;
}

/**
 * The shopper's cart (doc 2 §7: GET /api/carts), fetched again whenever any part
 * of the page reports a change with `cart:updated` (ARCHITECTURE: the add-to-cart flow).
 */
export function useCart(): CartState {
  const { api, events } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Cart | null, unknown>('cart', () =>
    call(api, getCart).catch((failure: unknown) => {
      // A 404 to the cart fetch clears the local cart (doc 2 §8): there is no cart, so it is empty.
      if (isApiError(failure) && failure.status === 404) return null;
      throw failure;
    }),
  );

  useEffect(() => events.subscribe('cart:updated', () => void mutate()), [events, mutate]);

  return { cart: data, error, isValidating, retry: () => void mutate() };
}
