import { describe, expect, it } from 'vitest';
import { aPersonalVoucher, aVoucher } from '../../fixtures/fixtures';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';
import { getGeneralVouchers, getPersonalVouchers, getPersonalVouchersQuerySchema } from './vouchers';

const cases: EndpointCallCase[] = [
  {
    name: 'GET personal vouchers with promotionIds repeated',
    call: (api) => getPersonalVouchers(api, ['promo-1', 'promo 2']),
    request: 'GET /api/content/vouchers/personalvouchers',
    query: { promotionIds: ['promo-1', 'promo 2'] },
    querySchema: getPersonalVouchersQuerySchema,
    parsedQuery: { promotionIds: ['promo-1', 'promo 2'] },
    result: [aPersonalVoucher(), aPersonalVoucher({ promotionId: 'promo 2', ecommerceAutomaticRedemption: 'First orders only' })],
  },
  {
    name: 'GET general vouchers',
    call: (api) => getGeneralVouchers(api),
    request: 'GET /api/content/vouchers/generalvouchers',
    result: [aVoucher(), aVoucher({ articleId: 'v-501', type: 'general-offline', ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'] })],
  },
];

describe('voucher endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it('asks for no personal vouchers without promotion ids', async () => {
    const backend = fakeBackend({});
    await expect(getPersonalVouchers(backend.api, [])).resolves.toEqual([]);
    expect(backend.requests).toHaveLength(0);
  });

  it('a voucher with an unknown redemption rule is a broken contract', async () => {
    const backend = fakeBackend({
      'GET /api/content/vouchers/generalvouchers': { body: [{ ...aVoucher(), ecommerceAutomaticRedemption: 'Sometimes' }] },
    });
    await expect(getGeneralVouchers(backend.api)).rejects.toMatchObject({
      kind: 'contract',
      details: { issues: [{ path: '0.ecommerceAutomaticRedemption' }] },
    });
  });
});
