import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildMetaSchema, latestBuildSchema } from './builds';
import { productPageSchema, productSchema, trackingProductSchema } from './catalogue';
import { orderConfigSchema } from './checkout';
import { componentConfigsSchema, emptyRedirectTable, newsletterTextsSchema, redirectTableSchema } from './content';
import { coreStateSchema } from './core-state';
import { deliveryPassSchema, isDeliveryPassValid } from './delivery-pass';
import { capacityTimeSlotSchema, checkoutStoreSchema, deliveryAreaSchema, distributionAddressSchema, positionSchema } from './distribution';
import { favoritesSchema, localFavoriteStoresSchema } from './favourites';
import { logRecordSchema } from './log-record';
import { CARITAS_DONOR_POOL_TAG, hasDonorVoucherFlag, loyaltyMemberInfoSchema, physicalCardStatusSchema } from './loyalty';
import { geocodedAddressSchema, placePredictionSchema } from './maps';
import { notificationSchema } from './notification';
import { paymentReturnQuerySchema, savedPaymentMethodSchema } from './payment';
import { phoneNumberSchema } from './phone-number';
import { PREFILL_FORM_FIELDS, prefillFormFieldsSchema } from './prefill';
import { emptySearchResults, searchResultsSchema } from './search';
import { automaticRedemptionSchema, personalVoucherSchema, voucherSchema } from './vouchers';
import { WALLET_ERROR_CODES, walletSchema } from './wallet';
import { requestId } from '../api/ids';

/** A product as the backend sends it, with every field of doc 2 §3 set (test data). */
const catalogueTestProduct = {
  sku: '100501',
  name: 'Mineralwasser spritzig 6 × 1,5 l',
  slug: 'mineralwasser-spritzig',
  productId: 'p-100501',
  category: 'wasser',
  parentCategories: ['Getränke', 'Wasser'],
  maxQuantity: 6,
  price: { regular: { value: 354 }, loyalty: { value: 329 }, depositPrice: { value: 150 } },
  weightArticle: false,
  weightPieceArticle: false,
  quantityStepSize: 6,
  bundleInfo: '6 × 1,5 l',
  bundleSize: 6,
  availability: 'ageRestricted',
  brand: { name: 'Quelle Bergbrunn' },
};

describe('product (doc 2 §3)', () => {
  it('reads bundle info, bundle size, step size, loyalty and deposit prices and availability', () => {
    const product = z.parse(productSchema, catalogueTestProduct);
    expect(product).toMatchObject({ bundleInfo: '6 × 1,5 l', bundleSize: 6, quantityStepSize: 6, availability: 'ageRestricted' });
    expect(product.price).toEqual({ regular: { value: 354 }, loyalty: { value: 329 }, depositPrice: { value: 150 } });
  });

  it('may carry a same-origin image URL, never an empty one', () => {
    expect(z.parse(productSchema, { ...catalogueTestProduct, imageUrl: '/media/products/100501.0a1b2c3d.svg' }).imageUrl).toBe(
      '/media/products/100501.0a1b2c3d.svg',
    );
    expect(z.safeParse(productSchema, { ...catalogueTestProduct, imageUrl: '' }).success).toBe(false);
  });

  it('defaults the weight flags and the step size', () => {
    const { weightArticle, weightPieceArticle, quantityStepSize, ...rest } = catalogueTestProduct;
    expect(z.parse(productSchema, rest)).toMatchObject({ weightArticle: false, weightPieceArticle: false, quantityStepSize: 1 });
    expect([weightArticle, weightPieceArticle, quantityStepSize]).toEqual([false, false, 6]);
  });

  it('tracking reads sku, name, productId, brand, parent categories, regular price and the weight flags (doc 1 §3)', () => {
    expect(Object.keys(trackingProductSchema.shape).sort()).toEqual(
      ['brand', 'name', 'parentCategories', 'price', 'productId', 'sku', 'weightArticle', 'weightPieceArticle'].sort(),
    );
    expect(z.parse(trackingProductSchema, catalogueTestProduct)).not.toHaveProperty('bundleInfo');
  });

  it('a product page is total, count, offset and results', () => {
    expect(z.parse(productPageSchema, { total: 1, count: 1, offset: 0, results: [catalogueTestProduct] }).results).toHaveLength(1);
    expect(z.parse(searchResultsSchema(z.string()), emptySearchResults())).toEqual({ total: 0, count: 0, offset: 0, results: [] });
  });
});

