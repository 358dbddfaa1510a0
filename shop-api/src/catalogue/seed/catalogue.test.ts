import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { getCategoryTrees, PRODUCT_AVAILABILITIES, productSchema, type CategoryNode } from '@storefront/shared/catalogue';
import { productImageSvg, productImageUrl } from '../rules/product-image';
import { CookieJar, createTestApp, inProcessApiClient } from '../../testing/test-app.test-support';
import { migrate, openDatabase } from '@storefront/server-kit/database/database';
import { createCatalogueRepository } from '../store/catalogue';
import { MIGRATIONS } from '../../platform/shop-store';
import { seedShop } from '../../platform/seed-shop';
import { productIdOf, seedCategoryTrees, seedProducts, slugify } from './catalogue';
import { call } from '@storefront/shared/platform/api';

function leaves(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));
}

function all(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...all(node.children)]);
}

function depth(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(depth));
}

/** Well-formed XML in the small subset the pictures use: every tag closed, in order, attributes quoted. */
function isWellFormedSvg(svg: string): boolean {
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.endsWith('</svg>')) return false;
  const open: string[] = [];
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    if (!/^(\s+[a-zA-Z-]+="[^"<>]*")*\s*$/.test(attributes!)) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
  }
  // Text between tags may not hold a raw '<' or '&' that is not an entity.
  const text = svg.replace(/<[^<>]*>/g, '');
  return open.length === 0 && !/[<>]|&(?!#\d+;)/.test(text);
}

const LEGACY = [
  ['100101', 'Bio-Bananen 1 kg', 219],
  ['100102', 'Äpfel Elstar 1 kg', 299],
  ['100201', 'Bio-Vollmilch 3,8 % 1 l', 129],
  ['100202', 'Fettarme H-Milch 1,5 % 1 l', 99],
  ['100205', 'Freilandeier Größe M 10 Stück', 329],
  ['100401', 'Hähnchenbrustfilet 400 g', 599],
  ['100501', 'Mineralwasser spritzig 6 × 1,5 l', 354],
  ['100503', 'Bio-Kaffee ganze Bohne 1 kg', 1499],
  ['100703', 'Toilettenpapier 3-lagig 10 Rollen', 429],
] as const;

