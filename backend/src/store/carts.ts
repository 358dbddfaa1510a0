import { randomUUID } from 'node:crypto';
import type { Db, Migration } from '../db/database';

export interface StoredLineItem {
  readonly lineItemId: string;
  readonly sku: string;
  readonly quantity: number;
}

/** A cart as stored: its lines refer to products by sku; prices are looked up when it is shown. */
export interface StoredCart {
  readonly id: string;
  readonly customerId: string | null;
  readonly lines: readonly StoredLineItem[];
}

export interface CartRepository {
  find(id: string): Promise<StoredCart | undefined>;
  /** The open cart of a customer, created empty when there is none yet (in one step, so never two). */
  findOrCreateForCustomer(customerId: string): Promise<StoredCart>;
  /** A new empty cart that belongs to nobody yet: an anonymous visitor's. */
  createAnonymous(): Promise<StoredCart>;
  /**
   * Replaces the lines of a cart with what `change` makes of the current ones,
   * in one transaction: no other update of the same cart can slip in between.
   */
  updateLines(id: string, change: (lines: readonly StoredLineItem[]) => StoredLineItem[]): Promise<StoredCart>;
}

export const cartMigrations: Migration[] = [
  {
    id: 'carts-001',
    sql: `
      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        customer_id TEXT REFERENCES customers(id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'OPEN',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX carts_customer ON carts(customer_id, status);
      CREATE TABLE cart_lines (
        cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        line_item_id TEXT NOT NULL,
        sku TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        position INTEGER NOT NULL,
        PRIMARY KEY (cart_id, line_item_id)
      );
    `,
  },
];

export function createCartRepository(db: Db): CartRepository {
  const cartById = db.prepare<[string], { id: string; customer_id: string | null }>('SELECT id, customer_id FROM carts WHERE id = ?');
  const openCartOf = db.prepare<[string], { id: string; customer_id: string | null }>(
    "SELECT id, customer_id FROM carts WHERE customer_id = ? AND status = 'OPEN' ORDER BY created_at LIMIT 1",
  );
  const linesOf = db.prepare<[string], { line_item_id: string; sku: string; quantity: number }>(
    'SELECT line_item_id, sku, quantity FROM cart_lines WHERE cart_id = ? ORDER BY position',
  );
  const insertCart = db.prepare('INSERT INTO carts (id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const deleteLines = db.prepare('DELETE FROM cart_lines WHERE cart_id = ?');
  const insertLine = db.prepare('INSERT INTO cart_lines (cart_id, line_item_id, sku, quantity, position) VALUES (?, ?, ?, ?, ?)');
  const touch = db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?');

  const load = (row: { id: string; customer_id: string | null }): StoredCart => ({
    id: row.id,
    customerId: row.customer_id,
    lines: linesOf.all(row.id).map((line) => ({ lineItemId: line.line_item_id, sku: line.sku, quantity: line.quantity })),
  });
  const create = (customerId: string | null): StoredCart => {
    const id = randomUUID();
    const now = new Date().toISOString();
    insertCart.run(id, customerId, now, now);
    return { id, customerId, lines: [] };
  };
  const findOrCreate = db.transaction((customerId: string): StoredCart => {
    const row = openCartOf.get(customerId);
    return row ? load(row) : create(customerId);
  });
  const update = db.transaction((id: string, change: (lines: readonly StoredLineItem[]) => StoredLineItem[]): StoredCart => {
    const row = cartById.get(id);
    if (!row) throw new Error(`No cart ${id}`);
    const lines = change(load(row).lines);
    deleteLines.run(id);
    lines.forEach((line, index) => insertLine.run(id, line.lineItemId, line.sku, line.quantity, index));
    touch.run(new Date().toISOString(), id);
    return { id, customerId: row.customer_id, lines: Object.freeze(lines) };
  });

  return {
    async find(id) {
      const row = cartById.get(id);
      return row && load(row);
    },
    async findOrCreateForCustomer(customerId) {
      return findOrCreate(customerId);
    },
    async createAnonymous() {
      return create(null);
    },
    async updateLines(id, change) {
      return update(id, change);
    },
  };
}
