import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityRule } from './quantity';

describe('the quantity of an add to cart (doc 2 §3 maxQuantity, quantityStepSize)', () => {
  it('moves in steps from one step up to what may still be added', () => {
    const rule = quantityRule({ quantityStepSize: 2, maxQuantity: 10 }, 3);
    expect(rule).toEqual({ step: 2, maxAddable: 6 });
    expect(clampQuantity(0, rule)).toBe(2);
    expect(clampQuantity(5, rule)).toBe(6);
    expect(clampQuantity(3, rule)).toBe(4);
    expect(clampQuantity(99, rule)).toBe(6);
    expect(clampQuantity(Number.NaN, rule)).toBe(2);
  });

  it('allows nothing more once the cart holds the maximum', () => {
    const rule = quantityRule({ quantityStepSize: 1, maxQuantity: 5 }, 5);
    expect(rule.maxAddable).toBe(0);
    expect(clampQuantity(1, rule)).toBe(0);
    expect(quantityRule({ quantityStepSize: 3, maxQuantity: 5 }, 3).maxAddable).toBe(0);
  });

  it('never leaves the steps or the maximum, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.double({ noNaN: false }),
        (step, max, inCart, typed) => {
          const rule = quantityRule({ quantityStepSize: step, maxQuantity: max }, inCart);
          const quantity = clampQuantity(typed, rule);
          expect(quantity % step).toBe(0);
          expect(inCart + quantity).toBeLessThanOrEqual(Math.max(max, inCart));
          if (rule.maxAddable >= step) expect(quantity).toBeGreaterThanOrEqual(step);
        },
      ),
      { numRuns: 1000, interruptAfterTimeLimit: 2_000 },
    );
  });
});
