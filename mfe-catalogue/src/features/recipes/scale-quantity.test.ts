import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaleQuantity } from './scale-quantity';

describe('ingredient quantities for other servings', () => {
  it('scales the leading number and keeps the rest', () => {
    expect(scaleQuantity('200 g', 2)).toBe('400 g');
    expect(scaleQuantity('4', 0.5)).toBe('2');
    expect(scaleQuantity('1,5 l', 1.5)).toBe('2,3 l');
    expect(scaleQuantity('½ Bund', 2)).toBe('1 Bund');
    expect(scaleQuantity('3 EL', 1 / 3)).toBe('1 EL');
    expect(scaleQuantity('eine Prise', 3)).toBe('eine Prise');
    expect(scaleQuantity('200 g', 1)).toBe('200 g');
  });

  it('never loses the unit or produces a negative or empty number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.constantFrom('g', 'ml', 'EL', 'Stück'), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (amount, unit, from, to) => {
        const scaled = scaleQuantity(`${amount} ${unit}`, to / from);
        expect(scaled.endsWith(` ${unit}`)).toBe(true);
        expect(Number(scaled.split(' ')[0]!.replace(',', '.'))).toBeGreaterThan(0);
      }),
      { numRuns: 500, interruptAfterTimeLimit: 2_000 },
    );
  });
});
