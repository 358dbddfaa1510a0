import { randomUUID } from 'node:crypto';
import type { ServiceType } from '@storefront/shared/distribution';
import { addDays, periodEndDate, shopDate } from '../../platform/shop-time';
import type { WalletGiftCard } from '../../cart/store';
import type { Db, Migration } from '@storefront/server-kit/database/database';
import type { PageRequest, ResultPage } from '../../platform/paging';
import { giftCardUsable } from '../../account';
import { createProviderPaymentRepository, type ProviderPaymentRepository } from './provider-payments';

/** A placed order (doc 2 §1 order types, §7 POST /api/checkout). */
export interface Order {
  readonly orderNumber: string;
  readonly cartId: string;
  readonly customerId: string | null;
  readonly serviceType: ServiceType;
  readonly timeWindowId: string;
  readonly paymentMethodKey: string;
  /** Cents charged to the payment method (with surcharge). */
  readonly amountCharged: number;
  /** Cents paid with gift cards. */
  readonly giftCardAmount: number;
  readonly total: number;
  readonly createdAt: string;
}


/** Why placing an order failed: a cart validation code the state has since produced. */
export class CheckoutConflict extends Error {
  constructor(readonly code: '023' | '227' | '261' | 'cart' | 'voucherRedeemed') {
    super(`checkout conflict ${code}`);
    this.name = 'CheckoutConflict';
  }
}

/** What placing an order takes: the finalized cart, its window and payment, and what the order redeems and buys. */
export interface PlaceOrderInput {
  readonly cartId: string;
  readonly customerId: string | null;
  readonly serviceType: ServiceType;
  readonly timeWindowId: string;
  readonly paymentMethodKey: string;
  readonly amountCharged: number;
  readonly giftCardAmount: number;
  readonly total: number;
  /** Codes in force for the order; each counts one application. */
  readonly discountCodes: readonly string[];
  /** Personal and loyalty vouchers the order redeems (each once per customer), with what they took off. */
  readonly vouchersRedeemed: ReadonlyArray<{ readonly articleId: string; readonly discount: number }>;
  /** The delivery pass the order buys (customers only). */
  readonly deliveryPass?: { readonly sku: string; readonly durationInMonths: number };
  /** The provider payment that paid the order, captured with it. */
  readonly checkoutId?: string;
  /** The cart as priced when it was ordered (the order's document). */
  readonly snapshot: unknown;
}

/** A placed order as the customer's order list reads it: with its window and the cart it ordered. */
export interface StoredOrder {
  readonly orderNumber: string;
  readonly createdAt: string;
  readonly status: 'PLACED' | 'CANCELLED';
  readonly serviceType: ServiceType;
  readonly total: number;
  readonly window: { readonly start: string; readonly end: string };
  /** The cart as priced when it was ordered. */
  readonly snapshot: unknown;
}

/** The orders placed, and the provider payments that pay them (provider-payments.ts). */
export interface OrderRepository extends ProviderPaymentRepository {
  /** A page of the customer's orders, newest first, and how many they have in all. */
  listOfCustomer(customerId: string, page: PageRequest): ResultPage<StoredOrder>;
  /** The gift cards in the customer's wallet. */
  wallet(customerId: string, now: Date): WalletGiftCard[];
  /**
   * Places the order in one transaction: the cart must still be FINALIZED;
   * books the window (capacity), debits the gift cards, counts the discount
   * codes, redeems the personal and loyalty vouchers, clears the first-order
   * flag of the service type, marks the cart ORDERED, captures the provider
   * payment, writes the order and gives the customer the delivery pass it
   * bought: from the order day (Vienna), or from the day after the last pass
   * they hold ends, for the offer's months.
   * Throws CheckoutConflict when the state no longer allows it, changing nothing.
   */
  place(input: PlaceOrderInput, now: Date): Order;
}

