import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PRODUCT_SOURCE_FILTERS } from '../../platform/constants';
import { aCustomer, aProduct } from '../../fixtures/fixtures';
import {
  addFavorite,
  addFavoriteRequestSchema,
  getFavoriteProducts,
  getFavoriteProductsQuerySchema,
  getFavorites,
  removeFavorite,
  setFavoriteStore,
  setFavoriteStoreRequestSchema,
} from './favourites';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';

const favorites = { products: ['100201', '100502'], recipes: ['kaiserschmarrn'] };
const page = { total: 1, count: 1, offset: 0, results: [aProduct()] };

const cases: EndpointCallCase[] = [
  { name: 'GET the favourites grouped by type', call: (api) => getFavorites(api), request: 'GET /api/customers/favorites', result: favorites },
  {
    name: 'PUT a favourite: the reference in the body',
    call: (api) => addFavorite(api, 'products', '100503'),
    request: 'PUT /api/customers/favorites/products',
    body: { reference: '100503' },
    bodySchema: addFavoriteRequestSchema,
    result: { ...favorites, products: [...favorites.products, '100503'] },
  },
  {
    name: 'DELETE a favourite: type and reference URL-encoded',
    call: (api) => removeFavorite(api, 'recipes', 'käse/spätzle'),
    request: 'DELETE /api/customers/favorites/recipes/k%C3%A4se%2Fsp%C3%A4tzle',
    result: { products: favorites.products },
  },
  {
    name: 'POST the favourite store: storeType MY_STORE_{storeId}; answers the customer',
    call: (api) => setFavoriteStore(api, '1010'),
    request: 'POST /api/customers/favorite-store',
    body: { storeType: 'MY_STORE_1010', storeId: '1010' },
    bodySchema: setFavoriteStoreRequestSchema,
    answer: { body: { ...aCustomer(), salutation: 'Family', favoriteStore: { storeType: 'MY_STORE_1010', storeId: '1010' } } },
    result: (() => {
      const { salutation: _, ...customer } = aCustomer({ favoriteStore: { storeType: 'MY_STORE_1010', storeId: '1010' } });
      return customer;
    })(),
  },
];

const filterQueries: Array<[(typeof PRODUCT_SOURCE_FILTERS)[number], Record<string, string>]> = [
  ['Favorites OR Purchased', { favorites: 'true', purchasedProducts: 'true' }],
  ['Favorites', { favorites: 'true' }],
  ['Purchased', { purchasedProducts: 'true' }],
  ['Favorite AND Purchased', { favorites: 'true', purchasedProducts: 'true', matchAll: 'true' }],
];

describe('favourite endpoints (doc 1 §7, doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it('covers every product source filter', () => {
    expect(filterQueries.map(([filter]) => filter)).toEqual([...PRODUCT_SOURCE_FILTERS]);
  });

  it.each(filterQueries)('GET favourite products filtered by %s', (filter, flags) =>
    checkEndpointCall({
      name: filter,
      call: (api) => getFavoriteProducts(api, filter, { pageSize: 24, offset: 48 }),
      request: 'GET /api/customers/favorites/products',
      query: { ...flags, pageSize: '24', offset: '48' },
      querySchema: getFavoriteProductsQuerySchema,
      parsedQuery: { ...Object.fromEntries(Object.keys(flags).map((key) => [key, true])), pageSize: 24, offset: 48 },
      result: page,
    }),
  );

  it('GET favourite products without paging', async () => {
    const backend = fakeBackend({ 'GET /api/customers/favorites/products': { body: page } });
    await getFavoriteProducts(backend.api, 'Favorites');
    expect(backend.requests[0]?.query).toEqual({ favorites: 'true' });
  });

  it('rejects an empty type, reference or store id locally', async () => {
    const backend = fakeBackend({});
    await expect(addFavorite(backend.api, '', 'x')).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(addFavorite(backend.api, 'products', ' ')).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(removeFavorite(backend.api, 'products', '')).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(setFavoriteStore(backend.api, '')).rejects.toMatchObject({ kind: 'rejected-locally' });
    expect(backend.requests).toHaveLength(0);
  });

  it('the favourite store request holds storeType = MY_STORE_{storeId}', () => {
    expect(z.safeParse(setFavoriteStoreRequestSchema, { storeType: 'MY_STORE_1', storeId: '2' }).success).toBe(false);
    expect(z.safeParse(setFavoriteStoreRequestSchema, { storeType: 'STORE_2', storeId: '2' }).success).toBe(false);
  });
});
