import * as z from 'zod/mini';
import { productPageSchema } from '../../catalogue/catalogue';
import { customerFromBackend, customerSchema, type Customer } from '../../platform/schemas/customer';
import { favoritesSchema, type Favorites, type ProductSourceFilter } from '../favourites';
import type { SearchResults } from '../../platform/schemas/results-page';
import type { Product } from '../../catalogue/catalogue';
import type { ApiClient } from '../../platform/api/client';
import { queryBoolean, queryInteger, segment, text } from '../../platform/api/wire';

/*
 * doc 1 §7 and doc 2 §7 favourites (customers only). The answers of the
 * changing calls are not shown: each answers the favourites as they now are.
 */

/** doc 2 §7: GET /api/customers/favorites, references grouped by type. */
export function getFavorites(api: ApiClient): Promise<Favorites> {
  return api.request('GET', '/api/customers/favorites', { schema: favoritesSchema });
}

export const addFavoriteRequestSchema = z.object({ reference: text(100) });

/** doc 2 §7: PUT /api/customers/favorites/{type} with reference (e.g. type 'products', a sku). */
export async function addFavorite(api: ApiClient, type: string, reference: string): Promise<Favorites> {
  segment(reference, 'reference');
  return api.request('PUT', `/api/customers/favorites/${segment(type, 'favorite type')}`, {
    schema: favoritesSchema,
    body: { reference },
  });
}

/** doc 2 §7: DELETE /api/customers/favorites/{type}/{reference}. */
export async function removeFavorite(api: ApiClient, type: string, reference: string): Promise<Favorites> {
  return api.request(
    'DELETE',
    `/api/customers/favorites/${segment(type, 'favorite type')}/${segment(reference, 'reference')}`,
    { schema: favoritesSchema },
  );
}

/**
 * doc 1 §7: the favourites listing's filters favorites=true and
 * purchasedProducts=true, with paging. The two flags cannot tell "Favorites
 * OR Purchased" from "Favorite AND Purchased"; the AND filter adds
 * matchAll=true (this shop's choice, doc 1 does not show it).
 */
export const getFavoriteProductsQuerySchema = z.object({
  favorites: z.optional(queryBoolean()),
  purchasedProducts: z.optional(queryBoolean()),
  matchAll: z.optional(queryBoolean()),
  pageSize: z.optional(queryInteger(1, 100)),
  offset: z.optional(queryInteger(0)),
});

const SOURCE_FILTER_QUERY: Record<ProductSourceFilter, { favorites?: true; purchasedProducts?: true; matchAll?: true }> = {
  'Favorites OR Purchased': { favorites: true, purchasedProducts: true },
  Favorites: { favorites: true },
  Purchased: { purchasedProducts: true },
  'Favorite AND Purchased': { favorites: true, purchasedProducts: true, matchAll: true },
};

/** doc 1 §7: GET /api/customers/favorites/products, a page of products (total, count, offset, results). */
export function getFavoriteProducts(
  api: ApiClient,
  filter: ProductSourceFilter,
  page: { pageSize?: number; offset?: number } = {},
): Promise<SearchResults<Product>> {
  return api.request('GET', '/api/customers/favorites/products', {
    schema: productPageSchema,
    query: { ...SOURCE_FILTER_QUERY[filter], pageSize: page.pageSize, offset: page.offset },
  });
}

/** doc 1 §3: storeType is MY_STORE_{storeId}. */
export const setFavoriteStoreRequestSchema = z
  .object({ storeType: z.string().check(z.startsWith('MY_STORE_')), storeId: text(64) })
  .check(
    z.refine((store) => store.storeType === `MY_STORE_${store.storeId}`, {
      message: 'storeType must be MY_STORE_{storeId}',
      path: ['storeType'],
    }),
  );

/** doc 1 §7: POST /api/customers/favorite-store with storeType and storeId; answers the customer. */
export async function setFavoriteStore(api: ApiClient, storeId: string): Promise<Customer> {
  segment(storeId, 'store id');
  const customer = await api.request('POST', '/api/customers/favorite-store', {
    schema: customerSchema,
    body: { storeType: `MY_STORE_${storeId}`, storeId },
  });
  return customerFromBackend(customer);
}
