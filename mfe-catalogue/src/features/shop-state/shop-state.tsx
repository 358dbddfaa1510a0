import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useCartQuantities } from './use-cart-quantities';
import { useFavoriteProducts, type FavoriteProducts } from './use-favorite-products';
import { useLoyaltyMember } from './use-loyalty-member';

/** What every product tile of a parcel needs beside its product: read once per parcel, not once per tile. */
export interface ShopState {
  quantityInCart(sku: string): number;
  readonly favorites: FavoriteProducts;
  readonly loyaltyMember: boolean;
}

const ShopStateContext = createContext<ShopState | null>(null);

export function ShopStateProvider({ children }: { children: ReactNode }) {
  const quantities = useCartQuantities();
  const favorites = useFavoriteProducts();
  const loyaltyMember = useLoyaltyMember();
  const state = useMemo<ShopState>(
    () => ({ quantityInCart: (sku) => quantities.get(sku) ?? 0, favorites, loyaltyMember }),
    [quantities, favorites, loyaltyMember],
  );
  return <ShopStateContext.Provider value={state}>{children}</ShopStateContext.Provider>;
}

export function useShopState(): ShopState {
  const state = useContext(ShopStateContext);
  if (!state) throw new Error('useShopState() used outside a ShopStateProvider');
  return state;
}
