import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netQuantityOf, unitPriceOf } from './unit-price';

const BUDGET = { numRuns: 500, interruptAfterTimeLimit: 2_000 } as const;
const label = (name: string, bundleInfo?: string) => ({ name, ...(bundleInfo ? { bundleInfo } : {}), weightArticle: false });

describe('unit prices per kg or litre', () => {
  it('reads the content of the shelf label: grams, kilograms, litres, multipacks, decimal commas', () => {
    expect(netQuantityOf(label('Himbeeren 125 g'))).toEqual({ amount: 0.125, base: 'kg' });
    expect(netQuantityOf(label('Äpfel Elstar 1 kg'))).toEqual({ amount: 1, base: 'kg' });
    expect(netQuantityOf(label('Mineralwasser 6 × 1,5 l'))).toEqual({ amount: 9, base: 'l' });
    expect(netQuantityOf(label('Pils 6 x 0,33 l Flasche'))?.amount).toBeCloseTo(1.98);
    expect(netQuantityOf(label('Bio-Vollmilch 3,8 % 1 l'))).toEqual({ amount: 1, base: 'l' });
    expect(netQuantityOf(label('Orangensaft', '4 × 250 ml'))).toEqual({ amount: 1, base: 'l' });
    expect(netQuantityOf(label('Kiwi grün 6 Stück'))).toBeUndefined();
    expect(netQuantityOf(label('Kamillentee 20 Beutel'))).toBeUndefined();
  });

  it('divides the price by the content, and takes an article sold by weight as priced per kg', () => {
    expect(unitPriceOf(label('Himbeeren 125 g'), 299)).toEqual({ cents: 2392, base: 'kg' });
    expect(unitPriceOf(label('Mineralwasser 6 × 1,5 l'), 354)).toEqual({ cents: 39, base: 'l' });
    expect(unitPriceOf({ name: 'Äpfel Gala lose', weightArticle: true }, 249)).toEqual({ cents: 249, base: 'kg' });
    expect(unitPriceOf(label('Avocado Hass 2 Stück'), 279)).toBeUndefined();
  });

  it('gives any label with a content a positive finite price per unit, never a crash', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('g', 'kg', 'ml', 'l', 'cl'),
        fc.integer({ min: 1, max: 100_000 }),
        (prefix, amount, unit, cents) => {
          const result = unitPriceOf(label(`${prefix.replace(/\d/g, '')} ${amount} ${unit}`), cents);
          expect(result).toBeDefined();
          expect(Number.isFinite(result!.cents)).toBe(true);
          expect(result!.cents).toBeGreaterThanOrEqual(0);
        },
      ),
      BUDGET,
    );
    fc.assert(fc.property(fc.string(), (name) => void unitPriceOf(label(name), 100)), BUDGET);
  });
});
