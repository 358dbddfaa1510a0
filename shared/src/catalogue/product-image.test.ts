import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isShopImagePath, productSchema } from './catalogue';

const catalogueTestProduct = {
  sku: '100501',
  name: 'Mineralwasser spritzig 6 × 1,5 l',
  slug: 'mineralwasser-spritzig',
  productId: 'p-100501',
  category: 'wasser',
  parentCategories: ['Getränke', 'Wasser'],
  maxQuantity: 6,
  price: { regular: { value: 354 } },
};

describe('a product picture is a path of the shop, never a script URL', () => {
  it('keeps the shop’s picture paths', () => {
    expect(isShopImagePath('/media/products/100102.65c1754c.svg')).toBe(true);
    expect(z.parse(productSchema, { ...catalogueTestProduct, imageUrl: '/media/products/1.svg' }).imageUrl).toBe('/media/products/1.svg');
  });

  it.each([
    'javascript:__xss(1)',
    'JaVaScRiPt:__xss(1)',
    'java\tscript:__xss(1)',
    '\u0001javascript:__xss(1)',
    '  javascript:__xss(1)',
    'vbscript:__xss(1)',
    'data:text/html,<script>__xss(1)</script>',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/media/x.png\u0000',
    'https://evil.example/x.png',
  ])('drops %j: the product stays, without a picture', (imageUrl) => {
    expect(isShopImagePath(imageUrl)).toBe(false);
    const product = z.parse(productSchema, { ...catalogueTestProduct, imageUrl });
    expect(product.imageUrl).toBeUndefined();
    expect(product.name).toBe(catalogueTestProduct.name);
  });

  it('still refuses an empty one, as before', () => {
    expect(z.safeParse(productSchema, { ...catalogueTestProduct, imageUrl: '' }).success).toBe(false);
  });
});
