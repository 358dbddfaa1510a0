import type { PersonalVoucher, Voucher } from '@storefront/shared/cart';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';

/*
 * Vouchers (doc 2 §3, §7); table vouchers of migration customers-002:
 * general vouchers for everyone, personal vouchers (the content behind a
 * member's promotion ids) and loyalty vouchers held by one member. Table
 * voucher_redemptions (vouchers-001) keeps which personal and loyalty
 * vouchers a customer has redeemed with an order: each is redeemed once.
 */

/**
 * What a voucher takes off an online order: a percentage of the articles (of
 * `skus` only, when given), an amount, or the service fee; from a minimum
 * order value on. doc 2 §3 shows no value, so the shop keeps its own field
 * `ecommerceDiscount` in the voucher document; a voucher without one (free
 * carrier bags) is a benefit without a price.
 */
export interface VoucherDiscount {
  readonly kind: 'PERCENT' | 'AMOUNT' | 'FREE_SERVICE';
  /** Percent for PERCENT, cents for AMOUNT, unused for FREE_SERVICE. */
  readonly value: number;
  readonly minimumOrderValue?: number;
  readonly skus?: readonly string[];
}

/** Where a voucher comes from: the vouchers table's kind. */
export type VoucherKind = 'general' | 'personal' | 'loyalty';

/** A voucher with its kind; personal vouchers carry promotionId and validity, general ones may. */
export interface StoredVoucher {
  readonly kind: VoucherKind;
  readonly voucher: Voucher & Partial<Pick<PersonalVoucher, 'promotionId' | 'validFrom' | 'validUntil'>>;
}

/** A voucher of an article id as one shopper sees it. */
export interface VoucherHolding extends StoredVoucher {
  /** Everyone holds a general voucher; a personal or loyalty voucher only its customer, while their club card is active. */
  readonly held: boolean;
  /** A personal or loyalty voucher the customer redeemed with an order already. */
  readonly redeemed: boolean;
}

export interface VoucherRepository {
  general(): Voucher[];
  /** The personal and loyalty vouchers of these promotion ids, in the order asked; unknown ids are left out. */
  byPromotionIds(promotionIds: readonly string[]): PersonalVoucher[];
  /** The loyalty vouchers a member holds and has not redeemed yet. */
  loyaltyVouchers(customerId: string): PersonalVoucher[];
  /**
   * The voucher of an article id for this shopper (null: a guest): the one
   * they hold if there is one, else any voucher of that article id; undefined
   * when no voucher has it.
   */
  holding(articleId: string, customerId: string | null): VoucherHolding | undefined;
  /**
   * Every voucher the shopper holds and has not redeemed, in the shop's order:
   * the general ones, the personal ones of their club promotions and their
   * loyalty vouchers (these two while the club card is active).
   */
  heldBy(customerId: string | null): StoredVoucher[];
  /** Whether a personal or loyalty voucher has this article id: those show a barcode at the till. */
  hasBarcode(articleId: string): boolean;
}

export const voucherMigrations: Migration[] = [
  {
    id: 'vouchers-001',
    sql: `
      -- A personal or loyalty voucher redeemed with an order: once per customer and article id.
      CREATE TABLE voucher_redemptions (
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        article_id TEXT NOT NULL,
        order_number TEXT NOT NULL REFERENCES orders(order_number),
        discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
        redeemed_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, article_id)
      );
    `,
  },
  {
    // Every personal (and loyalty) voucher has its club coins and the URL of its till barcode (doc 2 §3;
    // media/voucher-barcode.ts voucherBarcodePath); a voucher from before gets them here.
    id: 'vouchers-002',
    sql: `
      UPDATE vouchers SET document = json_set(document, '$.coins', 0)
      WHERE kind <> 'general' AND json_type(document, '$.coins') IS NOT 'integer';
      UPDATE vouchers SET document = json_set(document, '$.barcodeImage', '/media/vouchers/' || json_extract(document, '$.articleId') || '.svg')
      WHERE kind <> 'general' AND json_extract(document, '$.barcodeImage') IS NULL;
    `,
  },
];

