import * as z from 'zod/mini';
import { PRODUCT_SOURCE_FILTERS } from './account-constants';

/** The favorites listing's product source filter (doc 1 §3, doc 2 §9). */
export const productSourceFilterSchema = z.enum(PRODUCT_SOURCE_FILTERS);
export type ProductSourceFilter = z.infer<typeof productSourceFilterSchema>;

/** Where the favorite stores live (doc 1 §4): the browser's local list, or the customer. */
export const FAVORITE_STORE_SOURCES = ['LOCALSTORAGE', 'CUSTOMER'] as const;
export const favoriteStoreSourceSchema = z.enum(FAVORITE_STORE_SOURCES);
export type FavoriteStoreSource = z.infer<typeof favoriteStoreSourceSchema>;

/** The local favorite store list: store ids under local storage key favoriteStores. */
export const localFavoriteStoresSchema = z.array(z.string().check(z.minLength(1)));

/** The kinds of favorites the shop keeps: products (by sku) and recipes (by recipe slug). */
export const FAVORITE_TYPES = ['products', 'recipes'] as const;
export const favoriteTypeSchema = z.enum(FAVORITE_TYPES);
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;

/** A customer's favorites: references grouped by type, e.g. { products: ['100101'] } (doc 2 §3). */
export const favoritesSchema = z.record(z.string().check(z.minLength(1)), z.array(z.string()));
export type Favorites = z.infer<typeof favoritesSchema>;
