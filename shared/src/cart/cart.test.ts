import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCart, aDistributionAddress, aDistributionWindow, aProductLineItem } from '../fixtures/fixtures.test-support';
import { cartSchema, priceInfoSchema } from './cart';
import { cartValidationResultSchema } from './cart-validation';
import {
  BILLING_ADDRESS_ERROR_CODES,
  CART_VALIDATION_CODE_MEANINGS,
  CART_VALIDATION_CODES,
  DISCOUNT_CODE_ERROR_CODES,
  DISTRIBUTION_LOCATION_ERROR_CODES,
  TIME_SLOT_ERROR_CODES,
} from './validation-codes';

/** The cart of the first version of the contract: what the backend sent before this change. */
const minimalCart = {
  id: 'cart-1',
  customerId: null,
  cartStatus: 'OPEN',
  lineItemCount: 0,
  productLineItems: [],
  discountCodes: [],
  freeOfChargeThreshold: 5000,
  priceInfo: { orderValue: 0, total: 0 },
};

describe('cart (doc 2 §3)', () => {
  it('still reads the minimal cart; the lists a backend leaves out are empty', () => {
    const cart = z.parse(cartSchema, minimalCart);
    expect(cart.payments).toEqual([]);
    expect(cart.voucherLineItems).toEqual([]);
    expect(cart.unavailableLineItems).toEqual([]);
    expect(cart.distributionAddress).toBeUndefined();
  });

  it('reads the placeholders of missing distribution address parts as empty (doc 2 §5)', () => {
    const cart = z.parse(cartSchema, {
      ...minimalCart,
      distributionAddress: aDistributionAddress({ streetNumber: 'na', streetName: 'nan', city: 'Wien' }),
    });
    expect(cart.distributionAddress?.streetNumber).toBe('');
    expect(cart.distributionAddress?.streetName).toBe('');
    expect(cart.distributionAddress?.city).toBe('Wien');
  });

  it("reads a delivery address's phone number and driver's text (doc 2 §5); an address without them still reads", () => {
    const cart = z.parse(cartSchema, {
      ...minimalCart,
      distributionAddress: aDistributionAddress({ deliveryPhoneNumber: '0664 1234567', deliveryAddressText: 'Bitte 2x läuten' }),
    });
    expect(cart.distributionAddress).toMatchObject({ deliveryPhoneNumber: '0664 1234567', deliveryAddressText: 'Bitte 2x läuten' });
    const without = z.parse(cartSchema, { ...minimalCart, distributionAddress: aDistributionAddress() });
    expect(without.distributionAddress?.deliveryPhoneNumber).toBeUndefined();
    expect(without.distributionAddress?.deliveryAddressText).toBeUndefined();
  });

  it('reads every field of doc 2 §3, the chosen ones null until chosen', () => {
    const full = {
      ...minimalCart,
      customerId: 'c-1',
      cartStatus: 'FINALIZED',
      payments: [{ id: 'p1', methodKey: 'gift-card', amountPlanned: 1000 }],
      lineItemCount: 1,
      productLineItems: [aProductLineItem()],
      voucherLineItems: [{ articleId: 'v-1', lineItemId: 'l-9', name: '5 € Gutschein' }],
      discountCodes: ['SOMMER10'],
      unavailableLineItems: [aProductLineItem({ lineItemId: 'l-2' })],
      deliveryPassLineItem: { lineItemId: 'l-3', sku: 'dp-12', name: 'Lieferpass', price: 9900 },
      distributionAddress: aDistributionAddress(),
      distributionWindow: aDistributionWindow(),
      billingAddress: { firstName: 'Anna', city: 'Wien' },
      weight: 12500,
    };
    expect(z.parse(cartSchema, full)).toMatchObject({ ...full, priceInfo: minimalCart.priceInfo });
    const unchosen = z.parse(cartSchema, { ...minimalCart, distributionAddress: null, distributionWindow: null, billingAddress: null, deliveryPassLineItem: null });
    expect(unchosen.distributionWindow).toBeNull();
  });

  it('reads every priceInfo field in cents', () => {
    const priceInfo = {
      depositFees: 150,
      discounts: -300,
      coveredAmount: 1000,
      orderValue: 5200,
      overAuthorizationAmount: 520,
      overAuthorizationPercentage: 10,
      serviceFees: 499,
      serviceFeesAfterDiscount: 0,
      serviceFeeTaxRate: 20,
      total: 5350,
      totalArticlePrice: 5200,
      totalSavings: 300,
      totalVat: 620,
      totalWithSurcharge: 5457,
      savings: 300,
      uncoveredAmountWithOverAuthorization: 4870,
      uncoveredAmountWithoutOverAuthorization: 4350,
    };
    expect(z.parse(priceInfoSchema, priceInfo)).toEqual(priceInfo);
    expect(z.safeParse(priceInfoSchema, { ...priceInfo, total: 53.5 }).success).toBe(false);
    expect(z.safeParse(priceInfoSchema, { orderValue: 0 }).success).toBe(false);
  });

  it('keeps whether drinks come in a deposit crate, and a cart without the flag still reads', () => {
    expect(z.parse(cartSchema, { ...minimalCart, crateDepositDesired: true }).crateDepositDesired).toBe(true);
    expect(z.parse(cartSchema, minimalCart).crateDepositDesired).toBeUndefined();
    expect(z.safeParse(cartSchema, { ...minimalCart, crateDepositDesired: 'ja' }).success).toBe(false);
  });

  it('rejects an unknown cart status and a line with quantity 0, naming the field', () => {
    const bad = z.safeParse(cartSchema, { ...minimalCart, cartStatus: 'PAID' });
    expect(bad.error?.issues[0]?.path).toEqual(['cartStatus']);
    expect(z.safeParse(cartSchema, { ...aCart(), productLineItems: [{ ...aProductLineItem(), quantity: 0 }] }).success).toBe(false);
  });
});

describe('cart validation (doc 2 §7, §8)', () => {
  it('reads cartDTO and errors; an unknown code still parses (a general error)', () => {
    const result = z.parse(cartValidationResultSchema, { cartDTO: minimalCart, errors: [{ code: '023' }, { code: '777' }] });
    expect(result.errors.map((e) => e.code)).toEqual(['023', '777']);
    expect(z.parse(cartValidationResultSchema, { cartDTO: minimalCart }).errors).toEqual([]);
  });

  it('lists the 21 codes of doc 2 §8', () => {
    expect(CART_VALIDATION_CODES).toEqual([
      '004', '005', '006', '007', '008', '022', '023', '029', '031', '130', '131',
      '132', '140', '141', '223', '227', '228', '229', '260', '261', '264',
    ]);
    expect(Object.keys(CART_VALIDATION_CODE_MEANINGS).sort()).toEqual([...CART_VALIDATION_CODES].sort());
    expect(CART_VALIDATION_CODE_MEANINGS['023']).toBe('outOfDeliveryCapacity');
  });

  it('groups them as doc 2 §8 does', () => {
    expect(TIME_SLOT_ERROR_CODES).toEqual(['008', '022', '023', '029', '140', '141']);
    expect(DISCOUNT_CODE_ERROR_CODES).toEqual(['223', '227', '228', '229']);
    expect(BILLING_ADDRESS_ERROR_CODES).toEqual({ DELIVERY: ['031'], CLICK_AND_COLLECT: ['006', '007', '031'] });
    expect(DISTRIBUTION_LOCATION_ERROR_CODES).toEqual({
      DELIVERY: ['004', '005', '006', '007', '130', '131', '132'],
      CLICK_AND_COLLECT: ['004', '005', '130', '131', '132'],
    });
  });
});
