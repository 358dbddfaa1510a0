import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGeneralVouchers,
  getLoyaltyCardInfo,
  getLoyaltyVouchers,
  getPersonalVouchers,
  getPhysicalCardStatus,
  isApiError,
} from '@storefront/shared/api';
import { LOYALTY_CARD_INFO_CLEARED_ERROR_CODE, hasDonorVoucherFlag } from '@storefront/shared/schemas';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO, shopper } from './account-test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const failure = (error: unknown) => (isApiError(error) ? [error.details.errorCode, error.status] : error);

describe('GET /api/customers/loyalty/card-info', () => {
  it('answers the member’s card, pools (a caritas_aktiv pool marks a donor), promotions and vouchers', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const info = await getLoyaltyCardInfo(club.api);
    expect(info).toMatchObject({ mpCardId: '9120012345676', loyalityMemberId: 'J-4711-0815', joeAuthenticationStatus: 'AUTHENTICATED' });
    expect(hasDonorVoucherFlag(info)).toBe(true);
    expect(info.promotions.map((p) => p['promotionId'])).toEqual(['PROMO-DOPPELTE-PUNKTE', 'PROMO-CARITAS', 'PROMO-PV-KAFFEE-20', 'PROMO-PV-GEBURTSTAG']);
    expect(info.vouchers.map((v) => [v.promotionId, v.type])).toEqual([
      ['PROMO-LV-BIO-15', 'joe'],
      ['PROMO-LV-LIEFERUNG', 'joe'],
      ['PROMO-LV-5-EURO', 'joe'],
    ]);
    expect(info.vouchers.every((v) => v['isNew'] === true)).toBe(true);
  });

  it('marks what the page shows already (currentIds) as not new, and leaves texts out with dontRenderText', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const info = await getLoyaltyCardInfo(club.api, { currentIds: ['PROMO-LV-BIO-15', 'PROMO-CARITAS'], dontRenderText: true });
    expect(info.vouchers.map((v) => v['isNew'])).toEqual([false, true, true]);
    expect(info.promotions.map((p) => p['isNew'])).toEqual([true, false, true, true]);
    expect(info.vouchers[0]).not.toHaveProperty('title');
    expect(info.promotions[0]).not.toHaveProperty('description');
    expect(info.vouchers[0]).toHaveProperty('validUntil');
  });

  it(`answers ${LOYALTY_CARD_INFO_CLEARED_ERROR_CODE} for a member whose card was blocked (doc 2 §8)`, async () => {
    const karl = await shopper(testApp.app, DEMO.blocked);
    const error = await getLoyaltyCardInfo(karl.api).catch((e: unknown) => e);
    expect(failure(error)).toEqual([LOYALTY_CARD_INFO_CLEARED_ERROR_CODE, 409]);
  });

  it('answers 404 noLoyaltyMember for a customer who is no member', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(failure(await getLoyaltyCardInfo(anna.api).catch((e: unknown) => e))).toEqual(['noLoyaltyMember', 404]);
  });

  it('answers 400 for dontRenderText that is not a flag', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const response = await club.send('GET', '/api/customers/loyalty/card-info?dontRenderText=vielleicht');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('dontRenderText');
  });
});

describe('GET /api/customers/physical-card/status', () => {
  it.each([
    [DEMO.club, 'IsOrdered'],
    [DEMO.anna, 'CanBeOrdered'],
    [DEMO.blocked, 'CanNotBeOrdered'],
  ])('answers %s: %s', async (email, orderAvailability) => {
    const customer = await shopper(testApp.app, email);
    expect(await getPhysicalCardStatus(customer.api)).toEqual({ orderAvailability });
  });
});

describe('vouchers', () => {
  it('GET /api/customers/loyalty/vouchers answers the member’s vouchers, none for others', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const vouchers = await getLoyaltyVouchers(club.api);
    expect(vouchers.map((v) => [v.articleId, v.coins])).toEqual([
      ['LV-BIO-15', 200],
      ['LV-LIEFERUNG-GRATIS', 500],
      ['LV-5-EURO', 350],
    ]);
    expect(vouchers[0]).toMatchObject({ title: '-15 % auf Bio-Produkte' });
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await getLoyaltyVouchers(anna.api)).toEqual([]);
  });

  it('GET /api/content/vouchers/personalvouchers answers the vouchers of the promotion ids, in that order, without a session', async () => {
    const visitor = await shopper(testApp.app);
    const vouchers = await getPersonalVouchers(visitor.api, ['PROMO-LV-BIO-15', 'PROMO-UNBEKANNT', 'PROMO-PV-KAFFEE-20']);
    expect(vouchers.map((v) => [v.promotionId, v.type])).toEqual([
      ['PROMO-LV-BIO-15', 'joe'],
      ['PROMO-PV-KAFFEE-20', 'personal'],
    ]);
  });

  it('answers 400 without promotionIds', async () => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('GET', '/api/content/vouchers/personalvouchers');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('promotionIds');
  });

  it('GET /api/content/vouchers/generalvouchers answers the general vouchers with their redemption rules', async () => {
    const visitor = await shopper(testApp.app);
    const vouchers = await getGeneralVouchers(visitor.api);
    expect(vouchers.map((v) => [v.articleId, v.type, v.ecommerceAutomaticRedemption, v.ecommerceLimitAutomaticRedemptionToServiceTypes])).toEqual([
      ['GV-WILLKOMMEN-10', 'general-online', 'First orders only', ['Delivery']],
      ['GV-ABHOLUNG-5', 'general-online', 'First orders with Click & Collect', ['Click & Collect']],
      ['GV-GRATIS-SACKERL', 'general-online', 'Always', []],
      ['GV-ABHOLBONUS-2', 'general-online', 'Always', ['Click & Collect']],
      ['GV-FILIALE-KAFFEE', 'general-offline', undefined, []],
    ]);
  });
});
