import type { Address, CustomerAddressCategory } from '@storefront/shared/distribution';
import type { DeliveryPassOffer, PersonalVoucher, Voucher } from '@storefront/shared/cart';
import type { Db } from '@storefront/server-kit/database/database';
import type { LoyaltyMemberDocument } from './loyalty';
import type { SavedCard } from './payment-methods';

/*
 * The seed of everything a customer keeps besides the profile: the tables of
 * migrations customers-002 and -003. Seeded after the customers, in one
 * transaction.
 */

export interface CustomerAccountsSeed {
  /** Customers with a wallet account (every customer but a migrated one). */
  readonly walletAccounts: readonly string[];
  readonly communicationSettings: ReadonlyArray<{
    readonly customerId: string;
    readonly email: boolean;
    readonly mail: boolean;
    readonly sms: boolean;
  }>;
  readonly addresses: ReadonlyArray<{
    readonly id: string;
    readonly customerId: string;
    readonly category: CustomerAddressCategory;
    readonly primary: boolean;
    readonly address: Address;
  }>;
  readonly paymentMethods: ReadonlyArray<{ readonly id: string; readonly customerId: string; readonly primary: boolean; readonly card: SavedCard }>;
  readonly giftCards: ReadonlyArray<{
    readonly id: string;
    readonly code: string;
    readonly customerId?: string;
    readonly balance: number;
    readonly status?: 'ACTIVE' | 'BLOCKED';
    readonly expiresOn?: string;
    /** An amount booked on the card and not settled yet (e.g. at a till). */
    readonly pendingTransaction?: { readonly id: string; readonly amount: number; readonly reference: string };
  }>;
  readonly deliveryPassOffers: readonly DeliveryPassOffer[];
  readonly deliveryPasses: ReadonlyArray<{
    readonly id: string;
    readonly customerId: string;
    readonly sku: string;
    readonly startDate: string;
    readonly endDate: string;
  }>;
  readonly loyaltyMembers: ReadonlyArray<{
    readonly customerId: string;
    readonly memberId: string;
    readonly cardId: string;
    readonly cardStatus: 'ACTIVE' | 'BLOCKED';
    readonly physicalCard: 'CanBeOrdered' | 'IsOrdered' | 'CanNotBeOrdered';
    readonly document: LoyaltyMemberDocument;
  }>;
  readonly generalVouchers: readonly Voucher[];
  readonly personalVouchers: readonly PersonalVoucher[];
  readonly loyaltyVouchers: ReadonlyArray<{ readonly customerId: string; readonly voucher: PersonalVoucher }>;
  readonly favorites: ReadonlyArray<{ readonly customerId: string; readonly type: string; readonly references: readonly string[] }>;
  readonly offlineAccounts: ReadonlyArray<{ readonly email: string; readonly memberId: string; readonly cardId: string }>;
  readonly purchaseHistory: ReadonlyArray<{ readonly customerId: string; readonly skus: readonly string[] }>;
  /** The club's letters with an activation code (code normalised: upper case, no blanks or hyphens). */
  readonly activationCodes: ReadonlyArray<{ readonly code: string; readonly memberId: string; readonly cardId: string }>;
}

