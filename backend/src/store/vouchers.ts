import type { PersonalVoucher, Voucher } from '@storefront/shared/schemas';
import { fromJson, type Db } from '../db/database';

/*
 * Voucher content (doc 2 §3, §7); table vouchers of migration customers-002:
 * general vouchers for everyone, personal vouchers (the content behind a
 * member's promotion ids) and loyalty vouchers held by one member.
 */

export interface VoucherRepository {
  general(): Voucher[];
  /** The personal and loyalty vouchers of these promotion ids, in the order asked; unknown ids are left out. */
  byPromotionIds(promotionIds: readonly string[]): PersonalVoucher[];
  /** The loyalty vouchers a member holds. */
  loyaltyVouchers(customerId: string): PersonalVoucher[];
}

export function createVoucherRepository(db: Db): VoucherRepository {
  const general = db.prepare<[], { document: string }>("SELECT document FROM vouchers WHERE kind = 'general' ORDER BY position");
  const byId = db.prepare<[string], { document: string }>("SELECT document FROM vouchers WHERE id = ? AND kind <> 'general'");
  const ofMember = db.prepare<[string], { document: string }>(
    "SELECT document FROM vouchers WHERE kind = 'loyalty' AND customer_id = ? ORDER BY position",
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
      return ofMember.all(customerId).map((row) => fromJson<PersonalVoucher>(row.document));
    },
  };
}
