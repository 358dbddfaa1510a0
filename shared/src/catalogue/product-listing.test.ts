import { describe, expect, it } from 'vitest';
import { aProduct } from '../fixtures/fixtures.test-support';
import { applyProductListing, DEFAULT_PRODUCT_LISTING, isOrderable, productFacets } from './product-listing';
import { productTags } from './product-tags';

const milk = aProduct({ sku: '1', name: 'Bio-Vollmilch 3,8 % 1 l', price: { regular: { value: 129 } }, brand: { name: 'Alpenhof' } });
const cheese = aProduct({ sku: '2', name: 'Bergkäse 200 g', price: { regular: { value: 399 } }, brand: { name: 'Tiroler Bergkäserei' } });
const butter = aProduct({ sku: '3', name: 'Butter 250 g', price: { regular: { value: 249 } }, brand: { name: 'Alpenhof' }, availability: 'unavailable' });
const wine = aProduct({ sku: '4', name: 'Grüner Veltliner Wachau 0,75 l', price: { regular: { value: 899 } }, brand: { name: 'Weingut' }, availability: 'ageRestricted' });
const shelf = [milk, cheese, butter, wine];
const skus = (list: readonly { sku: string }[]) => list.map((p) => p.sku);

describe('a category listing: sort and filters', () => {
  it('keeps the shelf order by default and sorts by price, name and unit price on request', () => {
    expect(skus(applyProductListing(shelf, DEFAULT_PRODUCT_LISTING))).toEqual(['1', '2', '3', '4']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, sort: 'priceAsc' }))).toEqual(['1', '3', '2', '4']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, sort: 'priceDesc' }))).toEqual(['4', '2', '3', '1']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, sort: 'nameAsc' }))).toEqual(['2', '1', '3', '4']);
    // Per litre/kg: milk 1,29 €/l, butter 9,96 €/kg, wine 11,99 €/l, cheese 19,95 €/kg.
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, sort: 'unitPriceAsc' }))).toEqual(['1', '3', '4', '2']);
  });

  it('filters by brand, price range in cents, tags and orderable products', () => {
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, brands: ['Alpenhof'] }))).toEqual(['1', '3']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, minPrice: 200, maxPrice: 399 }))).toEqual(['2', '3']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, tags: ['bio'] }))).toEqual(['1']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, tags: ['regional'] }))).toEqual(['2', '4']);
    expect(skus(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, availableOnly: true }))).toEqual(['1', '2', '4']);
    expect(applyProductListing(shelf, { ...DEFAULT_PRODUCT_LISTING, brands: ['Alpenhof'], tags: ['regional'] })).toEqual([]);
  });

  it('orders only available and age-restricted products (doc 2 §4)', () => {
    expect(isOrderable({ availability: 'available' })).toBe(true);
    expect(isOrderable({ availability: 'ageRestricted' })).toBe(true);
    expect(isOrderable({ availability: 'temporarilyUnavailable' })).toBe(false);
    expect(isOrderable({ availability: 'unavailable' })).toBe(false);
    expect(isOrderable({})).toBe(true);
  });

  it('counts the brands and tags of a category and spans its prices', () => {
    expect(productFacets(shelf)).toEqual({
      brands: [
        { name: 'Alpenhof', count: 2 },
        { name: 'Tiroler Bergkäserei', count: 1 },
        { name: 'Weingut', count: 1 },
      ],
      tags: [
        { tag: 'bio', count: 1 },
        { tag: 'regional', count: 2 },
      ],
      priceRange: { min: 129, max: 899 },
    });
    expect(productFacets([])).toEqual({ brands: [], tags: [], priceRange: null });
  });

  it('reads organic and regional from the label and the maker', () => {
    expect(productTags({ name: 'Hendlbrust vom Bio-Hof' })).toEqual(['bio']);
    expect(productTags({ name: 'Zitronen 500 g', brand: { name: 'Frischmarkt Bio' } })).toEqual(['bio']);
    expect(productTags({ name: 'Erdbeeren aus der Steiermark 500 g' })).toEqual(['regional']);
    expect(productTags({ name: 'Biobauer Kürbis' })).toEqual([]);
    expect(productTags({ name: 'Mango essreif Stück' })).toEqual([]);
  });
});
