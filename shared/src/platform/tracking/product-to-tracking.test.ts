import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productToTracking } from './product-to-tracking';

describe('product for tracking (doc 1 §3)', () => {
  it('reads sku, name, productId, brand, categories, price in units and the weight flags', () => {
    expect(
      productToTracking({
        sku: '100205',
        name: 'Freilandeier Größe M 10 Stück',
        productId: 4711,
        brand: { name: 'Hof Sonnenwiese' },
        parentCategories: ['Milchprodukte', { name: 'Eier' }],
        price: { regular: { value: 329 } },
        weightArticle: false,
        weightPieceArticle: true,
      }),
    ).toEqual({
      sku: '100205',
      name: 'Freilandeier Größe M 10 Stück',
      productId: '4711',
      brand: 'Hof Sonnenwiese',
      parentCategories: ['Milchprodukte', 'Eier'],
      price: 3.29,
      weightArticle: false,
      weightPieceArticle: true,
    });
  });

  it('tolerates missing optional fields', () => {
    expect(productToTracking({})).toEqual({
      sku: undefined,
      name: undefined,
      productId: undefined,
      brand: undefined,
      parentCategories: [],
      price: undefined,
      weightArticle: false,
      weightPieceArticle: false,
    });
    expect(
      productToTracking({ sku: '', brand: null, parentCategories: [null, { name: null }, '', 'Obst'], price: { regular: null } }),
    ).toMatchObject({ sku: undefined, brand: undefined, parentCategories: ['Obst'], price: undefined });
    expect(productToTracking({ price: { regular: { value: Number.NaN } } }).price).toBeUndefined();
  });

  it('never throws and divides the price by 100 (property)', () => {
    const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const product = fc.record(
      {
        sku: optional(fc.string()),
        name: optional(fc.string()),
        productId: optional(fc.oneof(fc.string(), fc.integer())),
        brand: optional(fc.record({ name: optional(fc.string()) })),
        parentCategories: optional(fc.array(fc.oneof(fc.string(), fc.record({ name: optional(fc.string()) })))),
        price: optional(fc.record({ regular: optional(fc.record({ value: optional(fc.integer({ min: 0, max: 1_000_000 })) })) })),
        weightArticle: optional(fc.boolean()),
        weightPieceArticle: optional(fc.boolean()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(product, (input) => {
        const tracked = productToTracking(input);
        const cents = input.price?.regular?.value;
        expect(tracked.price).toBe(cents === undefined ? undefined : cents / 100);
        expect(tracked.parentCategories.every((name) => name.length > 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
