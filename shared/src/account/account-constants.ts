/* The account's limits, storage keys and value lists. */

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/** Local storage key of the favorite store ids (source LOCALSTORAGE, doc 1 §3, §4, §9). */
export const FAVORITE_STORES_STORAGE_KEY = 'favoriteStores';

/** The favorites listing's product source filter (doc 1 §3, doc 2 §9). */
export const PRODUCT_SOURCE_FILTERS = [
  'Favorites OR Purchased',
  'Favorites',
  'Purchased',
  'Favorite AND Purchased',
] as const;

/** Whether something (the physical loyalty card) can be ordered. */
export const ORDER_AVAILABILITIES = ['CanBeOrdered', 'IsOrdered', 'CanNotBeOrdered'] as const;
