import { describe, expect, it } from 'vitest';
import { LOYALTY_CARD_INFO_CLEARED_ERROR_CODE } from '../loyalty';
import { aLoyaltyMemberInfo, aPersonalVoucher } from '../../fixtures/fixtures';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';
import { getLoyaltyCardInfo, getLoyaltyCardInfoQuerySchema, getLoyaltyVouchers, getPhysicalCardStatus } from './loyalty';

const cases: EndpointCallCase[] = [
  {
    name: 'GET card-info with currentIds repeated and dontRenderText',
    call: (api) => getLoyaltyCardInfo(api, { currentIds: ['promo-1', 'promo-2'], dontRenderText: true }),
    request: 'GET /api/customers/loyalty/card-info',
    query: { currentIds: ['promo-1', 'promo-2'], dontRenderText: 'true' },
    querySchema: getLoyaltyCardInfoQuerySchema,
    parsedQuery: { currentIds: ['promo-1', 'promo-2'], dontRenderText: true },
    result: aLoyaltyMemberInfo(),
  },
  {
    name: 'GET card-info without parameters; missing lists read as empty',
    call: (api) => getLoyaltyCardInfo(api, { currentIds: [] }),
    request: 'GET /api/customers/loyalty/card-info',
    querySchema: getLoyaltyCardInfoQuerySchema,
    parsedQuery: {},
    answer: { body: { mpCardId: '2900000000017' } },
    result: { mpCardId: '2900000000017', pools: [], promotions: [], vouchers: [] },
  },
  {
    name: 'GET the physical card status',
    call: (api) => getPhysicalCardStatus(api),
    request: 'GET /api/customers/physical-card/status',
    result: { orderAvailability: 'CanBeOrdered' },
  },
  {
    name: 'GET the loyalty vouchers',
    call: (api) => getLoyaltyVouchers(api),
    request: 'GET /api/customers/loyalty/vouchers',
    result: [aPersonalVoucher({ type: 'joe' })],
  },
];

describe('loyalty endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it('card-info error 10048 reaches the caller, who clears the card information (doc 2 §8)', async () => {
    const backend = fakeBackend({
      'GET /api/customers/loyalty/card-info': { status: 400, body: { errorCode: 10048, message: 'card gone' } },
    });
    await expect(getLoyaltyCardInfo(backend.api)).rejects.toMatchObject({ details: { errorCode: LOYALTY_CARD_INFO_CLEARED_ERROR_CODE } });
  });
});
