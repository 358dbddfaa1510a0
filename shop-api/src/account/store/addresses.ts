import { randomBytes } from 'node:crypto';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@storefront/shared/account';
import type { Address, CustomerAddressCategory } from '@storefront/shared/distribution';
import { fromJson, type Db } from '@storefront/server-kit/database/database';

/*
 * The customer's address book (doc 2 §3, §5, §7); table `addresses` of
 * migration customers-002. Addresses are stored as sent, placeholders (na,
 * nana, nan, doc 2 §5) included: the client strips them when reading.
 */

/** An address of the book, as the calls answer it (shared customerAddressSchema before stripping). */
export type StoredAddress = Address & { readonly id: string; readonly category: CustomerAddressCategory; readonly primary: boolean };

/** Why a change was refused; the route turns each into its error. */
export type AddressRefusal = 'limitReached' | 'notFound';

export type AddressResult = { readonly addresses: StoredAddress[] } | { readonly refused: AddressRefusal };

export interface AddressRepository {
  /** The book: by category, the primary first, then oldest first. */
  list(customerId: string): StoredAddress[];
  /**
   * Adds an address (at most MAX_ADDRESSES_PER_CUSTOMER in the book). It
   * becomes the category's primary when asked to or when it is the first of
   * its category.
   */
  add(customerId: string, category: CustomerAddressCategory, address: Address, primary: boolean): AddressResult;
  /** Replaces an address of that category; `primary: true` makes it the primary one, false leaves it as it is. */
  update(customerId: string, category: CustomerAddressCategory, id: string, address: Address, primary: boolean): AddressResult;
  setPrimary(customerId: string, id: string): AddressResult;
  /**
   * Removes an address of one of the categories; when it was the primary one,
   * the oldest remaining address of its category takes over.
   */
  remove(customerId: string, id: string, categories: readonly CustomerAddressCategory[]): AddressResult;
}

interface Row {
  id: string;
  category: CustomerAddressCategory;
  is_primary: number;
  document: string;
}

export function createAddressRepository(db: Db): AddressRepository {
  const all = db.prepare<[string], Row>(
    `SELECT id, category, is_primary, document FROM addresses WHERE customer_id = ?
     ORDER BY CASE category WHEN 'delivery' THEN 0 WHEN 'billing' THEN 1 ELSE 2 END, is_primary DESC, created_at, rowid`,
  );
  const count = db.prepare<[string], { total: number }>('SELECT count(*) AS total FROM addresses WHERE customer_id = ?');
  const countInCategory = db.prepare<[string, string], { total: number }>(
    'SELECT count(*) AS total FROM addresses WHERE customer_id = ? AND category = ?',
  );
  const one = db.prepare<[string, string], Row>('SELECT id, category, is_primary, document FROM addresses WHERE customer_id = ? AND id = ?');
  const insert = db.prepare('INSERT INTO addresses (id, customer_id, category, is_primary, created_at, document) VALUES (?, ?, ?, 0, ?, ?)');
  const replace = db.prepare<[string, string, string]>('UPDATE addresses SET document = ? WHERE customer_id = ? AND id = ?');
  const clearPrimary = db.prepare<[string, string]>('UPDATE addresses SET is_primary = 0 WHERE customer_id = ? AND category = ?');
  const markPrimary = db.prepare<[string, string]>('UPDATE addresses SET is_primary = 1 WHERE customer_id = ? AND id = ?');
  const remove = db.prepare<[string, string]>('DELETE FROM addresses WHERE customer_id = ? AND id = ?');
  const oldest = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM addresses WHERE customer_id = ? AND category = ? ORDER BY created_at, rowid LIMIT 1',
  );

  const list = (customerId: string): StoredAddress[] =>
    all.all(customerId).map((row) => ({ ...fromJson<Address>(row.document), id: row.id, category: row.category, primary: row.is_primary === 1 }));
  const makePrimary = (customerId: string, category: string, id: string): void => {
    clearPrimary.run(customerId, category);
    markPrimary.run(customerId, id);
  };

  return {
    list,
    add(customerId, category, address, primary) {
      return db.transaction((): AddressResult => {
        if ((count.get(customerId)?.total ?? 0) >= MAX_ADDRESSES_PER_CUSTOMER) return { refused: 'limitReached' };
        const id = `a-${randomBytes(6).toString('hex')}`;
        const first = (countInCategory.get(customerId, category)?.total ?? 0) === 0;
        insert.run(id, customerId, category, new Date().toISOString(), JSON.stringify(address));
        if (primary || first) makePrimary(customerId, category, id);
        return { addresses: list(customerId) };
      })();
    },
    update(customerId, category, id, address, primary) {
      return db.transaction((): AddressResult => {
        const row = one.get(customerId, id);
        if (!row || row.category !== category) return { refused: 'notFound' };
        replace.run(JSON.stringify(address), customerId, id);
        if (primary) makePrimary(customerId, category, id);
        return { addresses: list(customerId) };
      })();
    },
    setPrimary(customerId, id) {
      return db.transaction((): AddressResult => {
        const row = one.get(customerId, id);
        if (!row) return { refused: 'notFound' };
        makePrimary(customerId, row.category, id);
        return { addresses: list(customerId) };
      })();
    },
    remove(customerId, id, categories) {
      return db.transaction((): AddressResult => {
        const row = one.get(customerId, id);
        if (!row || !categories.includes(row.category)) return { refused: 'notFound' };
        remove.run(customerId, id);
        const successor = row.is_primary === 1 ? oldest.get(customerId, row.category) : undefined;
        if (successor) markPrimary.run(customerId, successor.id);
        return { addresses: list(customerId) };
      })();
    },
  };
}
