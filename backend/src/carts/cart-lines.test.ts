import { describe, expect, it } from 'vitest';
import { seedProducts } from '../seed/catalogue';
import { addToLines, presentCart } from './cart-lines';

function productBySku(sku: string) {
  const product = seedProducts.find((p) => p.sku === sku);
  if (!product) throw new Error(sku);
  return product;
}
const milk = productBySku('100201');
const chicken = productBySku('100401');

describe('addToLines (doc 2 §4)', () => {
  it('adds a new line, then raises its quantity, capped at maxQuantity', () => {
    const one = addToLines([], chicken, 2);
    expect(one).toEqual([{ lineItemId: expect.any(String), sku: '100401', quantity: 2 }]);
    const two = addToLines(one, chicken, 10);
    expect(two).toEqual([{ ...one[0], quantity: chicken.maxQuantity }]);
  });

  it('leaves the other lines as they are', () => {
    const lines = addToLines(addToLines([], milk, 1), chicken, 1);
    const raised = addToLines(lines, milk, 1);
    expect(raised[1]).toBe(lines[1]);
    expect(raised.map((l) => l.quantity)).toEqual([2, 1]);
  });
});

describe('presentCart', () => {
  it('leaves out lines whose product is no longer in the catalogue', () => {
    const cart = presentCart(
      { id: 'c', customerId: null, lines: [{ lineItemId: 'a', sku: '100201', quantity: 1 }, { lineItemId: 'b', sku: 'gone', quantity: 3 }] },
      new Map([['100201', milk]]),
    );
    expect(cart.lineItemCount).toBe(1);
    expect(cart.priceInfo).toEqual({ orderValue: 129, total: 129 });
  });
});
