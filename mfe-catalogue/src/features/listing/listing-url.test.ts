import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, PRODUCT_TAGS } from '@storefront/shared/catalogue';
import { hasFilters, listingFromQuery, listingToQuery, withoutFilters, type ListingState } from './listing-url';

describe('a listing in the URL', () => {
  it('reads sort, filters and page, and leaves defaults out of the URL', () => {
    const query = new URLSearchParams('sort=priceAsc&brand=Alpenhof&brand=Frischmarkt%20Bio&minPrice=2&maxPrice=5&tag=bio&available=1&page=3');
    const listing = listingFromQuery(query);
    expect(listing).toEqual({
      sort: 'priceAsc',
      brands: ['Alpenhof', 'Frischmarkt Bio'],
      minPrice: 200,
      maxPrice: 500,
      tags: ['bio'],
      availableOnly: true,
      page: 3,
    });
    expect(listingToQuery(listing).toString()).toBe(query.toString());
    expect(listingToQuery(listingFromQuery(new URLSearchParams())).toString()).toBe('');
    expect(hasFilters(listing)).toBe(true);
    expect(hasFilters(withoutFilters(listing))).toBe(false);
    expect(withoutFilters(listing)).toMatchObject({ sort: 'priceAsc', page: 1 });
  });

  it('ignores what it does not know instead of failing', () => {
    expect(listingFromQuery(new URLSearchParams('sort=cheapest&tag=vegan&page=-2&minPrice=zwei&maxPrice=1e9'))).toEqual({
      sort: 'recommended',
      brands: [],
      tags: [],
      availableOnly: false,
      page: 1,
    });
  });

  it('gives back the same listing after a trip through the URL', () => {
    const listing = fc.record({
      sort: fc.constantFrom(...PRODUCT_SORTS),
      brands: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 100 }), { maxLength: 4 }),
      tags: fc.uniqueArray(fc.constantFrom(...PRODUCT_TAGS)),
      availableOnly: fc.boolean(),
      page: fc.integer({ min: 1, max: 10_000 }),
      minPrice: fc.option(fc.integer({ min: 0, max: 999_999 }).map((euros) => euros * 100), { nil: undefined }),
      maxPrice: fc.option(fc.integer({ min: 0, max: 999_999 }).map((euros) => euros * 100), { nil: undefined }),
    });
    fc.assert(
      fc.property(listing, (state) => {
        const { minPrice, maxPrice, ...rest } = state;
        const clean: ListingState = { ...rest, ...(minPrice !== undefined ? { minPrice } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}) };
        expect(listingFromQuery(listingToQuery(clean))).toEqual(clean);
      }),
      { numRuns: 500, interruptAfterTimeLimit: 2_000 },
    );
  });
});
