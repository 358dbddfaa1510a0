import { randomUUID } from 'node:crypto';
import type { Address, DistributionAddress } from '@storefront/shared/distribution';
import type { CartStatus } from '@storefront/shared/cart';
import { CartStateError } from '../rules/cart-errors';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';

export interface StoredLineItem {
  readonly lineItemId: string;
  readonly sku: string;
  readonly quantity: number;
}

/** A payment planned on the cart (doc 2 §3 payments: methodKey, amountPlanned in cents). */
export interface StoredPayment {
  readonly id: string;
  readonly methodKey: string;
  readonly brandName?: string;
  readonly amountPlanned: number;
}

/** An article line as the shopper confirmed it at finalize, with the unit price charged (cents). */
export interface ConfirmedLine {
  readonly sku: string;
  readonly quantity: number;
  readonly unitPrice: number;
}

/** What a cart holds besides its lines, stored as the carts.document JSON. */
export interface CartDetails {
  /** The distribution address as set, with the delivery area it resolved to (DELIVERY). */
  readonly distributionAddress?: DistributionAddress;
  /** The time window chosen (time_windows.id); it may have gone since. */
  readonly timeSlotId?: string;
  readonly billingAddress?: Address;
  /** The manual discount codes: at most DISCOUNT_CODES_PER_CART. */
  readonly discountCodes: readonly string[];
  readonly payments: readonly StoredPayment[];
  /** Drinks delivered in a deposit crate (POST /api/carts/crate-deposit-desired). */
  readonly crateDepositDesired: boolean;
  /** The store of the shopper's service selection, given with the add-item calls. */
  readonly storeId?: string;
  /** The article ids of the vouchers the shopper added (POST /api/carts/items with a voucher's articleId). */
  readonly vouchers: readonly string[];
  /** Vouchers the shopper removed: an automatic one stays out of this cart until it is added again. */
  readonly declinedVouchers: readonly string[];
  /** The delivery pass bought with this cart: an offer's sku and its line id. */
  readonly deliveryPass?: { readonly lineItemId: string; readonly sku: string };
  /** The article lines confirmed at the last finalize: what the order sends to the retail gateway. */
  readonly confirmedLines?: readonly ConfirmedLine[];
}

/**
 * How many discount codes a cart holds: one, as at a grocer's till. The
 * automatic vouchers need no code and are not counted.
 */
export const DISCOUNT_CODES_PER_CART = 1;

export const EMPTY_DETAILS: CartDetails = { discountCodes: [], payments: [], crateDepositDesired: false, vouchers: [], declinedVouchers: [] };

/** A cart as stored: its lines refer to products by sku; prices are looked up when it is shown. */
export interface StoredCart {
  readonly id: string;
  readonly customerId: string | null;
  readonly status: CartStatus;
  readonly lines: readonly StoredLineItem[];
  readonly details: CartDetails;
  readonly updatedAt: string;
}

export interface CartChange {
  readonly lines?: readonly StoredLineItem[];
  readonly details?: CartDetails;
}

export interface CartRepository {
  find(id: string): Promise<StoredCart | undefined>;
  /**
   * The current cart of a customer (OPEN or FINALIZED), created empty when
   * there is none yet (in one step, so never two).
   */
  findOrCreateForCustomer(customerId: string): Promise<StoredCart>;
  /** The current cart of a customer, if there is one. */
  findCurrentForCustomer(customerId: string): Promise<StoredCart | undefined>;
  /** A new empty cart that belongs to nobody yet: an anonymous visitor's. */
  createAnonymous(): Promise<StoredCart>;
  /**
   * Changes an OPEN cart with what `change` makes of it, in one transaction:
   * no other update of the same cart can slip in between. A FINALIZED cart
   * throws CartStateError('finalized'), any other status 'gone'.
   */
  update(id: string, change: (cart: StoredCart) => CartChange): Promise<StoredCart>;
  /**
   * OPEN → FINALIZED after `check` accepted the cart (it throws otherwise),
   * keeping the article lines the shopper confirmed; and FINALIZED → OPEN.
   */
  finalize(id: string, check: (cart: StoredCart) => void, confirmedLines: readonly ConfirmedLine[]): Promise<StoredCart>;
  reset(id: string): Promise<StoredCart>;
  /**
   * set-customer: the anonymous OPEN cart becomes the customer's current cart;
   * a current cart the customer had before is ABANDONED.
   */
  assignToCustomer(anonymousCartId: string, customerId: string): Promise<StoredCart>;
  /**
   * merge: the anonymous cart's lines go into the customer's current cart
   * (as `mergeLines` combines them), with its discount codes, added vouchers
   * and service choice, and the anonymous cart is ABANDONED.
   */
  merge(
    anonymousCartId: string,
    customerId: string,
    mergeLines: (target: readonly StoredLineItem[], source: readonly StoredLineItem[]) => StoredLineItem[],
  ): Promise<StoredCart>;
  /** Marks an anonymous OPEN cart last changed before `before` (ISO) as ABANDONED; true when it was. */
  abandonIfStale(id: string, before: string): boolean;
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
  {
    id: 'carts-002',
    sql: `
      ALTER TABLE carts ADD COLUMN document TEXT NOT NULL DEFAULT '{}'; -- CartDetails as JSON
      CREATE INDEX carts_anonymous_open ON carts(status, updated_at) WHERE customer_id IS NULL;
    `,
  },
];

