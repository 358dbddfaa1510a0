import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountMissingForFreeService, isFreeService } from './free-service';

describe('free service (doc 2 §4, §9)', () => {
  it('is free-service when orderValue >= freeOfChargeThreshold', () => {
    expect(isFreeService({ orderValue: 5000, freeOfChargeThreshold: 5000 })).toBe(true);
    expect(isFreeService({ orderValue: 5001, freeOfChargeThreshold: 5000 })).toBe(true);
    expect(isFreeService({ orderValue: 4999, freeOfChargeThreshold: 5000 })).toBe(false);
  });

  it('gives the missing amount in cents, 0 once reached', () => {
    expect(amountMissingForFreeService({ orderValue: 3250, freeOfChargeThreshold: 5000 })).toBe(1750);
    expect(amountMissingForFreeService({ orderValue: 6000, freeOfChargeThreshold: 5000 })).toBe(0);
  });

  it('never makes a cart without a threshold free-service', () => {
    expect(isFreeService({ orderValue: 9999 })).toBe(false);
    expect(isFreeService({ orderValue: 9999, freeOfChargeThreshold: null })).toBe(false);
    expect(amountMissingForFreeService({ orderValue: 100, freeOfChargeThreshold: undefined })).toBeUndefined();
    expect(amountMissingForFreeService({ orderValue: Number.NaN, freeOfChargeThreshold: 5000 })).toBeUndefined();
  });

  it('a valid delivery pass makes any cart free-service, with nothing missing', () => {
    expect(isFreeService({ orderValue: 100, freeOfChargeThreshold: 5000, deliveryPassActive: true })).toBe(true);
    expect(isFreeService({ orderValue: 100, deliveryPassActive: true })).toBe(true);
    expect(amountMissingForFreeService({ orderValue: 100, freeOfChargeThreshold: 5000, deliveryPassActive: true })).toBe(0);
    expect(isFreeService({ orderValue: 100, freeOfChargeThreshold: 5000, deliveryPassActive: false })).toBe(false);
  });

  it('is free-service exactly when nothing is missing (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (orderValue, freeOfChargeThreshold) => {
        const missing = amountMissingForFreeService({ orderValue, freeOfChargeThreshold });
        expect(isFreeService({ orderValue, freeOfChargeThreshold })).toBe(missing === 0);
        expect(orderValue + (missing ?? 0)).toBeGreaterThanOrEqual(freeOfChargeThreshold);
      }),
      { numRuns: 1000 },
    );
  });
});
