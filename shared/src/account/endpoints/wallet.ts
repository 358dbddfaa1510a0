import * as z from 'zod/mini';
import { walletSchema, type Wallet } from '../wallet';
import type { ApiClient } from '../../platform/api/client';
import { segment, text } from '../../platform/api/wire';

/*
 * doc 2 §7 digital wallet (customers only). Errors carry the wallet codes of
 * doc 2 §8 (WALLET_ERROR_CODES) as errorCode.
 */

/** doc 2 §7: GET /api/customers/digital-wallet, the gift-card balance. */
export function getWallet(api: ApiClient): Promise<Wallet> {
  return api.request('GET', '/api/customers/digital-wallet', { schema: walletSchema });
}

/** The gift card's code as printed on it. */
export const linkGiftCardRequestSchema = z.object({ code: text(64) });

/** doc 2 §7: PUT /api/customers/digital-wallet/gift-card with code; the answer carries the new balance (the wallet). */
export function linkGiftCard(api: ApiClient, code: string): Promise<Wallet> {
  return api.request('PUT', '/api/customers/digital-wallet/gift-card', { schema: walletSchema, body: { code: code.trim() } });
}

/** doc 2 §7: DELETE /api/customers/digital-wallet/gift-card/{id}; not shown: answers the wallet without it. */
export async function unlinkGiftCard(api: ApiClient, giftCardId: string): Promise<Wallet> {
  return api.request('DELETE', `/api/customers/digital-wallet/gift-card/${segment(giftCardId, 'gift card id')}`, {
    schema: walletSchema,
  });
}
