import { randomUUID } from 'node:crypto';
import type { CartFile } from '@storefront/shared/checkout';
import { CartStateError } from '../rules/cart-errors';
import type { Db, Migration } from '@storefront/server-kit/database/database';

/*
 * A file attached to a cart at checkout (doc 2 §9 checkout file uploads) is
 * kept as the API shows it (CartFile), with its content beside it.
 */

export interface NewCartFile {
  readonly name: string;
  readonly mediaType: CartFile['mediaType'];
  readonly content: Buffer;
}

export interface CartFileRepository {
  /** The files of a cart, oldest first. */
  list(cartId: string): CartFile[];
  /**
   * Adds a file to an OPEN cart, in one transaction with the count: a
   * FINALIZED cart throws CartStateError('finalized'), a full one `full`.
   */
  add(cartId: string, file: NewCartFile, maxFiles: number): CartFile[] | 'full';
  /** Removes a file of an OPEN cart; false when the cart has no such file. */
  remove(cartId: string, fileId: string): boolean;
  /** The content of a file, for customer service (and tests). */
  content(fileId: string): Buffer | undefined;
  /** The files an order carries. */
  listForOrder(orderNumber: string): CartFile[];
}

export const cartFileMigrations: Migration[] = [
  {
    // Up to three files per cart, stored with it; the order takes them along (order_number).
    id: 'cart-files-001',
    sql: `
      CREATE TABLE cart_files (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        order_number TEXT NULL REFERENCES orders(order_number),
        name TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
        size INTEGER NOT NULL CHECK (size > 0),
        content BLOB NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX cart_files_cart ON cart_files(cart_id, created_at);
      CREATE INDEX cart_files_order ON cart_files(order_number) WHERE order_number IS NOT NULL;
    `,
  },
];

interface FileRow {
  id: string;
  name: string;
  /** One of the API's media types: the table's CHECK allows no other. */
  media_type: CartFile['mediaType'];
  size: number;
  created_at: string;
}

const toFile = (row: FileRow): CartFile => ({ id: row.id, name: row.name, mediaType: row.media_type, size: row.size, createdAt: row.created_at });

export function createCartFileRepository(db: Db): CartFileRepository {
  const filesOf = db.prepare<[string], FileRow>(
    'SELECT id, name, media_type, size, created_at FROM cart_files WHERE cart_id = ? ORDER BY created_at, rowid',
  );
  const filesOfOrder = db.prepare<[string], FileRow>(
    'SELECT id, name, media_type, size, created_at FROM cart_files WHERE order_number = ? ORDER BY created_at, rowid',
  );
  const cartStatus = db.prepare<[string], { status: string }>('SELECT status FROM carts WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO cart_files (id, cart_id, name, media_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const deleteFile = db.prepare('DELETE FROM cart_files WHERE id = ? AND cart_id = ?');
  const contentOf = db.prepare<[string], { content: Buffer }>('SELECT content FROM cart_files WHERE id = ?');

  const requireOpen = (cartId: string) => {
    const status = cartStatus.get(cartId)?.status;
    if (status === 'FINALIZED') throw new CartStateError('finalized');
    if (status !== 'OPEN') throw new CartStateError('gone');
  };
  const add = db.transaction((cartId: string, file: NewCartFile, maxFiles: number): CartFile[] | 'full' => {
    requireOpen(cartId);
    if (filesOf.all(cartId).length >= maxFiles) return 'full';
    insert.run(randomUUID(), cartId, file.name, file.mediaType, file.content.length, file.content, new Date().toISOString());
    return filesOf.all(cartId).map(toFile);
  });
  const remove = db.transaction((cartId: string, fileId: string): boolean => {
    requireOpen(cartId);
    return deleteFile.run(fileId, cartId).changes === 1;
  });

  return {
    list: (cartId) => filesOf.all(cartId).map(toFile),
    add: (cartId, file, maxFiles) => add(cartId, file, maxFiles),
    remove: (cartId, fileId) => remove(cartId, fileId),
    content: (fileId) => contentOf.get(fileId)?.content,
    listForOrder: (orderNumber) => filesOfOrder.all(orderNumber).map(toFile),
  };
}