describe('the seeded catalogue', () => {
  it('has at least 25 categories in three levels, with slugs unique in the whole tree', () => {
    const nodes = all(seedCategoryTrees);
    expect(nodes.length).toBeGreaterThanOrEqual(25);
    expect(Math.max(...seedCategoryTrees.map(depth))).toBe(3);
    expect(new Set(nodes.map((node) => node.slug)).size).toBe(nodes.length);
    const fruit = seedCategoryTrees.find((node) => node.name === 'Obst & Gemüse')!;
    expect(fruit.children.find((node) => node.name === 'Obst')!.children.map((node) => node.name)).toContain('Äpfel & Birnen');
  });

  it('has at least 300 products valid per the shared productSchema, with unique skus and slugs', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(300);
    for (const product of seedProducts) {
      expect(safeParse(productSchema, product).success, product.sku).toBe(true);
    }
    expect(new Set(seedProducts.map((p) => p.sku)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
  });

  it("gives every product the shop's article id: '00-' and six digits, unique, not its sku, the same on every run", () => {
    const ids = seedProducts.map((product) => product.productId);
    for (const product of seedProducts) {
      expect(product.productId, product.sku).toMatch(/^00-\d{6}$/);
      expect(product.productId).not.toContain(product.sku);
    }
    expect(new Set(ids).size).toBe(seedProducts.length);
    expect(seedProducts.find((product) => product.sku === '100101')?.productId).toBe('00-057515');
    expect(productIdOf('100201')).toBe('00-884683');
    expect(() => productIdOf('DP-1M')).toThrow();
  });

  it('gives a database seeded before article ids the same ids by migration, and finds a product by its id', async () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db, MIGRATIONS.filter((migration) => migration.id !== 'catalogue-003'));
      await seedShop(db);
      db.exec("UPDATE products SET document = json_remove(document, '$.productId')");
      migrate(db, MIGRATIONS);
      const catalogue = createCatalogueRepository(db);
      const { results } = await catalogue.listProducts(undefined, { pageSize: 1000, offset: 0 });
      expect(results.map((product) => product.productId)).toEqual(seedProducts.map((product) => product.productId));
      expect((await catalogue.findProductByProductId('00-057515'))?.sku).toBe('100101');
      expect(await catalogue.findProductByProductId('100101')).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it('keeps the skus, names and prices of the oldest articles', () => {
    for (const [sku, name, price] of LEGACY) {
      expect(seedProducts.find((p) => p.sku === sku), sku).toMatchObject({ name, price: { regular: { value: price } }, availability: 'available' });
    }
  });

  it('lists every product in a leaf category, with the names of its path as parentCategories', () => {
    const leafSlugs = new Set(leaves(seedCategoryTrees).map((node) => node.slug));
    for (const product of seedProducts) {
      expect(leafSlugs.has(product.category), product.sku).toBe(true);
      expect(product.parentCategories.at(-1)).toBe(all(seedCategoryTrees).find((node) => node.slug === product.category)!.name);
    }
    expect(seedProducts.find((p) => p.sku === '100201')?.parentCategories).toEqual(['Molkerei & Eier', 'Milch', 'Frischmilch']);
  });

  it('has every availability state, and every beer, wine and spirit but the alcohol-free ones is age-restricted', () => {
    for (const state of PRODUCT_AVAILABILITIES) {
      expect(seedProducts.some((p) => p.availability === state), state).toBe(true);
    }
    const alcohol = seedProducts.filter((p) => ['bier', 'rotwein', 'weisswein', 'sekt-prosecco', 'spirituosen'].includes(p.category));
    for (const product of alcohol) {
      const expected = /alkoholfrei/i.test(product.name) ? 'available' : ['ageRestricted', 'unavailable'];
      if (typeof expected === 'string') expect(product.availability, product.name).toBe(expected);
      else expect(expected, product.name).toContain(product.availability);
    }
    expect(alcohol.filter((p) => p.availability === 'ageRestricted').length).toBeGreaterThanOrEqual(20);
  });

  it('has deposits, weight articles, quantity steps, bundles, loyalty prices and lower maximum quantities', () => {
    const withDeposit = seedProducts.filter((p) => p.price.depositPrice);
    expect(withDeposit.length).toBeGreaterThanOrEqual(15);
    expect(withDeposit.every((p) => ['wasser', 'saefte', 'limonaden', 'bier', 'rotwein', 'weisswein'].includes(p.category))).toBe(true);
    expect(seedProducts.filter((p) => p.weightArticle).length).toBeGreaterThanOrEqual(10);
    expect(seedProducts.filter((p) => p.weightPieceArticle).length).toBeGreaterThanOrEqual(5);
    expect(seedProducts.some((p) => p.weightArticle && p.weightPieceArticle)).toBe(false);
    expect(seedProducts.filter((p) => p.quantityStepSize > 1).length).toBeGreaterThanOrEqual(3);
    for (const product of seedProducts.filter((p) => p.quantityStepSize > 1)) {
      expect(product.maxQuantity % product.quantityStepSize, product.name).toBe(0);
    }
    const bundles = seedProducts.filter((p) => p.bundleSize !== undefined);
    expect(bundles.length).toBeGreaterThanOrEqual(8);
    for (const bundle of bundles) expect(bundle.bundleInfo, bundle.name).toMatch(new RegExp(`^${bundle.bundleSize} × `));
    const loyalty = seedProducts.filter((p) => p.price.loyalty);
    expect(loyalty.length / seedProducts.length).toBeGreaterThan(0.2);
    for (const product of loyalty) expect(product.price.loyalty!.value, product.name).toBeLessThan(product.price.regular.value);
    expect(seedProducts.find((p) => p.sku === '100401')?.maxQuantity).toBe(5);
    expect(new Set(seedProducts.map((p) => p.maxQuantity)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives every product its own well-formed SVG picture at a same-origin URL naming its hash', () => {
    const urls = new Set<string>();
    for (const product of seedProducts) {
      expect(product.imageUrl, product.sku).toBe(productImageUrl(product));
      expect(product.imageUrl).toMatch(new RegExp(`^/media/products/${product.sku}\\.[0-9a-f]{8}\\.svg$`));
      const svg = productImageSvg(product);
      expect(isWellFormedSvg(svg), product.name).toBe(true);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      urls.add(product.imageUrl!);
    }
    expect(urls.size).toBe(seedProducts.length);
    // Drawn from the product alone: the same picture every time.
    expect(productImageSvg(seedProducts[0]!)).toBe(productImageSvg({ ...seedProducts[0]! }));
  });

  it('escapes the name and brand in the picture', () => {
    const svg = productImageSvg({ sku: 'x1', name: 'Salz & <Pfeffer> "fein"', category: 'konserven', parentCategories: ['Vorratsschrank'], brand: { name: "O'Brien" } });
    expect(isWellFormedSvg(svg)).toBe(true);
    expect(svg).toContain('Salz &#38; &#60;Pfeffer&#62;');
  });

  it('makes URL slugs from German names', () => {
    expect(slugify('Obst & Gemüse')).toBe('obst-gemuese');
    expect(slugify('Bio-Vollmilch 3,8 % 1 l')).toBe('bio-vollmilch-3-8-1-l');
    expect(slugify('Öle & Essig')).toBe('oele-essig');
    expect(slugify('Weißbier')).toBe('weissbier');
  });

  it('is answered by GET /api/category-trees in the shape the shared client expects', async () => {
    const testApp = await createTestApp();
    try {
      expect(await call(inProcessApiClient(testApp.app, new CookieJar()), getCategoryTrees)).toEqual(seedCategoryTrees);
    } finally {
      await testApp.close();
    }
  });
});
