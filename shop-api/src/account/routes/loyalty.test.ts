import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGeneralVouchers,
  getLoyaltyCardInfo,
  getLoyaltyVouchers,
  getPersonalVouchers,
  getPhysicalCardStatus,
  hasDonorVoucherFlag,
  LOYALTY_CARD_INFO_CLEARED_ERROR_CODE,
} from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { decodeBarcodeSvg } from '../rules/voucher-barcode.test-support';
import { CACHE_VOUCHER_BARCODE } from './loyalty';
import { migrate } from '@storefront/server-kit/database/database';
import { MIGRATIONS } from '../../platform/shop-store';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const failure = (error: unknown) => (isApiError(error) ? [error.details.errorCode, error.status] : error);

describe('GET /api/customers/loyalty/card-info', () => {
  it('answers the member’s card, pools (a caritas_aktiv pool marks a donor), promotions and vouchers', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const info = await call(club.api, getLoyaltyCardInfo);
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
    const info = await call(club.api, getLoyaltyCardInfo, { query: { currentIds: ['PROMO-LV-BIO-15', 'PROMO-CARITAS'], dontRenderText: true } });
    expect(info.vouchers.map((v) => v['isNew'])).toEqual([false, true, true]);
    expect(info.promotions.map((p) => p['isNew'])).toEqual([true, false, true, true]);
    expect(info.vouchers[0]).not.toHaveProperty('title');
    expect(info.promotions[0]).not.toHaveProperty('description');
    expect(info.vouchers[0]).toHaveProperty('validUntil');
  });

  it(`answers ${LOYALTY_CARD_INFO_CLEARED_ERROR_CODE} for a member whose card was blocked (doc 2 §8)`, async () => {
    const karl = await shopper(testApp.app, DEMO.blocked);
    const error = await call(karl.api, getLoyaltyCardInfo).catch((e: unknown) => e);
    expect(failure(error)).toEqual([LOYALTY_CARD_INFO_CLEARED_ERROR_CODE, 409]);
  });

  it('answers 404 noLoyaltyMember for a customer who is no member', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(failure(await call(anna.api, getLoyaltyCardInfo).catch((e: unknown) => e))).toEqual(['noLoyaltyMember', 404]);
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
    expect(await call(customer.api, getPhysicalCardStatus)).toEqual({ orderAvailability });
  });
});

describe('vouchers', () => {
  it('GET /api/customers/loyalty/vouchers answers the member’s vouchers, none for others', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const vouchers = await call(club.api, getLoyaltyVouchers);
    expect(vouchers.map((v) => [v.articleId, v.coins])).toEqual([
      ['LV-BIO-15', 200],
      ['LV-LIEFERUNG-GRATIS', 500],
      ['LV-5-EURO', 350],
    ]);
    expect(vouchers[0]).toMatchObject({ title: '-15 % auf Bio-Produkte' });
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await call(anna.api, getLoyaltyVouchers)).toEqual([]);
  });

  it('GET /api/content/vouchers/personalvouchers answers the vouchers of the promotion ids, in that order, without a session', async () => {
    const visitor = await shopper(testApp.app);
    const vouchers = await call(visitor.api, getPersonalVouchers, { query: { promotionIds: ['PROMO-LV-BIO-15', 'PROMO-UNBEKANNT', 'PROMO-PV-KAFFEE-20'] } });
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
    const vouchers = await call(visitor.api, getGeneralVouchers);
    expect(vouchers.map((v) => [v.articleId, v.type, v.ecommerceAutomaticRedemption, v.ecommerceLimitAutomaticRedemptionToServiceTypes])).toEqual([
      ['GV-WILLKOMMEN-10', 'general-online', 'First orders only', ['Delivery']],
      ['GV-ABHOLUNG-5', 'general-online', 'First orders with Click & Collect', ['Click & Collect']],
      ['GV-GRATIS-SACKERL', 'general-online', 'Always', []],
      ['GV-ABHOLBONUS-2', 'general-online', 'Always', ['Click & Collect']],
      ['GV-FILIALE-KAFFEE', 'general-offline', undefined, []],
    ]);
  });
});

/** doc 2 §3: every personal voucher has its coins and a barcodeImage that the shop serves. */
describe('personal voucher coins and barcodes', () => {
  const ALL_PROMOTIONS = ['PROMO-PV-KAFFEE-20', 'PROMO-PV-GEBURTSTAG', 'PROMO-LV-BIO-15', 'PROMO-LV-LIEFERUNG', 'PROMO-LV-5-EURO'];

  it('gives each seeded personal and loyalty voucher whole coins and a barcode image whose bars read back as its article id', async () => {
    const visitor = await shopper(testApp.app);
    const vouchers = await call(visitor.api, getPersonalVouchers, { query: { promotionIds: ALL_PROMOTIONS } });
    expect(vouchers.map((v) => [v.articleId, v.coins])).toEqual([
      ['PV-KAFFEE-20', 0],
      ['PV-GEBURTSTAG', 0],
      ['LV-BIO-15', 200],
      ['LV-LIEFERUNG-GRATIS', 500],
      ['LV-5-EURO', 350],
    ]);
    for (const voucher of vouchers) {
      expect(voucher.barcodeImage, voucher.articleId).toBe(`/media/vouchers/${voucher.articleId}.svg`);
      const image = await visitor.send('GET', voucher.barcodeImage ?? '');
      expect(image.statusCode, voucher.articleId).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(image.headers['cache-control']).toBe(CACHE_VOUCHER_BARCODE);
      expect(image.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(decodeBarcodeSvg(image.body)).toBe(voucher.articleId);
    }
    // The member's list carries the same fields.
    const club = await shopper(testApp.app, DEMO.club);
    expect((await call(club.api, getLoyaltyVouchers)).every((v) => v.barcodeImage === `/media/vouchers/${v.articleId}.svg`)).toBe(true);
  });

  it.each([
    ['a general voucher (no personal barcode)', '/media/vouchers/GV-WILLKOMMEN-10.svg', 404],
    ['an unknown article id', '/media/vouchers/PV-UNBEKANNT.svg', 404],
    ['a file that is no <articleId>.svg', '/media/vouchers/PV-KAFFEE-20.png', 400],
  ])('answers %s with %s', async (_case, url, status) => {
    const visitor = await shopper(testApp.app);
    expect((await visitor.send('GET', url)).statusCode).toBe(status);
  });

  it('gives a voucher saved before these fields its coins and barcode when the database is migrated', async () => {
    const { db } = testApp.store;
    // As saved before: personal vouchers without coins, none with a barcode; loyalty vouchers had their coins.
    db.prepare("UPDATE vouchers SET document = json_remove(document, '$.coins') WHERE kind = 'personal'").run();
    db.prepare("UPDATE vouchers SET document = json_remove(document, '$.barcodeImage') WHERE kind <> 'general'").run();
    db.prepare("DELETE FROM schema_migrations WHERE id = 'vouchers-002'").run();
    migrate(db, MIGRATIONS);
    const visitor = await shopper(testApp.app);
    const vouchers = await call(visitor.api, getPersonalVouchers, { query: { promotionIds: ['PROMO-PV-KAFFEE-20', 'PROMO-LV-BIO-15'] } });
    expect(vouchers.map((v) => [v.coins, v.barcodeImage])).toEqual([
      [0, '/media/vouchers/PV-KAFFEE-20.svg'],
      [200, '/media/vouchers/LV-BIO-15.svg'],
    ]);
    expect((await call(visitor.api, getGeneralVouchers)).some((v) => 'coins' in v || 'barcodeImage' in v)).toBe(false);
  });
});
