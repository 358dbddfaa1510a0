import { createHash, randomBytes } from 'node:crypto';
import { CARD_BRANDS, type CardBrand, type SavedPaymentMethod, type SavedPaymentMethods } from '@storefront/shared/checkout';
import { fromJson, type Db } from '@storefront/server-kit/database/database';

/*
 * A customer's saved payment methods (doc 2 §3, §7); table `payment_methods`
 * of migration customers-002. A card is expired after the last day of its
 * expiry month; expired cards stay listed, flagged, so the customer can remove
 * them, and count as inactive (they cannot pay).
 */

/** The local payment provider (payment-provider/payment-provider.ts), whose checkouts are in provider_payments. */
export const LOCAL_PAYMENT_PROVIDER = 'frischpay';

/** A card as the payment provider reports it after a checkout. */
export interface SavedCard {
  readonly provider: string;
  readonly methodKey: string;
  readonly checkoutId: string;
  readonly paymentBrand: CardBrand;
  readonly cardExpiryMonth: number;
  readonly cardExpiryYear: number;
  /** The last four digits, shown as •••• 1234. */
  readonly lastDigits: string;
}

export type PaymentMethodRefusal = 'notFound' | 'expired';
export type PaymentMethodResult = { readonly methods: SavedPaymentMethods } | { readonly refused: PaymentMethodRefusal };

export interface PaymentMethodRepository {
  /**
   * The card of a checkout at the payment provider (the checkout's table
   * provider_payments): a card payment of one of this customer's carts that the
   * provider authorised. The local provider's page asks for no card number, so
   * the card it reports is derived from the checkout: the brand chosen, four
   * digits from the checkout id, valid through the payment's month three years on.
   */
  cardOfCheckout(customerId: string, checkoutId: string, provider: string, methodKey: string): SavedCard | undefined;
  list(customerId: string, now?: Date): SavedPaymentMethods;
  /**
   * Saves the card of a checkout. The same checkout saved twice is one card. The
   * first card, or one saved with setPrimary, becomes the primary one; an
   * expired card never does.
   */
  save(customerId: string, card: SavedCard, setPrimary: boolean, now?: Date): PaymentMethodResult;
  /** Removes a card of that provider; the newest valid card takes over as primary. */
  remove(customerId: string, id: string, provider: string, now?: Date): PaymentMethodResult;
  setPrimary(customerId: string, id: string, now?: Date): PaymentMethodResult;
}

/** Expired once the expiry month is over (cards are valid through the end of that month). */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

interface Row {
  id: string;
  provider: string;
  method_key: string;
  is_primary: number;
  expiry_month: number;
  expiry_year: number;
  document: string;
}

