import { describe, expect, it } from 'vitest';
import type { Product } from '@storefront/shared/catalogue';
import { seedProducts } from '../../catalogue/seed';
import { addToLines, mergeLines, orderable } from './cart-lines';

function productBySku(sku: string): Product {
  const product = seedProducts.find((p) => p.sku === sku);
  if (!product) throw new Error(sku);
  return product;
}
const milk = productBySku('100201');
const chicken = { ...productBySku('100401'), maxQuantity: 5 };

function lines(result: ReturnType<typeof addToLines>) {
  if (result.outcome !== 'added') throw new Error(result.outcome);
  return result.lines;
}

describe('addToLines (doc 2 §4)', () => {
  it('adds a new line, then raises its quantity, capped at maxQuantity', () => {
    const one = lines(addToLines([], chicken, 2));
    expect(one).toEqual([{ lineItemId: expect.any(String), sku: chicken.sku, quantity: 2 }]);
    const two = addToLines(one, chicken, 10);
    expect(two).toMatchObject({ outcome: 'added', capped: true, quantity: 5, lines: [{ ...one[0], quantity: 5 }] });
  });

  it('answers maxquantityreached for a line already at its maximum', () => {
    const full = lines(addToLines([], chicken, 5));
    expect(addToLines(full, chicken, 1)).toEqual({ outcome: 'maxquantityreached' });
  });

  it('keeps a line a whole number of quantity steps', () => {
    const eggs = { ...milk, sku: 'steps', quantityStepSize: 6, maxQuantity: 30 };
    expect(lines(addToLines([], eggs, 4))[0]?.quantity).toBe(6);
    expect(addToLines(lines(addToLines([], eggs, 29)), eggs, 1)).toEqual({ outcome: 'maxquantityreached' });
  });

  it('leaves the other lines as they are', () => {
    const before = lines(addToLines(lines(addToLines([], milk, 1)), chicken, 1));
    const raised = lines(addToLines(before, milk, 1));
    expect(raised[1]).toBe(before[1]);
    expect(raised.map((l) => l.quantity)).toEqual([2, 1]);
  });
});

describe('mergeLines (doc 2 §4 cart merge)', () => {
  it('adds the quantities of a product in both carts, capped, and drops products that are gone', () => {
    const products = new Map([
      [milk.sku, milk],
      [chicken.sku, chicken],
    ]);
    const target = lines(addToLines(lines(addToLines([], chicken, 4)), milk, 1));
    const source = [
      { lineItemId: 's1', sku: chicken.sku, quantity: 3 },
      { lineItemId: 's2', sku: 'gone', quantity: 1 },
    ];
    const merged = mergeLines(target, source, products);
    expect(merged.map((line) => [line.sku, line.quantity])).toEqual([
      [chicken.sku, 5],
      [milk.sku, 1],
    ]);
  });
});

describe('orderable (doc 2 §4 availability)', () => {
  it('refuses unavailable and temporarily unavailable articles, accepts age-restricted ones', () => {
    expect(orderable({ ...milk, availability: 'unavailable' })).toBe(false);
    expect(orderable({ ...milk, availability: 'temporarilyUnavailable' })).toBe(false);
    expect(orderable({ ...milk, availability: 'ageRestricted' })).toBe(true);
    expect(orderable(milk)).toBe(true);
  });
});
