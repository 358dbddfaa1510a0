import * as z from 'zod/mini';
import { FAVORITE_STORES_STORAGE_KEY, localFavoriteStoresSchema, type FavoriteStoreSource } from '@storefront/shared/account';

/** The storage a favorite store list lives in: the browser's localStorage, or a stand-in in tests. */
export type StoreList = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The local list of favorite store ids (doc 1 §3: local storage key favoriteStores); unreadable content is an empty list. */
export function readFavoriteStores(storage: StoreList): string[] {
  try {
    const raw = storage.getItem(FAVORITE_STORES_STORAGE_KEY);
    if (raw === null) return [];
    const parsed = z.safeParse(localFavoriteStoresSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Adds or removes a favorite store: with source LOCALSTORAGE the
 * local list changes and is saved, and the key is removed when the list is
 * empty; with source CUSTOMER nothing changes locally (the customer's
 * favorite store is saved by POST /api/customers/favorite-store instead).
 * Returns the local list as it now is.
 */
export function changeFavoriteStore(storage: StoreList, source: FavoriteStoreSource, storeId: string, change: 'add' | 'remove'): string[] {
  const current = readFavoriteStores(storage);
  if (source === 'CUSTOMER') return current;
  const next = change === 'add' ? (current.includes(storeId) ? current : [...current, storeId]) : current.filter((id) => id !== storeId);
  try {
    if (next.length === 0) storage.removeItem(FAVORITE_STORES_STORAGE_KEY);
    else storage.setItem(FAVORITE_STORES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or forbidden: the list stays as it was for the next page.
  }
  return next;
}
