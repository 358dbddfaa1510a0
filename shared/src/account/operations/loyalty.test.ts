import { describe, expect, it } from 'vitest';
import { aLoyaltyMemberInfo, aPersonalVoucher } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { createApiClient } from '../../platform/api/client';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { createFakeFetch } from '../../platform/testing/fake-fetch.test-support';
import { LOYALTY_CARD_INFO_CLEARED_ERROR_CODE } from '../loyalty';
import { getLoyaltyCardInfo } from './get-loyalty-card-info';
import { getLoyaltyVouchers } from './get-loyalty-vouchers';
import { getPhysicalCardStatus } from './get-physical-card-status';

const cases: CallCase[] = [
  {
    name: 'GET card-info with currentIds repeated and dontRenderText',
    operation: getLoyaltyCardInfo,
    input: { query: { currentIds: ['promo-1', 'promo-2'], dontRenderText: true } },
    request: 'GET /api/customers/loyalty/card-info',
    query: { currentIds: ['promo-1', 'promo-2'], dontRenderText: 'true' },
    parsedQuery: { currentIds: ['promo-1', 'promo-2'], dontRenderText: true },
    result: aLoyaltyMemberInfo(),
  },
  {
    name: 'GET card-info without parameters (an empty currentIds is none); missing lists read as empty',
    operation: getLoyaltyCardInfo,
    input: { query: { currentIds: [] } },
    request: 'GET /api/customers/loyalty/card-info',
    parsedQuery: {},
    answer: { body: { mpCardId: '2900000000017' } },
    result: { mpCardId: '2900000000017', pools: [], promotions: [], vouchers: [] },
  },
  {
    name: 'GET the physical card status',
    operation: getPhysicalCardStatus,
    request: 'GET /api/customers/physical-card/status',
    result: { orderAvailability: 'CanBeOrdered' },
  },
  {
    name: 'GET the loyalty vouchers',
    operation: getLoyaltyVouchers,
    request: 'GET /api/customers/loyalty/vouchers',
    result: [aPersonalVoucher({ type: 'joe' })],
  },
];

describe('loyalty calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('card-info error 10048 reaches the caller, who clears the card information (doc 2 §8)', async () => {
    const backend = fakeBackend({
      'GET /api/customers/loyalty/card-info': { status: 400, body: { errorCode: 10048, message: 'card gone' } },
    });
    await expect(call(backend.api, getLoyaltyCardInfo)).rejects.toMatchObject({ details: { errorCode: LOYALTY_CARD_INFO_CLEARED_ERROR_CODE } });
  });

  it("a card-info 401 reaches the session's hook with the path the shell's session ignores (doc 1 §4)", async () => {
    const unauthorized: string[] = [];
    const { fetch } = createFakeFetch({ 'GET /api/customers/loyalty/card-info': { status: 401, body: { errorCode: 'unauthorized', message: 'no' } } });
    const api = createApiClient({ fetch, baseUrl: 'http://shop.test', readCookie: () => undefined, onUnauthorized: (path) => unauthorized.push(path) });
    await expect(call(api, getLoyaltyCardInfo, { query: { dontRenderText: true } })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toEqual(['/api/customers/loyalty/card-info']);
  });
});