export function createPaymentMethodRepository(db: Db): PaymentMethodRepository {
  const all = db.prepare<[string], Row>(
    `SELECT id, provider, method_key, is_primary, expiry_month, expiry_year, document FROM payment_methods
     WHERE customer_id = ? ORDER BY is_primary DESC, created_at DESC, rowid DESC`,
  );
  const one = db.prepare<[string, string], Row>(
    'SELECT id, provider, method_key, is_primary, expiry_month, expiry_year, document FROM payment_methods WHERE customer_id = ? AND id = ?',
  );
  const byCheckout = db.prepare<[string, string], { id: string }>(
    "SELECT id FROM payment_methods WHERE customer_id = ? AND json_extract(document, '$.checkoutId') = ?",
  );
  const insert = db.prepare(
    `INSERT INTO payment_methods (id, customer_id, provider, method_key, is_primary, expiry_month, expiry_year, created_at, document)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  );
  const clearPrimary = db.prepare<[string]>('UPDATE payment_methods SET is_primary = 0 WHERE customer_id = ?');
  const markPrimary = db.prepare<[string, string]>('UPDATE payment_methods SET is_primary = 1 WHERE customer_id = ? AND id = ?');
  const remove = db.prepare<[string, string]>('DELETE FROM payment_methods WHERE customer_id = ? AND id = ?');

  const toMethod = (row: Row, now: Date): SavedPaymentMethod => {
    const card = fromJson<SavedCard>(row.document);
    return {
      id: row.id,
      provider: row.provider,
      methodKey: row.method_key,
      paymentBrand: card.paymentBrand,
      cardExpiryMonth: row.expiry_month,
      cardExpiryYear: row.expiry_year,
      isPrimary: row.is_primary === 1,
      expired: isCardExpired(row.expiry_month, row.expiry_year, now),
      maskedNumber: `•••• ${card.lastDigits}`,
    };
  };
  const list = (customerId: string, now: Date = new Date()): SavedPaymentMethods => {
    const activeMethods = all.all(customerId).map((row) => toMethod(row, now));
    return { activeMethods, hasInactiveMethods: activeMethods.some((method) => method.expired) };
  };
  const makePrimary = (customerId: string, id: string): void => {
    clearPrimary.run(customerId);
    markPrimary.run(customerId, id);
  };

  const tableExists = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'provider_payments'");

  return {
    cardOfCheckout(customerId, checkoutId, provider, methodKey) {
      if (provider !== LOCAL_PAYMENT_PROVIDER || !tableExists.get()) return undefined;
      const payment = db
        .prepare<[string, string], { method_key: string; brand_name: string | null; created_at: string }>(
          `SELECT p.method_key, p.brand_name, p.created_at FROM provider_payments p JOIN carts c ON c.id = p.cart_id
           WHERE p.checkout_id = ? AND c.customer_id = ? AND p.status IN ('AUTHORIZED', 'CAPTURED')`,
        )
        .get(checkoutId, customerId);
      const brand = CARD_BRANDS.find((name) => name === payment?.brand_name);
      if (!payment || !brand || payment.method_key !== methodKey || methodKey !== 'credit-cards') return undefined;
      const paidAt = new Date(payment.created_at);
      const digits = createHash('sha256').update(checkoutId).digest().readUInt32BE(0) % 10_000;
      return {
        provider,
        methodKey,
        checkoutId,
        paymentBrand: brand,
        cardExpiryMonth: paidAt.getUTCMonth() + 1,
        cardExpiryYear: paidAt.getUTCFullYear() + 3,
        lastDigits: String(digits).padStart(4, '0'),
      };
    },
    list,
    save(customerId, card, setPrimary, now = new Date()) {
      return db.transaction((): PaymentMethodResult => {
        const expired = isCardExpired(card.cardExpiryMonth, card.cardExpiryYear, now);
        const existing = byCheckout.get(customerId, card.checkoutId);
        const id = existing?.id ?? `pm-${randomBytes(6).toString('hex')}`;
        if (!existing) {
          const { provider, methodKey, cardExpiryMonth, cardExpiryYear } = card;
          insert.run(id, customerId, provider, methodKey, cardExpiryMonth, cardExpiryYear, now.toISOString(), JSON.stringify(card));
        }
        const hasPrimary = all.all(customerId).some((row) => row.is_primary === 1);
        if (!expired && (setPrimary || !hasPrimary)) makePrimary(customerId, id);
        return { methods: list(customerId, now) };
      })();
    },
    remove(customerId, id, provider, now = new Date()) {
      return db.transaction((): PaymentMethodResult => {
        const row = one.get(customerId, id);
        if (!row || row.provider !== provider) return { refused: 'notFound' };
        remove.run(customerId, id);
        if (row.is_primary === 1) {
          const successor = all.all(customerId).find((other) => !isCardExpired(other.expiry_month, other.expiry_year, now));
          if (successor) markPrimary.run(customerId, successor.id);
        }
        return { methods: list(customerId, now) };
      })();
    },
    setPrimary(customerId, id, now = new Date()) {
      return db.transaction((): PaymentMethodResult => {
        const row = one.get(customerId, id);
        if (!row) return { refused: 'notFound' };
        if (isCardExpired(row.expiry_month, row.expiry_year, now)) return { refused: 'expired' };
        makePrimary(customerId, id);
        return { methods: list(customerId, now) };
      })();
    },
  };
}
