import * as z from 'zod/mini';
import { listOrEmpty, nonEmptyString, nonNegativeCentsSchema } from '../platform/schemas/common';

/** A gift card linked to the customer's wallet. */
export const giftCardSchema = z.looseObject({
  id: nonEmptyString,
  balance: nonNegativeCentsSchema,
  /** The card's code, masked by the backend. */
  maskedCode: z.optional(z.string()),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/**
 * The digital wallet: the gift-card balance in cents. The cards
 * themselves are not shown in doc 2; a shop lists them so each can be
 * unlinked (DELETE …/gift-card/{id}), so they are read when sent.
 */
export const walletSchema = z.looseObject({
  balance: nonNegativeCentsSchema,
  giftCards: listOrEmpty(giftCardSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Wallet and gift-card error codes of doc 2 §8 (the backend's errorCode). */
export const WALLET_ERROR_CODES = {
  1000: 'general',
  1001: 'referenceCodeNotValid',
  1002: 'giftCardDoesNotExist',
  1003: 'giftCardNotLinked',
  1004: 'giftCardAlreadyLinkedToCustomer',
  1005: 'transactionIdempotencyConflict',
  1010: 'customerIdNotFound',
  1014: 'customerMaximumReached',
} as const;
export type WalletErrorCode = keyof typeof WALLET_ERROR_CODES;

/** At most this many gift cards in one wallet (doc 2 §8 code 1014; the spec gives no number). */
export const MAX_GIFT_CARDS_PER_WALLET = 5;
