import { describe, expect, it } from 'vitest';
import { aPersonalVoucher, aVoucher } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { getGeneralVouchers } from './get-general-vouchers';
import { getPersonalVouchers } from './get-personal-vouchers';

const cases: CallCase[] = [
  {
    name: 'GET personal vouchers with promotionIds repeated',
    operation: getPersonalVouchers,
    input: { query: { promotionIds: ['promo-1', 'promo 2'] } },
    request: 'GET /api/content/vouchers/personalvouchers',
    query: { promotionIds: ['promo-1', 'promo 2'] },
    parsedQuery: { promotionIds: ['promo-1', 'promo 2'] },
    result: [aPersonalVoucher(), aPersonalVoucher({ promotionId: 'promo 2', ecommerceAutomaticRedemption: 'First orders only' })],
  },
  {
    name: 'GET general vouchers',
    operation: getGeneralVouchers,
    request: 'GET /api/content/vouchers/generalvouchers',
    result: [aVoucher(), aVoucher({ articleId: 'v-501', type: 'general-offline', ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'] })],
  },
];

describe('voucher calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('asks for no personal vouchers without promotion ids: nothing is sent', async () => {
    const backend = fakeBackend({});
    await expect(call(backend.api, getPersonalVouchers, { query: { promotionIds: [] } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    expect(backend.requests).toHaveLength(0);
  });

  it('a voucher with an unknown redemption rule is a broken contract', async () => {
    const backend = fakeBackend({
      'GET /api/content/vouchers/generalvouchers': { body: [{ ...aVoucher(), ecommerceAutomaticRedemption: 'Sometimes' }] },
    });
    await expect(call(backend.api, getGeneralVouchers)).rejects.toMatchObject({
      kind: 'contract',
      details: { issues: [{ path: '0.ecommerceAutomaticRedemption' }] },
    });
  });
});