/** The tables of the orders, the provider payments and the provider's webhook events. */
export const orderMigrations: Migration[] = [
  {
    id: 'orders-001',
    sql: `
      CREATE TABLE orders (
        order_number TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL UNIQUE REFERENCES carts(id),
        customer_id TEXT NULL REFERENCES customers(id),
        service_type TEXT NOT NULL CHECK (service_type IN ('DELIVERY', 'CLICK_AND_COLLECT')),
        time_window_id TEXT NOT NULL REFERENCES time_windows(id),
        payment_method_key TEXT NOT NULL,
        amount_charged_cents INTEGER NOT NULL,
        gift_card_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'PLACED' CHECK (status IN ('PLACED', 'CANCELLED')),
        created_at TEXT NOT NULL,
        document TEXT NOT NULL -- the cart as priced when ordered
      );
      CREATE INDEX orders_customer ON orders(customer_id, created_at);
      CREATE TABLE provider_payments (
        checkout_id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts(id),
        method_key TEXT NOT NULL,
        brand_name TEXT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'AUTHORIZED', 'DECLINED', 'CANCELLED', 'CAPTURED')),
        page_token TEXT NOT NULL,
        save_payment_method INTEGER NOT NULL DEFAULT 0,
        set_primary INTEGER NOT NULL DEFAULT 0,
        outcome_reported INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX provider_payments_cart ON provider_payments(cart_id, created_at);
      CREATE TABLE provider_webhook_events (
        event_id TEXT PRIMARY KEY,
        checkout_id TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
];

/** Order numbers: eight digits after the shop's prefix, counted up. */
const ORDER_NUMBER_START = 10_000_001;

/** The order repository on `db`: placing and listing orders here, the provider payments (provider-payments.ts). */
export function createOrderRepository(db: Db): OrderRepository {
  const walletCards = db.prepare<[string], { id: string; balance_cents: number; status: 'ACTIVE' | 'BLOCKED'; expires_on: string | null }>(
    'SELECT id, balance_cents, status, expires_on FROM gift_cards WHERE customer_id = ? ORDER BY created_at, id',
  );
  const debitCard = db.prepare('UPDATE gift_cards SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?');
  const recordCardTransaction = db.prepare(
    "INSERT INTO gift_card_transactions (id, gift_card_id, amount_cents, status, reference) VALUES (?, ?, ?, 'CAPTURED', ?)",
  );
  const cartStatus = db.prepare<[string], { status: string }>('SELECT status FROM carts WHERE id = ?');
  const markOrdered = db.prepare("UPDATE carts SET status = 'ORDERED', updated_at = ? WHERE id = ? AND status = 'FINALIZED'");
  const bookWindow = db.prepare('UPDATE time_windows SET booked = booked + 1 WHERE id = ? AND booked < capacity');
  const countApplication = db.prepare(
    'UPDATE discount_codes SET applications = applications + 1 WHERE code = ? AND (max_applications IS NULL OR applications < max_applications)',
  );
  const clearFirstOrderFlag = db.prepare("UPDATE customers SET document = json_set(document, ?, json('false')) WHERE id = ?");
  const countOrders = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM orders');
  const insertOrder = db.prepare(
    `INSERT INTO orders (order_number, cart_id, customer_id, service_type, time_window_id, payment_method_key,
       amount_charged_cents, gift_card_cents, total_cents, created_at, document)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const redeemVoucher = db.prepare(
    `INSERT INTO voucher_redemptions (customer_id, article_id, order_number, discount_cents, redeemed_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const lastPassEnd = db.prepare<[string, string], { end_date: string | null }>(
    'SELECT MAX(end_date) AS end_date FROM delivery_passes WHERE customer_id = ? AND end_date >= ?',
  );
  const insertPass = db.prepare('INSERT INTO delivery_passes (id, customer_id, sku, start_date, end_date, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const capture = db.prepare("UPDATE provider_payments SET status = 'CAPTURED', updated_at = ? WHERE checkout_id = ? AND status = 'AUTHORIZED'");

  const usableCards = (customerId: string, now: Date): WalletGiftCard[] =>
    walletCards.all(customerId).map((card) => ({ id: card.id, balance: card.balance_cents, usable: giftCardUsable(card, now) }));

  const carryFiles = db.prepare('UPDATE cart_files SET order_number = ? WHERE cart_id = ?');
  const place = db.transaction((input: PlaceOrderInput, now: Date): Order => {
    if (cartStatus.get(input.cartId)?.status !== 'FINALIZED') throw new CheckoutConflict('cart');
    if (bookWindow.run(input.timeWindowId).changes !== 1) throw new CheckoutConflict('023');
    let owed = input.giftCardAmount;
    if (owed > 0) {
      if (input.customerId === null) throw new CheckoutConflict('261');
      for (const card of usableCards(input.customerId, now)) {
        if (owed === 0) break;
        if (!card.usable || card.balance === 0) continue;
        const amount = Math.min(card.balance, owed);
        debitCard.run(amount, card.id, amount);
        recordCardTransaction.run(randomUUID(), card.id, amount, `cart:${input.cartId}`);
        owed -= amount;
      }
      if (owed > 0) throw new CheckoutConflict('261');
    }
    for (const code of input.discountCodes) {
      if (countApplication.run(code).changes !== 1) throw new CheckoutConflict('227');
    }
    if (input.customerId !== null) {
      const flag = input.serviceType === 'DELIVERY' ? '$.firstOrderDelivery' : '$.firstOrderClickAndCollect';
      clearFirstOrderFlag.run(flag, input.customerId);
    }
    const createdAt = now.toISOString();
    if (markOrdered.run(createdAt, input.cartId).changes !== 1) throw new CheckoutConflict('cart');
    if (input.checkoutId) capture.run(createdAt, input.checkoutId);
    const orderNumber = `FM${ORDER_NUMBER_START + (countOrders.get()?.count ?? 0)}`;
    insertOrder.run(
      orderNumber,
      input.cartId,
      input.customerId,
      input.serviceType,
      input.timeWindowId,
      input.paymentMethodKey,
      input.amountCharged,
      input.giftCardAmount,
      input.total,
      createdAt,
      JSON.stringify(input.snapshot),
    );
    // The files attached at checkout go with the order.
    carryFiles.run(orderNumber, input.cartId);
    // Personal and loyalty vouchers and the delivery pass are customer-only; the cart view offers them to customers only.
    for (const { articleId, discount } of input.vouchersRedeemed) {
      // Redeemed by another order in the meantime: this one changes nothing.
      if (input.customerId === null || redeemVoucher.run(input.customerId, articleId, orderNumber, discount, createdAt).changes !== 1) {
        throw new CheckoutConflict('voucherRedeemed');
      }
    }
    if (input.deliveryPass) {
      if (input.customerId === null) throw new CheckoutConflict('cart');
      const today = shopDate(now);
      const heldUntil = lastPassEnd.get(input.customerId, today)?.end_date;
      const startDate = heldUntil ? addDays(heldUntil, 1) : today;
      const endDate = periodEndDate(startDate, input.deliveryPass.durationInMonths);
      insertPass.run(randomUUID(), input.customerId, input.deliveryPass.sku, startDate, endDate, orderNumber, createdAt);
    }
    return {
      orderNumber,
      cartId: input.cartId,
      customerId: input.customerId,
      serviceType: input.serviceType,
      timeWindowId: input.timeWindowId,
      paymentMethodKey: input.paymentMethodKey,
      amountCharged: input.amountCharged,
      giftCardAmount: input.giftCardAmount,
      total: input.total,
      createdAt,
    };
  });

  const customerOrders = db.prepare<
    [string, number, number],
    { order_number: string; created_at: string; status: StoredOrder['status']; service_type: ServiceType; total_cents: number; start: string; end: string; document: string }
  >(
    `SELECT o.order_number, o.created_at, o.status, o.service_type, o.total_cents, w.start, w.end, o.document
       FROM orders o JOIN time_windows w ON w.id = o.time_window_id
      WHERE o.customer_id = ?
      ORDER BY o.created_at DESC, o.order_number DESC
      LIMIT ? OFFSET ?`,
  );
  const countCustomerOrders = db.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM orders WHERE customer_id = ?');

  return {
    ...createProviderPaymentRepository(db),
    wallet: usableCards,
    listOfCustomer(customerId, { offset, pageSize }) {
      return {
        total: countCustomerOrders.get(customerId)?.count ?? 0,
        results: customerOrders.all(customerId, pageSize, offset).map((row) => ({
          orderNumber: row.order_number,
          createdAt: row.created_at,
          status: row.status,
          serviceType: row.service_type,
          total: row.total_cents,
          window: { start: row.start, end: row.end },
          snapshot: JSON.parse(row.document) as unknown,
        })),
      };
    },
    place,
  };
}