export function seedCustomerAccounts(db: Db, seed: CustomerAccountsSeed): void {
  const now = new Date();
  const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();
  const run = (sql: string, ...values: unknown[]) => db.prepare(sql).run(...values);
  db.transaction(() => {
    for (const customerId of seed.walletAccounts) run('INSERT INTO wallet_accounts (customer_id, opened_at) VALUES (?, ?)', customerId, at(0));
    for (const s of seed.communicationSettings) {
      run(
        'INSERT INTO communication_settings (customer_id, personal_email_allowed, personal_mail_allowed, personal_sms_allowed) VALUES (?, ?, ?, ?)',
        s.customerId,
        Number(s.email),
        Number(s.mail),
        Number(s.sms),
      );
    }
    seed.addresses.forEach((a, index) => {
      run(
        'INSERT INTO addresses (id, customer_id, category, is_primary, created_at, document) VALUES (?, ?, ?, ?, ?, ?)',
        a.id,
        a.customerId,
        a.category,
        Number(a.primary),
        at(seed.addresses.length - index),
        JSON.stringify(a.address),
      );
    });
    seed.paymentMethods.forEach((m, index) => {
      run(
        `INSERT INTO payment_methods (id, customer_id, provider, method_key, is_primary, expiry_month, expiry_year, created_at, document)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        m.id,
        m.customerId,
        m.card.provider,
        m.card.methodKey,
        Number(m.primary),
        m.card.cardExpiryMonth,
        m.card.cardExpiryYear,
        at(seed.paymentMethods.length - index),
        JSON.stringify(m.card),
      );
    });
    for (const card of seed.giftCards) {
      run(
        'INSERT INTO gift_cards (id, code, customer_id, balance_cents, status, expires_on, linked_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        card.id,
        card.code,
        card.customerId ?? null,
        card.balance,
        card.status ?? 'ACTIVE',
        card.expiresOn ?? null,
        card.customerId ? at(3600) : null,
      );
      if (card.pendingTransaction) {
        const { id, amount, reference } = card.pendingTransaction;
        run("INSERT INTO gift_card_transactions (id, gift_card_id, amount_cents, status, reference) VALUES (?, ?, ?, 'PENDING', ?)", id, card.id, amount, reference);
      }
    }
    seed.deliveryPassOffers.forEach((offer, index) => {
      run(
        'INSERT INTO delivery_pass_offers (sku, position, duration_in_months, document) VALUES (?, ?, ?, ?)',
        offer.sku,
        index,
        offer.durationInMonths ?? 1,
        JSON.stringify(offer),
      );
    });
    for (const pass of seed.deliveryPasses) {
      run(
        'INSERT INTO delivery_passes (id, customer_id, sku, start_date, end_date) VALUES (?, ?, ?, ?, ?)',
        pass.id,
        pass.customerId,
        pass.sku,
        pass.startDate,
        pass.endDate,
      );
    }
    for (const m of seed.loyaltyMembers) {
      run(
        'INSERT INTO loyalty_members (customer_id, member_id, card_id, card_status, physical_card, joined_at, document) VALUES (?, ?, ?, ?, ?, ?, ?)',
        m.customerId,
        m.memberId,
        m.cardId,
        m.cardStatus,
        m.physicalCard,
        at(86400 * 400),
        JSON.stringify(m.document),
      );
    }
    let position = 0;
    for (const voucher of seed.generalVouchers) {
      run("INSERT INTO vouchers (id, kind, customer_id, position, document) VALUES (?, 'general', NULL, ?, ?)", voucher.articleId, position++, JSON.stringify(voucher));
    }
    for (const voucher of seed.personalVouchers) {
      run("INSERT INTO vouchers (id, kind, customer_id, position, document) VALUES (?, 'personal', NULL, ?, ?)", voucher.promotionId, position++, JSON.stringify(voucher));
    }
    for (const { customerId, voucher } of seed.loyaltyVouchers) {
      run("INSERT INTO vouchers (id, kind, customer_id, position, document) VALUES (?, 'loyalty', ?, ?, ?)", voucher.promotionId, customerId, position++, JSON.stringify(voucher));
    }
    for (const f of seed.favorites) {
      f.references.forEach((reference, index) => {
        run('INSERT INTO favorites (customer_id, type, reference, created_at) VALUES (?, ?, ?, ?)', f.customerId, f.type, reference, at(f.references.length - index));
      });
    }
    for (const o of seed.offlineAccounts) {
      run('INSERT INTO offline_accounts (email, member_id, card_id, created_at) VALUES (?, ?, ?, ?)', o.email, o.memberId, o.cardId, at(86400 * 30));
    }
    for (const a of seed.activationCodes) {
      run('INSERT INTO club_activation_codes (code, member_id, card_id, created_at) VALUES (?, ?, ?, ?)', a.code, a.memberId, a.cardId, at(86400 * 10));
    }
    for (const p of seed.purchaseHistory) {
      p.skus.forEach((sku, index) => {
        run('INSERT INTO purchase_history (customer_id, sku, last_purchased_at) VALUES (?, ?, ?)', p.customerId, sku, at(86400 * (index + 1)));
      });
    }
  })();
}
