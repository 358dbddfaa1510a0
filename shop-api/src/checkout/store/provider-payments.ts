import { randomUUID } from 'node:crypto';
import type { Db } from '@storefront/server-kit/database/database';

/*
 * The payments at the local payment provider (redirect flow) and the
 * provider's webhook events: part of the order repository (orders.ts), on the
 * tables of its migration.
 */

/** Where a provider payment stands. */
export type ProviderPaymentStatus = 'PENDING' | 'AUTHORIZED' | 'DECLINED' | 'CANCELLED' | 'CAPTURED';

/** A payment at the local payment provider (redirect flow): one checkout id per attempt. */
export interface ProviderPayment {
  readonly checkoutId: string;
  readonly cartId: string;
  readonly methodKey: string;
  readonly brandName: string | null;
  readonly amount: number;
  readonly status: ProviderPaymentStatus;
  /** Proves a decision on the provider page came from the page the provider served. */
  readonly pageToken: string;
  readonly savePaymentMethod: boolean;
  readonly setPrimary: boolean;
  /** Whether the failure of this attempt was told to the storefront already. */
  readonly outcomeReported: boolean;
}

/** The provider payment queries of the order repository (OrderRepository). */
export interface ProviderPaymentRepository {
  createProviderPayment(input: {
    cartId: string;
    methodKey: string;
    brandName: string | undefined;
    amount: number;
    savePaymentMethod: boolean;
    setPrimary: boolean;
  }): ProviderPayment;
  findProviderPayment(checkoutId: string): ProviderPayment | undefined;
  /** The newest payment attempt of a cart. */
  latestProviderPayment(cartId: string): ProviderPayment | undefined;
  /**
   * Settles a PENDING payment as AUTHORIZED, DECLINED or CANCELLED. A payment
   * settled before keeps its outcome (idempotent); answers the payment as it now is.
   */
  settleProviderPayment(checkoutId: string, outcome: 'AUTHORIZED' | 'DECLINED' | 'CANCELLED'): ProviderPayment | undefined;
  markOutcomeReported(checkoutId: string): void;
  /**
   * Releases an AUTHORIZED payment that no order will capture (the retail
   * gateway refused the order): it ends CANCELLED, with nothing left to tell
   * the shopper, so the next checkout starts a new attempt. Any other payment
   * is left as it is.
   */
  releaseAuthorization(checkoutId: string): void;
  /**
   * Applies a webhook event once, in one transaction: an event id seen before
   * changes nothing (duplicate); a new one settles the payment if still PENDING.
   */
  applyWebhookEvent(
    eventId: string,
    checkoutId: string,
    outcome: 'AUTHORIZED' | 'DECLINED' | 'CANCELLED',
  ): { payment: ProviderPayment | undefined; duplicate: boolean };
}

interface PaymentRow {
  checkout_id: string;
  cart_id: string;
  method_key: string;
  brand_name: string | null;
  amount_cents: number;
  status: ProviderPaymentStatus;
  page_token: string;
  save_payment_method: number;
  set_primary: number;
  outcome_reported: number;
}

const toPayment = (row: PaymentRow): ProviderPayment => ({
  checkoutId: row.checkout_id,
  cartId: row.cart_id,
  methodKey: row.method_key,
  brandName: row.brand_name,
  amount: row.amount_cents,
  status: row.status,
  pageToken: row.page_token,
  savePaymentMethod: row.save_payment_method === 1,
  setPrimary: row.set_primary === 1,
  outcomeReported: row.outcome_reported === 1,
});

/** The provider payment queries on `db`. */
export function createProviderPaymentRepository(db: Db): ProviderPaymentRepository {
  const insertPayment = db.prepare(
    `INSERT INTO provider_payments (checkout_id, cart_id, method_key, brand_name, amount_cents, status, page_token,
       save_payment_method, set_primary, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?)`,
  );
  const paymentById = db.prepare<[string], PaymentRow>('SELECT * FROM provider_payments WHERE checkout_id = ?');
  const latestPayment = db.prepare<[string], PaymentRow>(
    'SELECT * FROM provider_payments WHERE cart_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  const settle = db.prepare("UPDATE provider_payments SET status = ?, updated_at = ? WHERE checkout_id = ? AND status = 'PENDING'");
  const reported = db.prepare('UPDATE provider_payments SET outcome_reported = 1 WHERE checkout_id = ?');
  const release = db.prepare(
    "UPDATE provider_payments SET status = 'CANCELLED', outcome_reported = 1, updated_at = ? WHERE checkout_id = ? AND status = 'AUTHORIZED'",
  );
  const insertEvent = db.prepare('INSERT OR IGNORE INTO provider_webhook_events (event_id, checkout_id, received_at) VALUES (?, ?, ?)');

  const applyEvent = db.transaction((eventId: string, checkoutId: string, outcome: 'AUTHORIZED' | 'DECLINED' | 'CANCELLED') => {
    const duplicate = insertEvent.run(eventId, checkoutId, new Date().toISOString()).changes !== 1;
    if (!duplicate) settle.run(outcome, new Date().toISOString(), checkoutId);
    const row = paymentById.get(checkoutId);
    return { payment: row && toPayment(row), duplicate };
  });

  return {
    createProviderPayment(input) {
      const checkoutId = randomUUID();
      const now = new Date().toISOString();
      const pageToken = randomUUID();
      insertPayment.run(
        checkoutId,
        input.cartId,
        input.methodKey,
        input.brandName ?? null,
        input.amount,
        pageToken,
        input.savePaymentMethod ? 1 : 0,
        input.setPrimary ? 1 : 0,
        now,
        now,
      );
      const row = paymentById.get(checkoutId);
      if (!row) throw new Error('provider payment not stored');
      return toPayment(row);
    },
    findProviderPayment(checkoutId) {
      const row = paymentById.get(checkoutId);
      return row && toPayment(row);
    },
    latestProviderPayment(cartId) {
      const row = latestPayment.get(cartId);
      return row && toPayment(row);
    },
    settleProviderPayment(checkoutId, outcome) {
      settle.run(outcome, new Date().toISOString(), checkoutId);
      const row = paymentById.get(checkoutId);
      return row && toPayment(row);
    },
    markOutcomeReported(checkoutId) {
      reported.run(checkoutId);
    },
    releaseAuthorization(checkoutId) {
      release.run(new Date().toISOString(), checkoutId);
    },
    applyWebhookEvent(eventId, checkoutId, outcome) {
      return applyEvent(eventId, checkoutId, outcome);
    },
  };
}
