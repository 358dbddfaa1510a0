import { describe, expect, it } from 'vitest';
import { product } from '../../testing/catalogue.test-support';
import { productJsonLd } from './product-json-ld';

describe('the product page JSON-LD (schema.org Product with Offer)', () => {
  it('names the product with its offer: price in euros from cents, EUR, availability, absolute URLs', () => {
    const water = product({
      sku: '100501',
      name: 'Mineralwasser 6 × 1,5 l',
      price: { regular: { value: 354 }, depositPrice: { value: 150 } },
      parentCategories: ['Getränke', 'Wasser'],
      brand: { name: 'Quellgut' },
    });
    expect(productJsonLd(water, 'https://shop.example/produkt/mineralwasser/100501')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mineralwasser 6 × 1,5 l',
      sku: '100501',
      productID: '00-100501',
      image: ['https://shop.example/media/products/100501.0000abcd.svg'],
      brand: { '@type': 'Brand', name: 'Quellgut' },
      category: 'Getränke > Wasser',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/produkt/mineralwasser/100501',
        price: '3.54',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('tells each availability state apart', () => {
    const offer = (availability: 'ageRestricted' | 'temporarilyUnavailable' | 'unavailable') =>
      (productJsonLd(product({ sku: '1', name: 'X', availability }), 'https://shop.example/p').offers as { availability: string }).availability;
    expect(offer('ageRestricted')).toBe('https://schema.org/InStock');
    expect(offer('temporarilyUnavailable')).toBe('https://schema.org/OutOfStock');
    expect(offer('unavailable')).toBe('https://schema.org/Discontinued');
  });
});