describe('distribution (doc 2 §3)', () => {
  it('a distribution address needs only its type; picking units default to none, primary to false', () => {
    expect(z.parse(distributionAddressSchema, { distributionType: 'CLICK_AND_COLLECT', storeId: '1010' })).toEqual({
      distributionType: 'CLICK_AND_COLLECT',
      storeId: '1010',
      pickingUnitIds: [],
      primary: false,
    });
  });

  it('a position is a latitude and a longitude', () => {
    expect(z.safeParse(positionSchema, { lat: 91, lng: 0 }).success).toBe(false);
    expect(z.safeParse(positionSchema, { lat: 0, lng: -181 }).success).toBe(false);
  });

  it('reads capacity slots, delivery areas and checkout stores, keeping extra fields', () => {
    expect(z.parse(capacityTimeSlotSchema, { id: 'w', start: '2026-03-02T08:00:00Z', end: '2026-03-02T10:00:00Z', available: false })).toMatchObject({ available: false });
    expect(z.safeParse(capacityTimeSlotSchema, { id: 'w', start: 'morgen', end: '2026-03-02T10:00:00Z', available: true }).success).toBe(false);
    expect(z.parse(deliveryAreaSchema, { deliveryAreaNumber: '1', polygon: [] })).toEqual({ deliveryAreaNumber: '1', pickingUnitIds: [], polygon: [] });
    expect(z.parse(checkoutStoreSchema, { storeId: 's', name: 'Neubau', openingHours: 'Mo-Sa' })).toMatchObject({ openingHours: 'Mo-Sa' });
  });

  it('order config: minimum and maximum order value and maximum weight per service type', () => {
    const limits = { minimumOrderValue: 3000, maximumOrderValue: 100000, maximumOrderWeight: 60000 };
    expect(z.parse(orderConfigSchema, { DELIVERY: limits, CLICK_AND_COLLECT: limits })).toEqual({ DELIVERY: limits, CLICK_AND_COLLECT: limits });
    expect(z.safeParse(orderConfigSchema, { DELIVERY: limits }).success).toBe(false);
  });
});

