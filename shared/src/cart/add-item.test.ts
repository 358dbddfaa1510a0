import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextQuantityOnAdd } from './add-item';

describe('adding an item (doc 2 §4)', () => {
  it('adds a product that is not in the cart yet', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 0, requested: 1, maxQuantity: 5 })).toEqual({ outcome: 'added', quantity: 1 });
  });

  it('raises the quantity of a line already in the cart', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 2, requested: 1, maxQuantity: 5 })).toEqual({ outcome: 'added', quantity: 3 });
  });

  it('caps the raised quantity at maxQuantity', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 4, requested: 3, maxQuantity: 5 })).toEqual({ outcome: 'added', quantity: 5 });
  });

  it('answers maxquantityreached when the line is already at (or above) the maximum', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 5, requested: 1, maxQuantity: 5 })).toEqual({ outcome: 'maxquantityreached' });
    expect(nextQuantityOnAdd({ currentQuantity: 7, requested: 1, maxQuantity: 5 })).toEqual({ outcome: 'maxquantityreached' });
  });

  it('adds one step by default and keeps whole steps', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 0, maxQuantity: 12, quantityStepSize: 6 })).toEqual({ outcome: 'added', quantity: 6 });
    expect(nextQuantityOnAdd({ currentQuantity: 6, requested: 1, maxQuantity: 24, quantityStepSize: 6 })).toEqual({
      outcome: 'added',
      quantity: 12,
    });
    expect(nextQuantityOnAdd({ currentQuantity: 0 })).toEqual({ outcome: 'added', quantity: 1 });
  });

  it('caps at the largest whole step not above maxQuantity', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 2, requested: 4, maxQuantity: 5, quantityStepSize: 2 })).toEqual({
      outcome: 'added',
      quantity: 4,
    });
    expect(nextQuantityOnAdd({ currentQuantity: 4, requested: 2, maxQuantity: 5, quantityStepSize: 2 })).toEqual({
      outcome: 'maxquantityreached',
    });
  });

  it('has no cap without maxQuantity', () => {
    expect(nextQuantityOnAdd({ currentQuantity: 1000, requested: 1 })).toEqual({ outcome: 'added', quantity: 1001 });
  });

  it('rejects quantities that are not whole numbers', () => {
    expect(() => nextQuantityOnAdd({ currentQuantity: -1, requested: 1 })).toThrow(RangeError);
    expect(() => nextQuantityOnAdd({ currentQuantity: 0, requested: 0 })).toThrow(RangeError);
    expect(() => nextQuantityOnAdd({ currentQuantity: 0, requested: 1.5 })).toThrow(RangeError);
    expect(() => nextQuantityOnAdd({ currentQuantity: 0, quantityStepSize: 0 })).toThrow(RangeError);
    expect(() => nextQuantityOnAdd({ currentQuantity: 0, maxQuantity: Number.NaN })).toThrow(RangeError);
  });

  it('never exceeds maxQuantity, keeps whole steps and only raises (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(200),
        fc.integer({ min: 1, max: 12 }),
        (currentQuantity, requested, maxQuantity, quantityStepSize) => {
          const result = nextQuantityOnAdd({ currentQuantity, requested, maxQuantity, quantityStepSize });
          const cap = Math.floor(maxQuantity / quantityStepSize) * quantityStepSize;
          if (currentQuantity >= cap) {
            expect(result).toEqual({ outcome: 'maxquantityreached' });
            return;
          }
          expect(result.outcome).toBe('added');
          if (result.outcome !== 'added') return;
          expect(result.quantity).toBeLessThanOrEqual(maxQuantity);
          expect(result.quantity % quantityStepSize).toBe(0);
          expect(result.quantity).toBeGreaterThan(currentQuantity);
          expect(result.quantity === cap || result.quantity >= currentQuantity + requested).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
