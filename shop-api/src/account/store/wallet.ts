import type { Wallet, WalletErrorCode } from '@storefront/shared/account';
import { shopDate } from '../../platform/shop-time';
import type { Db } from '@storefront/server-kit/database/database';
import { MAX_GIFT_CARDS_PER_WALLET } from '@storefront/shared/account';
export { MAX_GIFT_CARDS_PER_WALLET };

/*
 * The digital wallet and its gift cards; tables
 * wallet_accounts, gift_cards and gift_card_transactions of migration
 * customers-002. A card is in a customer's wallet when its customer_id is set.
 * The checkout reads the wallet's cards and books gift-card payments on them.
 */


/** A gift card code: 16 digits, printed in groups of four; spaces and hyphens between them are ignored. */
const GIFT_CARD_CODE = /^\d{16}$/;

export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export type WalletResult = { readonly wallet: Wallet } | { readonly refused: WalletErrorCode };

export interface WalletRepository {
  /** 1010 when the customer has no wallet account. */
  wallet(customerId: string, now?: Date): WalletResult;
  /**
   * Links the card of a code: 1001 for a code that is not a card code, 1002 for
   * no such card, 1000 for a blocked or expired card, 1004 for a card in a
   * wallet already, 1005 while a transaction on the card is still open, 1014
   * when the wallet is full.
   */
  link(customerId: string, code: string, now?: Date): WalletResult;
  /** Unlinks a card of the wallet: 1003 when it is not in this wallet, 1005 while a transaction on it is open. */
  unlink(customerId: string, giftCardId: string, now?: Date): WalletResult;
}

interface CardRow {
  id: string;
  code: string;
  customer_id: string | null;
  balance_cents: number;
  status: 'ACTIVE' | 'BLOCKED';
  expires_on: string | null;
}

/**
 * Whether a gift card can pay: ACTIVE and not past its expiry date, a calendar
 * day in Vienna (the shop's day, as the checkout counts it).
 */
export function giftCardUsable(card: Pick<CardRow, 'status' | 'expires_on'>, now: Date): boolean {
  return card.status === 'ACTIVE' && (card.expires_on === null || card.expires_on >= shopDate(now));
}

export function createWalletRepository(db: Db): WalletRepository {
  const account = db.prepare<[string], { customer_id: string }>('SELECT customer_id FROM wallet_accounts WHERE customer_id = ?');
  const cardsOf = db.prepare<[string], CardRow>(
    'SELECT id, code, customer_id, balance_cents, status, expires_on FROM gift_cards WHERE customer_id = ? ORDER BY linked_at, id',
  );
  const byCode = db.prepare<[string], CardRow>(
    'SELECT id, code, customer_id, balance_cents, status, expires_on FROM gift_cards WHERE code = ?',
  );
  const byId = db.prepare<[string], CardRow>('SELECT id, code, customer_id, balance_cents, status, expires_on FROM gift_cards WHERE id = ?');
  const openTransaction = db.prepare<[string], { id: string }>(
    "SELECT id FROM gift_card_transactions WHERE gift_card_id = ? AND status = 'PENDING' LIMIT 1",
  );
  const setOwner = db.prepare<[string | null, string | null, string]>('UPDATE gift_cards SET customer_id = ?, linked_at = ? WHERE id = ?');

  const wallet = (customerId: string, now: Date): Wallet => {
    const giftCards = cardsOf.all(customerId).map((card) => ({
      id: card.id,
      balance: card.balance_cents,
      maskedCode: `•••• ${card.code.slice(-4)}`,
      ...(card.expires_on ? { expiresOn: card.expires_on } : {}),
      usable: giftCardUsable(card, now),
    }));
    // Only cards that can pay count towards the balance.
    const balance = giftCards.filter((card) => card.usable).reduce((sum, card) => sum + card.balance, 0);
    return { balance, giftCards };
  };

  return {
    wallet(customerId, now = new Date()) {
      if (!account.get(customerId)) return { refused: 1010 };
      return { wallet: wallet(customerId, now) };
    },
    link(customerId, code, now = new Date()) {
      return db.transaction((): WalletResult => {
        if (!account.get(customerId)) return { refused: 1010 };
        const normalised = normaliseGiftCardCode(code);
        if (!GIFT_CARD_CODE.test(normalised)) return { refused: 1001 };
        const card = byCode.get(normalised);
        if (!card) return { refused: 1002 };
        if (!giftCardUsable(card, now)) return { refused: 1000 };
        if (card.customer_id !== null) return { refused: 1004 };
        if (openTransaction.get(card.id)) return { refused: 1005 };
        if (cardsOf.all(customerId).length >= MAX_GIFT_CARDS_PER_WALLET) return { refused: 1014 };
        setOwner.run(customerId, now.toISOString(), card.id);
        return { wallet: wallet(customerId, now) };
      })();
    },
    unlink(customerId, giftCardId, now = new Date()) {
      return db.transaction((): WalletResult => {
        if (!account.get(customerId)) return { refused: 1010 };
        const card = byId.get(giftCardId);
        if (!card || card.customer_id !== customerId) return { refused: 1003 };
        if (openTransaction.get(card.id)) return { refused: 1005 };
        setOwner.run(null, null, card.id);
        return { wallet: wallet(customerId, now) };
      })();
    },
  };
}
