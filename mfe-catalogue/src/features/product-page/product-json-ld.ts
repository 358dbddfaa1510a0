import type { Product, ProductAvailability } from '@storefront/shared/catalogue';

/** schema.org's words for the four availability states (doc 2 §4). */
const SCHEMA_AVAILABILITY: Record<ProductAvailability, string> = {
  available: 'https://schema.org/InStock',
  // Sold, only not to minors: in stock for search engines.
  ageRestricted: 'https://schema.org/InStock',
  temporarilyUnavailable: 'https://schema.org/OutOfStock',
  unavailable: 'https://schema.org/Discontinued',
};

/**
 * The product as schema.org Product with its Offer (price in euros with two
 * decimals, as schema.org wants it, from price.regular in cents; currency
 * EUR; availability), for search engines' rich results. URLs absolute.
 */
export function productJsonLd(product: Product, pageUrl: string): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.productId ? { productID: product.productId } : {}),
    ...(product.imageUrl ? { image: [absolute(product.imageUrl)] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.parentCategories.length > 0 ? { category: product.parentCategories.join(' > ') } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: (product.price.regular.value / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: SCHEMA_AVAILABILITY[product.availability ?? 'available'],
    },
  };
}
