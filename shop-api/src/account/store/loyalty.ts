import { randomInt } from 'node:crypto';
import { ean13CheckDigit, type LoyaltyMemberInfo, type LoyaltyPool, type OrderAvailability } from '@storefront/shared/account';
import { fromJson, type Db } from '@storefront/server-kit/database/database';
import type { VoucherRepository } from '../../cart/store';

/*
 * The loyalty club (joe, doc 2 §3, §7, §8); table loyalty_members of migration
 * customers-002. A member's pools and promotions are kept as JSON; their
 * vouchers are the member's loyalty vouchers (table vouchers) not redeemed yet.
 */

/** What a member's row keeps besides the card. */
export interface LoyaltyMemberDocument {
  readonly pools: readonly LoyaltyPool[];
  /** Promotions the member is part of: promotionId, title, description, validUntil. */
  readonly promotions: ReadonlyArray<Record<string, unknown> & { readonly promotionId: string }>;
}

/** The content texts a caller may leave out with dontRenderText. */
const TEXT_FIELDS = ['title', 'description', 'legalText'];

export type CardInfoResult =
  | { readonly info: LoyaltyMemberInfo }
  /** The customer is no club member. */
  | { readonly refused: 'notMember' }
  /** The card cannot be read (it was blocked): 10048, on which the client clears its card information (doc 2 §8). */
  | { readonly refused: 'cardUnreadable' };

export interface LoyaltyRepository {
  isMember(customerId: string): boolean;
  /**
   * The member's card information. Each promotion and voucher is marked
   * `isNew` unless its id is in currentIds (what the page shows already);
   * dontRenderText leaves their texts out.
   */
  cardInfo(customerId: string, options: { currentIds?: readonly string[]; dontRenderText?: boolean }): CardInfoResult;
  /**
   * Whether a physical club card can be ordered: a member's card as recorded;
   * a customer who is no member can order one (ordering makes them a member).
   */
  physicalCardStatus(customerId: string): OrderAvailability;
  /**
   * Orders the physical card: a member's card becomes IsOrdered; a customer who
   * is no member becomes one with a new card number. 'notOrderable' when the
   * status is not CanBeOrdered.
   */
  orderPhysicalCard(customerId: string): OrderAvailability | 'notOrderable';
}

interface MemberRow {
  member_id: string;
  card_id: string;
  card_status: 'ACTIVE' | 'BLOCKED';
  physical_card: OrderAvailability;
  document: string;
}

function withoutTexts<T extends Record<string, unknown>>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !TEXT_FIELDS.includes(key))) as T;
}

export function createLoyaltyRepository(db: Db, vouchers: Pick<VoucherRepository, 'loyaltyVouchers'>): LoyaltyRepository {
  const member = db.prepare<[string], MemberRow>(
    'SELECT member_id, card_id, card_status, physical_card, document FROM loyalty_members WHERE customer_id = ?',
  );
  const markOrdered = db.prepare("UPDATE loyalty_members SET physical_card = 'IsOrdered' WHERE customer_id = ?");
  const insertMember = db.prepare(
    `INSERT INTO loyalty_members (customer_id, member_id, card_id, physical_card, joined_at, document)
     VALUES (?, ?, ?, 'IsOrdered', ?, '{"pools":[{"poolId":"joe-punkte","tags":["punkte"],"value":0}],"promotions":[]}')`,
  );
  const taken = db.prepare<[string, string], { found: number }>('SELECT 1 AS found FROM loyalty_members WHERE member_id = ? OR card_id = ?');
  /** A new member number (J-NNNN-NNNN) and card number (EAN-13 of the shop's 912 prefix), both unused. */
  const newCard = (): { memberId: string; cardId: string } => {
    for (;;) {
      const memberId = `J-${randomInt(1000, 10000)}-${String(randomInt(0, 10000)).padStart(4, '0')}`;
      const first12 = `912${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      const cardId = `${first12}${ean13CheckDigit(first12)}`;
      if (!taken.get(memberId, cardId)) return { memberId, cardId };
    }
  };
  return {
    orderPhysicalCard(customerId) {
      return db.transaction((): OrderAvailability | 'notOrderable' => {
        const row = member.get(customerId);
        if (row && (row.card_status === 'BLOCKED' || row.physical_card !== 'CanBeOrdered')) return 'notOrderable';
        if (row) markOrdered.run(customerId);
        else {
          const { memberId, cardId } = newCard();
          insertMember.run(customerId, memberId, cardId, new Date().toISOString());
        }
        return 'IsOrdered';
      })();
    },
    isMember(customerId) {
      return member.get(customerId) !== undefined;
    },
    cardInfo(customerId, { currentIds = [], dontRenderText = false }) {
      const row = member.get(customerId);
      if (!row) return { refused: 'notMember' };
      if (row.card_status === 'BLOCKED') return { refused: 'cardUnreadable' };
      const shown = new Set(currentIds);
      const document: LoyaltyMemberDocument = { pools: [], promotions: [], ...fromJson<Partial<LoyaltyMemberDocument>>(row.document) };
      const present = <T extends Record<string, unknown>>(item: T, id: string) => {
        const marked = { ...item, isNew: !shown.has(id) };
        return dontRenderText ? withoutTexts(marked) : marked;
      };
      return {
        info: {
          pools: document.pools.map((pool) => ({ ...pool, tags: [...pool.tags] })),
          promotions: document.promotions.map((promotion) => present(promotion, promotion.promotionId)),
          // A voucher redeemed with an order is used up.
          vouchers: vouchers.loyaltyVouchers(customerId).map((voucher) => present(voucher, voucher.promotionId)),
          mpCardId: row.card_id,
          loyalityMemberId: row.member_id,
          joeAuthenticationStatus: 'AUTHENTICATED',
        },
      };
    },
    physicalCardStatus(customerId) {
      const row = member.get(customerId);
      if (!row) return 'CanBeOrdered';
      return row.card_status === 'BLOCKED' ? 'CanNotBeOrdered' : row.physical_card;
    },
  };
}