interface CartRow {
  id: string;
  customer_id: string | null;
  status: CartStatus;
  updated_at: string;
  document: string;
}

export function createCartRepository(db: Db): CartRepository {
  const cartById = db.prepare<[string], CartRow>('SELECT id, customer_id, status, updated_at, document FROM carts WHERE id = ?');
  const currentCartOf = db.prepare<[string], CartRow>(
    `SELECT id, customer_id, status, updated_at, document FROM carts
     WHERE customer_id = ? AND status IN ('OPEN', 'FINALIZED') ORDER BY created_at DESC LIMIT 1`,
  );
  const linesOf = db.prepare<[string], { line_item_id: string; sku: string; quantity: number }>(
    'SELECT line_item_id, sku, quantity FROM cart_lines WHERE cart_id = ? ORDER BY position',
  );
  const insertCart = db.prepare('INSERT INTO carts (id, customer_id, created_at, updated_at, document) VALUES (?, ?, ?, ?, ?)');
  const deleteLines = db.prepare('DELETE FROM cart_lines WHERE cart_id = ?');
  const insertLine = db.prepare('INSERT INTO cart_lines (cart_id, line_item_id, sku, quantity, position) VALUES (?, ?, ?, ?, ?)');
  const save = db.prepare('UPDATE carts SET document = ?, updated_at = ? WHERE id = ?');
  const setStatus = db.prepare('UPDATE carts SET status = ?, updated_at = ? WHERE id = ?');
  const setCustomer = db.prepare('UPDATE carts SET customer_id = ?, updated_at = ? WHERE id = ?');
  const abandonStale = db.prepare(
    "UPDATE carts SET status = 'ABANDONED' WHERE id = ? AND customer_id IS NULL AND status = 'OPEN' AND updated_at < ?",
  );

  const load = (row: CartRow): StoredCart => ({
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    updatedAt: row.updated_at,
    details: { ...EMPTY_DETAILS, ...fromJson<Partial<CartDetails>>(row.document) },
    lines: linesOf.all(row.id).map((line) => ({ lineItemId: line.line_item_id, sku: line.sku, quantity: line.quantity })),
  });
  const loadById = (id: string): StoredCart | undefined => {
    const row = cartById.get(id);
    return row && load(row);
  };
  const create = (customerId: string | null): StoredCart => {
    const id = randomUUID();
    const now = new Date().toISOString();
    insertCart.run(id, customerId, now, now, JSON.stringify(EMPTY_DETAILS));
    return { id, customerId, status: 'OPEN', lines: [], details: EMPTY_DETAILS, updatedAt: now };
  };
  const requireOpen = (cart: StoredCart | undefined): StoredCart => {
    if (!cart) throw new CartStateError('gone');
    if (cart.status === 'FINALIZED') throw new CartStateError('finalized');
    if (cart.status !== 'OPEN') throw new CartStateError('gone');
    return cart;
  };
  const write = (cart: StoredCart, change: CartChange): StoredCart => {
    const now = new Date().toISOString();
    const lines = change.lines ?? cart.lines;
    const details = change.details ?? cart.details;
    if (change.lines) {
      deleteLines.run(cart.id);
      lines.forEach((line, index) => insertLine.run(cart.id, line.lineItemId, line.sku, line.quantity, index));
    }
    save.run(JSON.stringify(details), now, cart.id);
    return { ...cart, lines, details, updatedAt: now };
  };
  const transition = (cart: StoredCart, status: CartStatus): StoredCart => {
    const now = new Date().toISOString();
    setStatus.run(status, now, cart.id);
    return { ...cart, status, updatedAt: now };
  };
  const findOrCreate = db.transaction((customerId: string): StoredCart => {
    const row = currentCartOf.get(customerId);
    return row ? load(row) : create(customerId);
  });
  const update = db.transaction((id: string, change: (cart: StoredCart) => CartChange): StoredCart => {
    const cart = requireOpen(loadById(id));
    return write(cart, change(cart));
  });
  const finalize = db.transaction((id: string, check: (cart: StoredCart) => void, confirmedLines: readonly ConfirmedLine[]): StoredCart => {
    const cart = requireOpen(loadById(id));
    check(cart);
    return transition(write(cart, { details: { ...cart.details, confirmedLines } }), 'FINALIZED');
  });
  const reset = db.transaction((id: string): StoredCart => {
    const cart = loadById(id);
    if (!cart || (cart.status !== 'FINALIZED' && cart.status !== 'OPEN')) throw new CartStateError('gone');
    return cart.status === 'OPEN' ? cart : transition(cart, 'OPEN');
  });
  const anonymousOpen = (id: string): StoredCart => {
    const cart = loadById(id);
    if (!cart || cart.customerId !== null) throw new CartStateError('gone');
    return requireOpen(cart);
  };
  const assign = db.transaction((anonymousCartId: string, customerId: string): StoredCart => {
    const cart = anonymousOpen(anonymousCartId);
    const row = currentCartOf.get(customerId);
    if (row) {
      const previous = load(row);
      if (previous.status === 'FINALIZED') throw new CartStateError('finalized');
      transition(previous, 'ABANDONED');
    }
    const now = new Date().toISOString();
    setCustomer.run(customerId, now, cart.id);
    return { ...cart, customerId, updatedAt: now };
  });
  const merge = db.transaction(
    (
      anonymousCartId: string,
      customerId: string,
      mergeLines: (target: readonly StoredLineItem[], source: readonly StoredLineItem[]) => StoredLineItem[],
    ): StoredCart => {
      const source = anonymousOpen(anonymousCartId);
      const row = currentCartOf.get(customerId);
      const target = requireOpen(row ? load(row) : create(customerId));
      transition(source, 'ABANDONED');
      // What the guest typed or chose besides articles comes along: added vouchers (a guest can add only
      // general ones, which the customer may redeem too), and the guest's discount code where the customer's
      // cart holds none yet: its own code came first, as when a second code is typed into one cart.
      const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
      // The guest's service choice (delivery address or store, with its window) is the shopper's latest: it
      // replaces the customer cart's, so logging in never asks for Lieferung oder Abholung again.
      const service = source.details.distributionAddress
        ? { distributionAddress: source.details.distributionAddress, timeSlotId: source.details.timeSlotId, storeId: source.details.storeId }
        : {};
      const details: CartDetails = {
        ...target.details,
        ...service,
        discountCodes:
          target.details.discountCodes.length > 0 ? target.details.discountCodes : source.details.discountCodes.slice(0, DISCOUNT_CODES_PER_CART),
        vouchers: union(target.details.vouchers, source.details.vouchers),
        declinedVouchers: target.details.declinedVouchers.filter((articleId) => !source.details.vouchers.includes(articleId)),
      };
      return write(target, { lines: mergeLines(target.lines, source.lines), details });
    },
  );

  return {
    async find(id) {
      return loadById(id);
    },
    async findOrCreateForCustomer(customerId) {
      return findOrCreate(customerId);
    },
    async findCurrentForCustomer(customerId) {
      const row = currentCartOf.get(customerId);
      return row && load(row);
    },
    async createAnonymous() {
      return create(null);
    },
    async update(id, change) {
      return update(id, change);
    },
    async finalize(id, check, confirmedLines) {
      return finalize(id, check, confirmedLines);
    },
    async reset(id) {
      return reset(id);
    },
    async assignToCustomer(anonymousCartId, customerId) {
      return assign(anonymousCartId, customerId);
    },
    async merge(anonymousCartId, customerId, mergeLines) {
      return merge(anonymousCartId, customerId, mergeLines);
    },
    abandonIfStale(id, before) {
      return abandonStale.run(id, before).changes === 1;
    },
  };
}

export interface StoredCartSeed {
  readonly customerId: string;
  readonly lines: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
  readonly details?: Partial<CartDetails>;
}

/** Seeds OPEN stored carts of demo customers (a customer not seeded is skipped). */
export function seedCarts(db: Db, seeds: readonly StoredCartSeed[]): void {
  const customerExists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM customers WHERE id = ?');
  const insertCart = db.prepare('INSERT INTO carts (id, customer_id, created_at, updated_at, document) VALUES (?, ?, ?, ?, ?)');
  const insertLine = db.prepare('INSERT INTO cart_lines (cart_id, line_item_id, sku, quantity, position) VALUES (?, ?, ?, ?, ?)');
  for (const seed of seeds) {
    if (!customerExists.get(seed.customerId)) continue;
    const id = randomUUID();
    const now = new Date().toISOString();
    insertCart.run(id, seed.customerId, now, now, JSON.stringify({ ...EMPTY_DETAILS, ...seed.details }));
    seed.lines.forEach((line, index) => insertLine.run(id, randomUUID(), line.sku, line.quantity, index));
  }
}
