import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '../distribution/service-type';
import {
  CART_VALIDATION_CODES,
  CART_VALIDATION_CODE_MEANINGS,
  classifyValidationErrors,
  hasIncompleteDeliveryWindow,
  isCartValidationCode,
  normalizeValidationCode,
  validationErrorGroup,
  type ValidationErrorGroup,
} from './validation-codes';

// The spec's table of doc 2 §8, written out independently of the implementation.
const SPEC_GROUPS: Record<'DELIVERY' | 'CLICK_AND_COLLECT', Record<Exclude<ValidationErrorGroup, 'general'>, string[]>> = {
  DELIVERY: {
    timeSlot: ['008', '022', '023', '029', '140', '141'],
    discountCode: ['223', '227', '228', '229'],
    billingAddress: ['031'],
    distributionLocation: ['004', '005', '006', '007', '130', '131', '132'],
  },
  CLICK_AND_COLLECT: {
    timeSlot: ['008', '022', '023', '029', '140', '141'],
    discountCode: ['223', '227', '228', '229'],
    billingAddress: ['006', '007', '031'],
    distributionLocation: ['004', '005', '130', '131', '132'],
  },
};
const ALL_CODES: string[] = [...CART_VALIDATION_CODES];

describe('cart validation codes (doc 2 §8)', () => {
  it('lists all 21 codes with their meaning', () => {
    expect(ALL_CODES).toHaveLength(21);
    expect(CART_VALIDATION_CODE_MEANINGS['004']).toBe('shippingAddressDataInvalid');
    expect(CART_VALIDATION_CODE_MEANINGS['131']).toBe('unnamed');
    expect(CART_VALIDATION_CODE_MEANINGS['141']).toBe('deliveryWindowExpired');
    expect(CART_VALIDATION_CODE_MEANINGS['229']).toBe('discountCodeInvalidServiceType');
    expect(CART_VALIDATION_CODE_MEANINGS['264']).toBe('giftCardMissingFromCustomerWallet');
  });

  it('normalises numbers and short digit strings to the three-digit form', () => {
    expect(normalizeValidationCode(4)).toBe('004');
    expect(normalizeValidationCode('31')).toBe('031');
    expect(normalizeValidationCode(' 140 ')).toBe('140');
    expect(normalizeValidationCode('0004')).toBe('004');
    expect(normalizeValidationCode(1000)).toBe('1000');
    expect(normalizeValidationCode('E42')).toBe('E42');
    expect(isCartValidationCode(22)).toBe(true);
    expect(isCartValidationCode('999')).toBe(false);
  });

  it('groups time slot codes: an incomplete delivery window', () => {
    for (const code of ['008', '022', '023', '029', '140', '141']) {
      expect(validationErrorGroup(code, 'DELIVERY')).toBe('timeSlot');
      expect(validationErrorGroup(code, 'CLICK_AND_COLLECT')).toBe('timeSlot');
    }
    expect(hasIncompleteDeliveryWindow(['223', 141])).toBe(true);
    expect(hasIncompleteDeliveryWindow(['223', '031', 'x'])).toBe(false);
    expect(hasIncompleteDeliveryWindow([])).toBe(false);
  });

  it('groups discount code errors', () => {
    expect(classifyValidationErrors(['223', '227', '228', '229'], 'DELIVERY').discountCode).toEqual(['223', '227', '228', '229']);
  });

  it('groups billing address errors per service type', () => {
    expect(classifyValidationErrors(['006', '007', '031'], 'DELIVERY').billingAddress).toEqual(['031']);
    expect(classifyValidationErrors(['006', '007', '031'], 'CLICK_AND_COLLECT').billingAddress).toEqual(['006', '007', '031']);
  });

  it('groups distribution location errors per service type', () => {
    const codes = ['004', '005', '006', '007', '130', '131', '132'];
    expect(classifyValidationErrors(codes, 'DELIVERY').distributionLocation).toEqual(codes);
    expect(classifyValidationErrors(codes, 'CLICK_AND_COLLECT').distributionLocation).toEqual([
      '004',
      '005',
      '130',
      '131',
      '132',
    ]);
  });

  it('counts the gift card codes and unknown codes as general', () => {
    expect(classifyValidationErrors(['260', '261', '264', '999', 'E1'], 'DELIVERY').general).toEqual([
      '260',
      '261',
      '264',
      '999',
      'E1',
    ]);
  });

  it('reads 006 and 007 as distribution location when no service type is set', () => {
    const result = classifyValidationErrors(['005', '006', '007', '031', '130'], undefined);
    expect(result.distributionLocation).toEqual(['005', '006', '007', '130']);
    expect(result.billingAddress).toEqual(['031']);
  });

  it('classifies a mixed list once per code, in the reported order', () => {
    expect(classifyValidationErrors([141, '008', '031', '141', 4, '223', 260], 'CLICK_AND_COLLECT')).toEqual({
      timeSlot: ['141', '008'],
      discountCode: ['223'],
      billingAddress: ['031'],
      distributionLocation: ['004'],
      general: ['260'],
      hasIncompleteDeliveryWindow: true,
    });
    expect(classifyValidationErrors([], 'DELIVERY').hasIncompleteDeliveryWindow).toBe(false);
  });

  it('puts each spec code in exactly the group the spec table says (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_CODES), fc.constantFrom(...SERVICE_TYPES), (code, serviceType) => {
        const specGroups = Object.entries(SPEC_GROUPS[serviceType])
          .filter(([, codes]) => codes.includes(code))
          .map(([group]) => group);
        expect(specGroups.length).toBeLessThanOrEqual(1);
        expect(validationErrorGroup(code, serviceType)).toBe(specGroups[0] ?? 'general');
        expect(validationErrorGroup(Number(code), serviceType)).toBe(specGroups[0] ?? 'general');
      }),
      { numRuns: 1000 },
    );
  });

  it('counts any code outside the 21 as general (property)', () => {
    const other = fc.oneof(fc.string(), fc.integer({ min: -10, max: 100_000 })).filter((code) => !isCartValidationCode(code));
    fc.assert(
      fc.property(other, fc.constantFrom(undefined, ...SERVICE_TYPES), (code, serviceType) => {
        expect(validationErrorGroup(code, serviceType)).toBe('general');
      }),
      { numRuns: 1000 },
    );
  });

  it('partitions the reported codes: every code in exactly one group (property)', () => {
    const code = fc.oneof(fc.constantFrom(...ALL_CODES), fc.integer({ min: 0, max: 1200 }), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(code, { maxLength: 30 }), fc.constantFrom(undefined, ...SERVICE_TYPES), (codes, serviceType) => {
        const result = classifyValidationErrors(codes, serviceType);
        const grouped = [
          ...result.timeSlot,
          ...result.discountCode,
          ...result.billingAddress,
          ...result.distributionLocation,
          ...result.general,
        ];
        const expected = new Set(codes.map(normalizeValidationCode));
        expect(grouped).toHaveLength(expected.size);
        expect(new Set(grouped)).toEqual(expected);
        expect(result.hasIncompleteDeliveryWindow).toBe(hasIncompleteDeliveryWindow(codes));
      }),
      { numRuns: 1000 },
    );
  });
});
