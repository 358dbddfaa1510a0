import type { FastifyPluginAsync } from 'fastify';
import { getWallet, linkGiftCard, unlinkGiftCard, WALLET_ERROR_TEXTS, type Wallet, type WalletErrorCode } from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import type { ShopStore } from '../../platform/shop-store';
import { MAX_GIFT_CARDS_PER_WALLET, type WalletResult } from '../store/wallet';

/** The status each wallet code answers with; the texts are shared (WALLET_ERROR_TEXTS), the storefront shows them too. */
const WALLET_ERROR_STATUS: Record<WalletErrorCode, number> = { 1000: 422, 1001: 422, 1002: 404, 1003: 404, 1004: 409, 1005: 409, 1010: 404, 1014: 409 };

/**
 * Why a wallet call answered 1005 "transaction idempotency conflict" (doc 2 §8),
 * in `customPayload.reason`: a till is booking on the card (its transaction is
 * still open), or the call's Idempotency-Key was used for another wallet
 * transaction already.
 */
export type WalletConflictReason = 'pendingTransaction' | 'idempotencyKeyReused';

/**
 * A reused Idempotency-Key is 1005 (doc 2 §8): the key names one wallet
 * transaction, so the same key with another card (or another code) is refused
 * in the wallet's own error body and nothing is changed.
 */
export function walletIdempotencyConflict(): HttpError {
  return new HttpError(
    409,
    1005,
    'Diese Anfrage wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    { reason: 'idempotencyKeyReused' satisfies WalletConflictReason },
  );
}

/** The route config of a wallet transaction: a reused Idempotency-Key is answered with the wallet's own 1005. */
const WALLET_TRANSACTION = { config: { idempotencyConflict: walletIdempotencyConflict } };

function answer(result: WalletResult): Wallet {
  if ('wallet' in result) return result.wallet;
  const status = WALLET_ERROR_STATUS[result.refused];
  const message = WALLET_ERROR_TEXTS[result.refused];
  const payload =
    result.refused === 1014
      ? { maxGiftCards: MAX_GIFT_CARDS_PER_WALLET }
      : result.refused === 1005
        ? { reason: 'pendingTransaction' satisfies WalletConflictReason }
        : undefined;
  throw new HttpError(status, result.refused, message, payload);
}

/**
 * The digital wallet: the balance of the usable gift cards and the
 * cards (masked code, balance, whether usable). Errors carry the numeric wallet
 * codes of doc 2 §8 as errorCode. Linking and unlinking are wallet
 * transactions: an Idempotency-Key reused with another request is 1005.
 */
export const walletRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const route = operationRouter(app, { store, environment });

  route(getWallet, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(store.wallet.wallet(customer.id));
  });

  route(linkGiftCard, async ({ body: { code }, customer }) => answer(store.wallet.link(customer.id, code)), WALLET_TRANSACTION);

  route(unlinkGiftCard, async ({ params: { id }, customer }) => answer(store.wallet.unlink(customer.id, id)), WALLET_TRANSACTION);
};
