import type { Product } from '@storefront/shared/catalogue';
import { catalogueMessages } from '@storefront/shared/catalogue/messages';
import { aCart, aProductLineItem } from '@storefront/shared/fixtures';
import { shellMessages, validationMessages } from '@storefront/shared/platform/messages';

/** The texts the catalogue's tests read: the tenant's default bundles of the shell and the catalogue, as the server serves them. */
export const catalogueTestMessages: Readonly<Record<string, string>> = { ...shellMessages, ...validationMessages, ...catalogueMessages };

/** A product as the backend sends it; override what the test is about. */
export function product(overrides: Partial<Product> & Pick<Product, 'sku' | 'name'>): Product {
  return {
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    productId: `00-${overrides.sku}`,
    category: 'milch',
    parentCategories: ['Molkerei', 'Milch'],
    maxQuantity: 20,
    price: { regular: { value: 129 } },
    weightArticle: false,
    weightPieceArticle: false,
    quantityStepSize: 1,
    availability: 'available',
    brand: { name: 'Alpenhof' },
    imageUrl: `/media/products/${overrides.sku}.0000abcd.svg`,
    ...overrides,
  };
}

/** The visitor's cart as GET /api/carts answers it, holding these lines. */
export function cartWith(lines: Array<{ product: Product; quantity: number }> = []) {
  return aCart({
    lineItemCount: lines.length,
    productLineItems: lines.map((line, index) => aProductLineItem({ lineItemId: `line-${index}`, ...line })),
  });
}
