import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from './payment-constants';
import {
  paymentMethodCarriesSurcharge,
  surchargeFor,
  totalWithSurcharge,
} from './surcharge';

const amount = fc.integer({ min: -10_000_000, max: 10_000_000 });
const percent = fc.double({ min: 0, max: 100, noNaN: true });

describe('surcharge (doc 2 §9)', () => {
  it('computes amount x (100 + surcharge) / 100 in whole cents', () => {
    expect(totalWithSurcharge(1000, 2.5)).toBe(1025);
    expect(totalWithSurcharge(999, 2.5)).toBe(1024); // 1023.975
    expect(totalWithSurcharge(1234, 2.5)).toBe(1265); // 1264.85
    expect(totalWithSurcharge(0, 3)).toBe(0);
  });

  it('rounds half a cent away from zero', () => {
    expect(totalWithSurcharge(15, 10)).toBe(17); // 16.5
    expect(totalWithSurcharge(1, 50)).toBe(2); // 1.5
    expect(totalWithSurcharge(-15, 10)).toBe(-17); // -16.5
    expect(totalWithSurcharge(12345, 1.5)).toBe(12530); // 12530.175
  });

  it('is exact where floating point would lose the half cent', () => {
    // 625 x 102.32 / 100 is 639.5 exactly; in floating point it is 639.4999999999999.
    expect(totalWithSurcharge(625, 2.32)).toBe(640);
    expect(totalWithSurcharge(1250, 1.32)).toBe(1267);
  });

  it('rejects amounts that are not whole cents and negative or non-finite surcharges', () => {
    expect(() => totalWithSurcharge(10.5, 1)).toThrow(RangeError);
    expect(() => totalWithSurcharge(1000, -1)).toThrow(RangeError);
    expect(() => totalWithSurcharge(1000, Number.NaN)).toThrow(RangeError);
    expect(() => totalWithSurcharge(1000, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('applies to cards, invoice B2B and B2C and PayPal; not at the door or the store', () => {
    expect(PAYMENT_METHOD_IDS.filter(paymentMethodCarriesSurcharge)).toEqual([
      'credit-cards',
      'pay-by-invoice-b2b',
      'pay-by-invoice-b2c',
      'paypal',
    ]);
    expect(paymentMethodCarriesSurcharge('payment-at-the-door')).toBe(false);
    expect(paymentMethodCarriesSurcharge('payment-at-the-store')).toBe(false);
    expect(paymentMethodCarriesSurcharge('gift-card')).toBe(false);
  });

  it('gives the surcharge amount of a payment method', () => {
    expect(surchargeFor('paypal', 2000, 3)).toBe(60);
    expect(surchargeFor('payment-at-the-door', 2000, 3)).toBe(0);
  });

  it('returns the amount unchanged with a zero surcharge (property)', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        expect(totalWithSurcharge(cents, 0)).toBe(cents);
      }),
      { numRuns: 1000 },
    );
  });

  it('is monotonic in the amount and in the surcharge (property)', () => {
    fc.assert(
      fc.property(amount, amount, percent, percent, (a, b, s, t) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [less, more] = s <= t ? [s, t] : [t, s];
        expect(totalWithSurcharge(low, less)).toBeLessThanOrEqual(totalWithSurcharge(high, less));
        if (low >= 0) expect(totalWithSurcharge(low, less)).toBeLessThanOrEqual(totalWithSurcharge(low, more));
      }),
      { numRuns: 1000 },
    );
  });

  it('stays within half a cent of the exact total (property)', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), (cents, hundredths) => {
        const surcharge = hundredths / 100;
        // Exact in integers: total x 10,000 = cents x (10,000 + hundredths).
        const exactTimes10000 = cents * (10_000 + hundredths);
        const total = totalWithSurcharge(cents, surcharge);
        expect(Math.abs(total * 10_000 - exactTimes10000)).toBeLessThanOrEqual(5_000);
        expect(Number.isInteger(total)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