describe('payments, wallet and delivery pass (doc 2 §3)', () => {
  it('a saved payment method has a card brand of the four', () => {
    const method = { id: 'pm', paymentBrand: 'Visa', cardExpiryMonth: 1, cardExpiryYear: 2030, isPrimary: false, expired: false };
    expect(z.parse(savedPaymentMethodSchema, method)).toEqual(method);
    expect(z.safeParse(savedPaymentMethodSchema, { ...method, paymentBrand: 'Maestro' }).success).toBe(false);
    expect(z.safeParse(savedPaymentMethodSchema, { ...method, cardExpiryMonth: 13 }).success).toBe(false);
  });

  it('reads the payment return query of doc 2 §2 from the URL', () => {
    const query = Object.fromEntries(
      new URLSearchParams(
        'paymentBrandName=Visa&paymentMethodKey=credit-cards&paymentInitiator=REDIRECT&paymentMethodType=ONE_TIER&provider=psp&savePaymentMethod=true&setPrimary=false',
      ),
    );
    expect(z.parse(paymentReturnQuerySchema, query)).toEqual({
      paymentBrandName: 'Visa',
      paymentMethodKey: 'credit-cards',
      paymentInitiator: 'REDIRECT',
      paymentMethodType: 'ONE_TIER',
      provider: 'psp',
      savePaymentMethod: true,
      setPrimary: false,
    });
  });

  it('the wallet is a balance; gift cards default to none; the error codes of doc 2 §8', () => {
    expect(z.parse(walletSchema, { balance: 0 })).toEqual({ balance: 0, giftCards: [] });
    expect(Object.keys(WALLET_ERROR_CODES).map(Number)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1010, 1014]);
  });

  it('a delivery pass is valid from its start date through its end date (doc 2 §9)', () => {
    const pass = z.parse(deliveryPassSchema, { startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(isDeliveryPassValid(pass, new Date('2025-12-31T23:59:00'))).toBe(false);
    expect(isDeliveryPassValid(pass, new Date('2026-01-01T00:00:00'))).toBe(true);
    expect(isDeliveryPassValid(pass, new Date('2026-01-31T23:59:00'))).toBe(true);
    expect(isDeliveryPassValid(pass, new Date('2026-02-01T00:00:00'))).toBe(false);
    const exact = { startDate: '2026-01-01T10:00:00Z', endDate: '2026-01-02T10:00:00Z' };
    expect(isDeliveryPassValid(exact, new Date('2026-01-02T09:59:59Z'))).toBe(true);
    expect(isDeliveryPassValid(exact, new Date('2026-01-02T10:00:00Z'))).toBe(false);
    expect(isDeliveryPassValid({ startDate: '2000-01-01', endDate: '2999-12-31' })).toBe(true);
  });
});

describe('vouchers and loyalty (doc 2 §3)', () => {
  it("automatic redemption is 'Always' or starts with 'First orders'", () => {
    expect(z.parse(automaticRedemptionSchema, 'Always')).toBe('Always');
    expect(z.parse(automaticRedemptionSchema, 'First orders (3)')).toBe('First orders (3)');
    expect(z.safeParse(automaticRedemptionSchema, 'first orders').success).toBe(false);
    expect(z.safeParse(automaticRedemptionSchema, 'Never').success).toBe(false);
  });

  it('vouchers keep the fields doc 2 does not show; limits are Delivery or Click & Collect', () => {
    const voucher = { articleId: 'v', type: 'general-online', ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'], title: '5 €' };
    expect(z.parse(voucherSchema, voucher)).toEqual(voucher);
    expect(z.safeParse(voucherSchema, { ...voucher, ecommerceLimitAutomaticRedemptionToServiceTypes: ['CLICK_AND_COLLECT'] }).success).toBe(false);
    expect(z.safeParse(personalVoucherSchema, { articleId: 'v', type: 'personal' }).success).toBe(false);
  });

  it('a pool tagged caritas_aktiv marks the donor voucher flag', () => {
    const info = z.parse(loyaltyMemberInfoSchema, { pools: [{ poolId: 'p', value: 1 }] });
    expect(hasDonorVoucherFlag(info)).toBe(false);
    expect(hasDonorVoucherFlag({ pools: [{ poolId: 'p', value: 1, tags: ['x', CARITAS_DONOR_POOL_TAG] }] })).toBe(true);
    expect(z.parse(physicalCardStatusSchema, { orderAvailability: 'IsOrdered', orderedAt: '2026-01-01' })).toMatchObject({ orderAvailability: 'IsOrdered' });
  });
});

describe('content, state and forms (doc 1 §3)', () => {
  it('the redirect table: each map defaults to empty', () => {
    expect(z.parse(redirectTableSchema, {})).toEqual(emptyRedirectTable());
    expect(z.safeParse(redirectTableSchema, { oneToOne: { '/a': 1 } }).success).toBe(false);
  });

  it('component configs by name; newsletter texts in a logged-in and an anonymous variant', () => {
    expect(z.parse(componentConfigsSchema, { header: { logo: 'x' } })).toEqual({ header: { logo: 'x' } });
    const text = { loggedIn: 'Hallo Anna', anonymous: 'Hallo' };
    const texts = { beforeContent: text, confirmSuccess: text, confirmError: text, subscribeSuccess: text, subscribeError: text };
    expect(z.parse(newsletterTextsSchema, texts)).toEqual(texts);
    expect(z.safeParse(newsletterTextsSchema, { ...texts, confirmError: { loggedIn: 'x' } }).success).toBe(false);
  });

  it('core state with a request id of the API client', () => {
    const state = { isWebView: true, hideWebViewBack: false, redirects: emptyRedirectTable(), requestId: requestId(1767225600000) };
    expect(z.parse(coreStateSchema, state)).toEqual(state);
    expect(z.safeParse(coreStateSchema, { ...state, requestId: 'abc' }).success).toBe(false);
  });

  it('notifications are transient (default 2000 ms) or persistent (by key, maybe for one route)', () => {
    expect(z.parse(notificationSchema, { type: 'info', messageKey: 'cart.added', lifetime: 'transient' })).toEqual({
      type: 'info',
      messageKey: 'cart.added',
      lifetime: 'transient',
      durationMs: 2000,
    });
    expect(
      z.parse(notificationSchema, { type: 'warning', messageKey: 'internet.offline', lifetime: 'persistent', key: 'offline', routeName: 'checkout' }),
    ).toMatchObject({ key: 'offline', routeName: 'checkout' });
    expect(z.safeParse(notificationSchema, { type: 'warning', messageKey: 'x', lifetime: 'persistent' }).success).toBe(false);
    expect(z.safeParse(notificationSchema, { type: 'fatal', messageKey: 'x', lifetime: 'transient' }).success).toBe(false);
  });

  it('a log record', () => {
    const record = {
      timestamp: '2026-01-01T10:00:00.000Z',
      version: 'abc',
      requestId: 'r',
      level: 'error',
      stackTrace: 'Error: x',
      message: 'x',
      params: { sku: '1' },
      path: '/warenkorb',
      status: 500,
    };
    expect(z.parse(logRecordSchema, record)).toEqual(record);
    expect(z.safeParse(logRecordSchema, { ...record, level: 'fatal' }).success).toBe(false);
  });

  it('a phone number: country, calling code, national number (2 to 17 digits), extension (up to 20)', () => {
    const phone = { country: 'AT', callingCode: '43', nationalNumber: '6641234567', extension: '12' };
    expect(z.parse(phoneNumberSchema, phone)).toEqual(phone);
    expect(z.safeParse(phoneNumberSchema, { ...phone, nationalNumber: '1' }).success).toBe(false);
    expect(z.safeParse(phoneNumberSchema, { ...phone, nationalNumber: '1'.repeat(18) }).success).toBe(false);
    expect(z.safeParse(phoneNumberSchema, { ...phone, extension: '1'.repeat(21) }).success).toBe(false);
    expect(z.safeParse(phoneNumberSchema, { ...phone, country: 'at' }).success).toBe(false);
  });

  it('prefill form fields of doc 1 §3, all optional', () => {
    expect(PREFILL_FORM_FIELDS).toEqual([
      'firstname', 'surname', 'email', 'academicTitle', 'age', 'gender', 'telephoneNumber', 'street', 'zip', 'city', 'countryCode',
    ]);
    expect(z.parse(prefillFormFieldsSchema, {})).toEqual({});
    expect(z.safeParse(prefillFormFieldsSchema, { age: 17.5 }).success).toBe(false);
  });

  it('favourites grouped by type, and the local favourite store ids', () => {
    expect(z.parse(favoritesSchema, { products: ['1'], recipes: [] })).toEqual({ products: ['1'], recipes: [] });
    expect(z.safeParse(localFavoriteStoresSchema, ['1010', '']).success).toBe(false);
  });

  it('maps: suggestions and geocoded addresses', () => {
    expect(z.parse(placePredictionSchema, { id: 'p', primaryPart: 'Neubaugasse' })).toEqual({ id: 'p', primaryPart: 'Neubaugasse' });
    expect(z.safeParse(geocodedAddressSchema, { city: 'Wien' }).success).toBe(false);
  });

  it('build meta: route rules by path; the latest build id', () => {
    expect(z.parse(buildMetaSchema, { id: 'b' })).toEqual({ id: 'b', routeRules: {}, prerendered: [] });
    expect(z.parse(buildMetaSchema, { id: 'b', routeRules: { '/x': { redirect: '/y', appMiddleware: { auth: true } } } }).routeRules['/x']).toEqual({
      redirect: '/y',
      appMiddleware: { auth: true },
    });
    expect(z.safeParse(buildMetaSchema, { id: 'b', routeRules: { '/x': { redirect: { to: '/y', statusCode: 200 } } } }).success).toBe(false);
    expect(z.safeParse(latestBuildSchema, { id: '' }).success).toBe(false);
  });
});