/** The voucher's online value, if its document has a well-formed one. */
export function voucherDiscountOf(voucher: Voucher): VoucherDiscount | undefined {
  const discount = voucher['ecommerceDiscount'];
  if (typeof discount !== 'object' || discount === null) return undefined;
  const { kind, value, minimumOrderValue, skus } = discount as Record<string, unknown>;
  if ((kind !== 'PERCENT' && kind !== 'AMOUNT' && kind !== 'FREE_SERVICE') || typeof value !== 'number' || value < 0) return undefined;
  return {
    kind,
    value,
    ...(typeof minimumOrderValue === 'number' ? { minimumOrderValue } : {}),
    ...(Array.isArray(skus) ? { skus: skus.filter((sku): sku is string => typeof sku === 'string') } : {}),
  };
}

interface VoucherRow {
  kind: VoucherKind;
  document: string;
  held: number;
  redeemed: number;
}

/** The vouchers a customer holds: a SQL condition on `v` with the parameter @customer. */
const HELD = `(
  v.kind = 'general'
  OR (v.kind = 'loyalty' AND v.customer_id = @customer
      AND EXISTS (SELECT 1 FROM loyalty_members m WHERE m.customer_id = @customer AND m.card_status = 'ACTIVE'))
  OR (v.kind = 'personal' AND v.id IN (
      SELECT json_extract(p.value, '$.promotionId') FROM loyalty_members m, json_each(m.document, '$.promotions') p
      WHERE m.customer_id = @customer AND m.card_status = 'ACTIVE'))
)`;
const REDEEMED = `EXISTS (
  SELECT 1 FROM voucher_redemptions r WHERE r.customer_id = @customer AND r.article_id = json_extract(v.document, '$.articleId')
)`;

export function createVoucherRepository(db: Db): VoucherRepository {
  const general = db.prepare<[], { document: string }>("SELECT document FROM vouchers WHERE kind = 'general' ORDER BY position");
  const byId = db.prepare<[string], { document: string }>("SELECT document FROM vouchers WHERE id = ? AND kind <> 'general'");
  const ofMember = db.prepare<{ customer: string }, { document: string }>(
    `SELECT document FROM vouchers v WHERE kind = 'loyalty' AND customer_id = @customer AND NOT ${REDEEMED} ORDER BY position`,
  );
  const ofArticle = db.prepare<{ customer: string | null; articleId: string }, VoucherRow>(
    `SELECT kind, document, ${HELD} AS held, ${REDEEMED} AS redeemed FROM vouchers v
     WHERE json_extract(document, '$.articleId') = @articleId ORDER BY held DESC, position LIMIT 1`,
  );
  const withBarcode = db.prepare<[string], { found: number }>(
    "SELECT 1 AS found FROM vouchers WHERE kind <> 'general' AND json_extract(document, '$.articleId') = ? LIMIT 1",
  );
  const held = db.prepare<{ customer: string | null }, Pick<VoucherRow, 'kind' | 'document'>>(
    `SELECT kind, document FROM vouchers v WHERE ${HELD} AND NOT ${REDEEMED} ORDER BY position`,
  );
  return {
    general() {
      return general.all().map((row) => fromJson<Voucher>(row.document));
    },
    byPromotionIds(promotionIds) {
      return [...new Set(promotionIds)].flatMap((id) => {
        const row = byId.get(id);
        return row ? [fromJson<PersonalVoucher>(row.document)] : [];
      });
    },
    loyaltyVouchers(customerId) {
      return ofMember.all({ customer: customerId }).map((row) => fromJson<PersonalVoucher>(row.document));
    },
    holding(articleId, customerId) {
      const row = ofArticle.get({ customer: customerId, articleId });
      return row && { kind: row.kind, voucher: fromJson<StoredVoucher['voucher']>(row.document), held: row.held === 1, redeemed: row.redeemed === 1 };
    },
    heldBy(customerId) {
      return held.all({ customer: customerId }).map((row) => ({ kind: row.kind, voucher: fromJson<StoredVoucher['voucher']>(row.document) }));
    },
    hasBarcode(articleId) {
      return withBarcode.get(articleId) !== undefined;
    },
  };
}
