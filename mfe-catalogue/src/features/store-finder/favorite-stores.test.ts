import { describe, expect, it } from 'vitest';
import { changeFavoriteStore, readFavoriteStores, type StoreList } from './favorite-stores';

function memoryStorage(initial: Record<string, string> = {}): StoreList & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('favorite stores (doc 1 §3, §4)', () => {
  it('LOCALSTORAGE: add and remove change the list under favoriteStores, and the key goes when it is empty', () => {
    const storage = memoryStorage();
    expect(changeFavoriteStore(storage, 'LOCALSTORAGE', 'store-1', 'add')).toEqual(['store-1']);
    expect(changeFavoriteStore(storage, 'LOCALSTORAGE', 'store-2', 'add')).toEqual(['store-1', 'store-2']);
    expect(changeFavoriteStore(storage, 'LOCALSTORAGE', 'store-1', 'add')).toEqual(['store-1', 'store-2']);
    expect(JSON.parse(storage.data['favoriteStores']!)).toEqual(['store-1', 'store-2']);
    changeFavoriteStore(storage, 'LOCALSTORAGE', 'store-1', 'remove');
    expect(changeFavoriteStore(storage, 'LOCALSTORAGE', 'store-2', 'remove')).toEqual([]);
    expect('favoriteStores' in storage.data).toBe(false);
  });

  it('CUSTOMER: nothing changes locally', () => {
    const storage = memoryStorage({ favoriteStores: '["store-1"]' });
    expect(changeFavoriteStore(storage, 'CUSTOMER', 'store-2', 'add')).toEqual(['store-1']);
    expect(changeFavoriteStore(storage, 'CUSTOMER', 'store-1', 'remove')).toEqual(['store-1']);
    expect(storage.data['favoriteStores']).toBe('["store-1"]');
  });

  it('reads a broken or foreign value as an empty list', () => {
    expect(readFavoriteStores(memoryStorage({ favoriteStores: 'kaputt' }))).toEqual([]);
    expect(readFavoriteStores(memoryStorage({ favoriteStores: '{"a":1}' }))).toEqual([]);
    expect(readFavoriteStores(memoryStorage())).toEqual([]);
  });
});
