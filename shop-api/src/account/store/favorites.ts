import { FAVORITE_TYPES, type Favorites, type FavoriteType } from '@storefront/shared/account';
import type { Db } from '@storefront/server-kit/database/database';

/*
 * A customer's favorites: references grouped by type (doc 2 §3, §7); table
 * favorites of migration customers-002.
 */

/** At most this many references per type (the spec gives no limit; a shop needs one). */
export const MAX_FAVORITES_PER_TYPE = 500;

export type FavoriteResult = { readonly favorites: Favorites } | { readonly refused: 'limitReached' | 'notFound' };

export interface FavoriteRepository {
  /** Every type, empty ones included; references newest first. */
  list(customerId: string): Favorites;
  /** Adding a reference that is there already changes nothing. */
  add(customerId: string, type: FavoriteType, reference: string): FavoriteResult;
  remove(customerId: string, type: FavoriteType, reference: string): FavoriteResult;
}

export function createFavoriteRepository(db: Db): FavoriteRepository {
  const all = db.prepare<[string], { type: string; reference: string }>(
    'SELECT type, reference FROM favorites WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC',
  );
  const has = db.prepare<[string, string, string], { reference: string }>(
    'SELECT reference FROM favorites WHERE customer_id = ? AND type = ? AND reference = ?',
  );
  const count = db.prepare<[string, string], { total: number }>('SELECT count(*) AS total FROM favorites WHERE customer_id = ? AND type = ?');
  const insert = db.prepare('INSERT INTO favorites (customer_id, type, reference, created_at) VALUES (?, ?, ?, ?)');
  const remove = db.prepare<[string, string, string]>('DELETE FROM favorites WHERE customer_id = ? AND type = ? AND reference = ?');

  const list = (customerId: string): Favorites => {
    const favorites: Favorites = Object.fromEntries(FAVORITE_TYPES.map((type) => [type, []]));
    for (const row of all.all(customerId)) (favorites[row.type] ??= []).push(row.reference);
    return favorites;
  };

  return {
    list,
    add(customerId, type, reference) {
      return db.transaction((): FavoriteResult => {
        if (has.get(customerId, type, reference)) return { favorites: list(customerId) };
        if ((count.get(customerId, type)?.total ?? 0) >= MAX_FAVORITES_PER_TYPE) return { refused: 'limitReached' };
        insert.run(customerId, type, reference, new Date().toISOString());
        return { favorites: list(customerId) };
      })();
    },
    remove(customerId, type, reference) {
      return db.transaction((): FavoriteResult => {
        if (remove.run(customerId, type, reference).changes === 0) return { refused: 'notFound' };
        return { favorites: list(customerId) };
      })();
    },
  };
}
