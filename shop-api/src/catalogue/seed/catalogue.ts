import type { CategoryNode, Product, ProductAvailability } from '@storefront/shared/catalogue';
import { productImageUrl } from '../rules/product-image';
import { slugify } from '../rules/search-text';
import { drinkShelves } from './products/drinks';
import { freshShelves } from './products/fresh';
import { pantryShelves } from './products/pantry';
import type { Shelf } from './products/shelf';

export { slugify };

/** A category and what is below it: a name, or a name with its sub-categories. */
type CategorySpec = string | readonly [string, readonly CategorySpec[]];

function category(spec: CategorySpec): CategoryNode {
  const [name, children] = typeof spec === 'string' ? [spec, []] : spec;
  return { name, slug: slugify(name), children: children.map(category) };
}

/**
 * The category tree of doc 2 §3 (name, slug, children), three levels deep
 * where a shelf needs it: Obst & Gemüse > Obst > Äpfel & Birnen. Slugs are
 * unique in the whole tree; products are listed in the leaves.
 */
export const seedCategoryTrees: CategoryNode[] = (
  [
    [
      'Obst & Gemüse',
      [
        ['Obst', ['Äpfel & Birnen', 'Südfrüchte', 'Beeren & Steinobst', 'Zitrusfrüchte']],
        ['Gemüse', ['Tomaten & Gurken', 'Kartoffeln & Zwiebeln', 'Kohl & Wurzelgemüse', 'Paprika & Zucchini']],
        'Kräuter & Salate',
      ],
    ],
    [
      'Molkerei & Eier',
      [
        ['Milch', ['Frischmilch', 'Haltbare Milch', 'Pflanzendrinks']],
        ['Käse', ['Schnittkäse', 'Weichkäse', 'Frischkäse']],
        'Joghurt & Desserts',
        'Butter & Rahm',
        'Eier',
      ],
    ],
    ['Brot & Backwaren', ['Brot', 'Brötchen', 'Kuchen & Gebäck']],
    ['Fleisch & Fisch', ['Geflügel', 'Rind & Schwein', 'Wurst & Schinken', 'Fisch & Meeresfrüchte']],
    [
      'Getränke',
      [
        'Wasser',
        'Säfte',
        'Limonaden',
        ['Kaffee & Tee', ['Kaffee', 'Tee']],
        'Bier',
        ['Wein & Sekt', ['Rotwein', 'Weißwein', 'Sekt & Prosecco']],
        'Spirituosen',
      ],
    ],
    [
      'Vorratsschrank',
      [
        'Nudeln & Reis',
        'Konserven',
        'Backzutaten',
        'Öle & Essig',
        'Müsli & Frühstück',
        ['Süßes & Salziges', ['Schokolade', 'Kekse', 'Chips & Knabbereien']],
      ],
    ],
    ['Tiefkühl', ['Pizza & Snacks', 'Tiefkühlgemüse', 'Eis']],
    ['Drogerie & Haushalt', ['Körperpflege', 'Reinigungsmittel', 'Papierwaren']],
  ] satisfies CategorySpec[]
).map(category);

/** The names from the top of the tree down to the category with this slug. */
export function categoryPath(slug: string, nodes: readonly CategoryNode[] = seedCategoryTrees): string[] | undefined {
  for (const node of nodes) {
    if (node.slug === slug) return [node.name];
    const below = categoryPath(slug, node.children);
    if (below) return [node.name, ...below];
  }
  return undefined;
}

/** Most articles may be ordered up to 20 times; each shelf or product may set less. */
export const DEFAULT_MAX_QUANTITY = 20;

/**
 * Loyalty price of every third product of a shelf, starting with
 * its first, unless the product says otherwise: about 12 % off, ending in 9.
 */
function defaultLoyaltyPrice(price: number, indexOnShelf: number): number | undefined {
  if (indexOnShelf % 3 !== 0 || price < 100) return undefined;
  const loyalty = Math.floor((price * 0.88) / 10) * 10 + 9;
  return loyalty < price ? loyalty : undefined;
}

/** A new article's sku: 2, the shelf's two-digit number, the article's two-digit number. */
function newSku(shelfNumber: number, index: number): string {
  return `2${String(shelfNumber).padStart(2, '0')}${String(index + 1).padStart(3, '0')}`;
}

/**
 * The shop's article id (doc 1 §3 `productId`, what the external shop's
 * `/produkte/{id}` and tracking name), distinct from the sku the cart and the
 * product pages use: "00-" and six digits, as the merchandise system numbers
 * articles. It is derived from the sku by a fixed permutation of the six-digit
 * numbers (× 48271 modulo the prime 999983), so each article keeps its id on
 * every machine and after every reset, and no two articles share one. The
 * catalogue migration `catalogue-003` computes the same in SQL.
 */
export function productIdOf(sku: string): string {
  if (!/^\d{1,6}$/.test(sku)) throw new Error(`An article id needs a numeric sku: ${sku}`);
  return `00-${String((Number(sku) * 48271) % 999983).padStart(6, '0')}`;
}

function productsOf(shelf: Shelf, shelfNumber: number): Product[] {
  const path = categoryPath(shelf.category);
  if (!path) throw new Error(`Seed shelf names an unknown category: ${shelf.category}`);
  let newIndex = 0;
  return shelf.items.map(([name, priceCents, options = {}], index) => {
    const sku = options.sku ?? newSku(shelfNumber, newIndex++);
    // The oldest articles (given skus) keep exactly the loyalty price they always had.
    const loyalty =
      options.loyaltyPrice === null ? undefined : (options.loyaltyPrice ?? (options.sku ? undefined : defaultLoyaltyPrice(priceCents, index)));
    const deposit = options.depositPrice ?? shelf.depositPrice;
    const availability: ProductAvailability = options.availability ?? shelf.availability ?? 'available';
    const bundle = options.bundle;
    const product: Product = {
      sku,
      productId: productIdOf(sku),
      name,
      slug: slugify(name),
      category: shelf.category,
      parentCategories: path,
      maxQuantity: options.maxQuantity ?? shelf.maxQuantity ?? DEFAULT_MAX_QUANTITY,
      price: {
        regular: { value: priceCents },
        ...(loyalty !== undefined ? { loyalty: { value: loyalty } } : {}),
        ...(deposit !== undefined ? { depositPrice: { value: deposit } } : {}),
      },
      weightArticle: options.sold === 'perKg',
      weightPieceArticle: options.sold === 'pieceByWeight',
      quantityStepSize: options.step ?? 1,
      ...(bundle ? { bundleInfo: bundle[0], bundleSize: bundle[1] } : {}),
      availability,
      brand: { name: options.brand ?? shelf.brand },
    };
    return { ...product, imageUrl: productImageUrl(product) };
  });
}

const shelves: readonly Shelf[] = [...freshShelves, ...drinkShelves, ...pantryShelves];

/**
 * The shop's assortment: the shelves of `seed/products/` in tree order. The
 * first 28 articles (skus 100101–100703) are the shop's oldest and keep their
 * skus, names and prices; tests and the end-to-end suite use them.
 */
export const seedProducts: Product[] = shelves.flatMap((shelf, index) => productsOf(shelf, index + 1));
