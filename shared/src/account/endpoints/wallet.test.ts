import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aWallet } from '../../fixtures/fixtures';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';
import { getWallet, linkGiftCard, linkGiftCardRequestSchema, unlinkGiftCard } from './wallet';

const cases: EndpointCallCase[] = [
  { name: 'GET the wallet', call: (api) => getWallet(api), request: 'GET /api/customers/digital-wallet', result: aWallet() },
  {
    name: 'PUT a gift card by code: the new balance',
    call: (api) => linkGiftCard(api, ' 1234-5678 '),
    request: 'PUT /api/customers/digital-wallet/gift-card',
    body: { code: '1234-5678' },
    bodySchema: linkGiftCardRequestSchema,
    answer: { body: { balance: 5000 } },
    result: { balance: 5000, giftCards: [] },
  },
  {
    name: 'DELETE a gift card by id, URL-encoded',
    call: (api) => unlinkGiftCard(api, 'gc 1'),
    request: 'DELETE /api/customers/digital-wallet/gift-card/gc%201',
    result: aWallet({ balance: 0, giftCards: [] }),
  },
];

describe('wallet endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it('a wallet error carries its code (doc 2 §8: 1004 already linked)', async () => {
    const backend = fakeBackend({
      'PUT /api/customers/digital-wallet/gift-card': { status: 409, body: { errorCode: 1004, message: 'already linked' } },
    });
    await expect(linkGiftCard(backend.api, '1234')).rejects.toMatchObject({ details: { errorCode: 1004 } });
  });

  it('an empty code is not a gift card', () => {
    expect(z.safeParse(linkGiftCardRequestSchema, { code: '  ' }).success).toBe(false);
  });
});
