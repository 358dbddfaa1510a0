import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aWallet } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { getWallet } from './get-wallet';
import { linkGiftCard } from './link-gift-card';
import { unlinkGiftCard } from './unlink-gift-card';

const cases: CallCase[] = [
  { name: 'GET the wallet', operation: getWallet, request: 'GET /api/customers/digital-wallet', result: aWallet() },
  {
    name: 'PUT a gift card by code, sent trimmed: the new balance',
    operation: linkGiftCard,
    input: { body: { code: ' 1234-5678 ' } },
    request: 'PUT /api/customers/digital-wallet/gift-card',
    body: { code: '1234-5678' },
    answer: { body: { balance: 5000 } },
    result: { balance: 5000, giftCards: [] },
  },
  {
    name: 'DELETE a gift card by id, URL-encoded',
    operation: unlinkGiftCard,
    input: { params: { id: 'gc 1' } },
    request: 'DELETE /api/customers/digital-wallet/gift-card/gc%201',
    result: aWallet({ balance: 0, giftCards: [] }),
  },
];

describe('wallet calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('a wallet error carries its code (doc 2 §8: 1004 already linked)', async () => {
    const backend = fakeBackend({
      'PUT /api/customers/digital-wallet/gift-card': { status: 409, body: { errorCode: 1004, message: 'already linked' } },
    });
    await expect(call(backend.api, linkGiftCard, { body: { code: '1234' } })).rejects.toMatchObject({ details: { errorCode: 1004 } });
  });

  it('an empty code is not a gift card, and is not sent', async () => {
    expect(z.safeParse(linkGiftCard.body, { code: '  ' }).success).toBe(false);
    const backend = fakeBackend({});
    await expect(call(backend.api, linkGiftCard, { body: { code: '  ' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    expect(backend.requests).toEqual([]);
  });
});
