import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PRODUCT_SOURCE_FILTERS } from '../account-constants';
import { aCustomer, aProduct } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { addFavorite } from './add-favorite';
import { getFavoriteProducts, productSourceQuery } from './get-favorite-products';
import { getFavorites } from './get-favorites';
import { removeFavorite } from './remove-favorite';
import { favoriteStoreOf, setFavoriteStore } from './set-favorite-store';

const favorites = { products: ['100201', '100502'], recipes: ['kaiserschmarrn'] };
const page = { total: 1, count: 1, offset: 0, results: [aProduct()] };

const cases: CallCase[] = [
  { name: 'GET the favorites grouped by type', operation: getFavorites, request: 'GET /api/customers/favorites', result: favorites },
  {
    name: 'PUT a favorite: the reference in the body',
    operation: addFavorite,
    input: { params: { type: 'products' }, body: { reference: '100503' } },
    request: 'PUT /api/customers/favorites/products',
    body: { reference: '100503' },
    result: { ...favorites, products: [...favorites.products, '100503'] },
  },
  {
    name: 'DELETE a favorite: type and reference URL-encoded',
    operation: removeFavorite,
    input: { params: { type: 'recipes', reference: 'käse/spätzle' } },
    request: 'DELETE /api/customers/favorites/recipes/k%C3%A4se%2Fsp%C3%A4tzle',
    result: { products: favorites.products },
  },
  {
    name: 'POST the favorite store: storeType MY_STORE_{storeId}; answers the customer',
    operation: setFavoriteStore,
    input: { body: favoriteStoreOf('1010') },
    request: 'POST /api/customers/favorite-store',
    body: { storeType: 'MY_STORE_1010', storeId: '1010' },
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

describe('favorite calls (doc 1 §7, doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('covers every product source filter', () => {
    expect(filterQueries.map(([filter]) => filter)).toEqual([...PRODUCT_SOURCE_FILTERS]);
  });

  it.each(filterQueries)('GET favorite products filtered by %s', (filter, flags) =>
    checkCall({
      name: filter,
      operation: getFavoriteProducts,
      input: { query: { ...productSourceQuery(filter), pageSize: 24, offset: 48 } },
      request: 'GET /api/customers/favorites/products',
      query: { ...flags, pageSize: '24', offset: '48' },
      parsedQuery: { ...Object.fromEntries(Object.keys(flags).map((key) => [key, true])), pageSize: 24, offset: 48 },
      result: page,
    }),
  );

  it('GET favorite products without paging', async () => {
    const backend = fakeBackend({ 'GET /api/customers/favorites/products': { body: page } });
    await call(backend.api, getFavoriteProducts, { query: productSourceQuery('Favorites') });
    expect(backend.requests[0]?.query).toEqual({ favorites: 'true' });
  });

  it('rejects an empty or unknown type, an empty reference or store id locally', async () => {
    const backend = fakeBackend({});
    await expect(call(backend.api, addFavorite, { params: { type: '' }, body: { reference: 'x' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(call(backend.api, addFavorite, { params: { type: 'brands' }, body: { reference: 'x' } })).rejects.toMatchObject({
      kind: 'rejected-locally',
    });
    await expect(call(backend.api, addFavorite, { params: { type: 'products' }, body: { reference: ' ' } })).rejects.toMatchObject({
      kind: 'rejected-locally',
    });
    await expect(call(backend.api, removeFavorite, { params: { type: 'products', reference: '' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(call(backend.api, setFavoriteStore, { body: favoriteStoreOf('') })).rejects.toMatchObject({ kind: 'rejected-locally' });
    expect(backend.requests).toHaveLength(0);
  });

  it('the favorite store request holds storeType = MY_STORE_{storeId}', () => {
    expect(z.safeParse(setFavoriteStore.body, { storeType: 'MY_STORE_1', storeId: '2' }).success).toBe(false);
    expect(z.safeParse(setFavoriteStore.body, { storeType: 'STORE_2', storeId: '2' }).success).toBe(false);
    expect(z.safeParse(setFavoriteStore.body, favoriteStoreOf('2')).success).toBe(true);
  });
});
