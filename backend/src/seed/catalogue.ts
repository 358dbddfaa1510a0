import type { CategoryNode, Product } from '@storefront/shared/schemas';

/** Turns a German name into a URL slug: umlauts transliterated, everything else not a letter or digit a hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function category(name: string, children: string[]): CategoryNode {
  return {
    name,
    slug: slugify(name),
    children: children.map((child) => ({ name: child, slug: slugify(child), children: [] })),
  };
}

/** The category tree of doc 2 §3 (name, slug, children). */
export const seedCategoryTrees: CategoryNode[] = [
  category('Obst & Gemüse', ['Obst', 'Gemüse', 'Kräuter & Salate']),
  category('Molkerei & Eier', ['Milch', 'Käse', 'Joghurt & Desserts', 'Eier']),
  category('Brot & Backwaren', ['Brot', 'Brötchen', 'Kuchen & Gebäck']),
  category('Fleisch & Fisch', ['Geflügel', 'Rind & Schwein', 'Fisch & Meeresfrüchte']),
  category('Getränke', ['Wasser', 'Säfte', 'Kaffee & Tee']),
  category('Vorratsschrank', ['Nudeln & Reis', 'Konserven', 'Backzutaten', 'Öle & Essig']),
  category('Drogerie & Haushalt', ['Körperpflege', 'Reinigungsmittel', 'Papierwaren']),
];

/** The names from the top of the tree down to the category with this slug. */
function categoryPath(slug: string, nodes: readonly CategoryNode[] = seedCategoryTrees): string[] | undefined {
  for (const node of nodes) {
    if (node.slug === slug) return [node.name];
    const below = categoryPath(slug, node.children);
    if (below) return [node.name, ...below];
  }
  return undefined;
}

interface ProductSeed {
  sku: string;
  name: string;
  brand: string;
  /** Slug of the (leaf) category the product is listed in. */
  category: string;
  /** Regular price in cents (doc 2 §9). */
  price: number;
  loyaltyPrice?: number;
  depositPrice?: number;
  maxQuantity?: number;
  weightArticle?: boolean;
  weightPieceArticle?: boolean;
}

/** Most articles may be ordered up to 20 times; fresh meat and fish and crates of water less. */
const DEFAULT_MAX_QUANTITY = 20;

function product(seed: ProductSeed): Product {
  const path = categoryPath(seed.category);
  if (!path) throw new Error(`Seed product ${seed.sku} names an unknown category: ${seed.category}`);
  return {
    sku: seed.sku,
    name: seed.name,
    slug: slugify(seed.name),
    category: seed.category,
    parentCategories: path,
    maxQuantity: seed.maxQuantity ?? DEFAULT_MAX_QUANTITY,
    price: {
      regular: { value: seed.price },
      ...(seed.loyaltyPrice !== undefined ? { loyalty: { value: seed.loyaltyPrice } } : {}),
      ...(seed.depositPrice !== undefined ? { depositPrice: { value: seed.depositPrice } } : {}),
    },
    weightArticle: seed.weightArticle ?? false,
    weightPieceArticle: seed.weightPieceArticle ?? false,
    quantityStepSize: 1,
    brand: { name: seed.brand },
  };
}

export const seedProducts: Product[] = [
  product({ sku: '100101', name: 'Bio-Bananen 1 kg', brand: 'Frischmarkt Bio', category: 'obst', price: 219 }),
  product({ sku: '100102', name: 'Äpfel Elstar 1 kg', brand: 'Obsthof Lindner', category: 'obst', price: 299, loyaltyPrice: 249 }),
  product({ sku: '100103', name: 'Bio-Strauchtomaten 500 g', brand: 'Frischmarkt Bio', category: 'gemuese', price: 279 }),
  product({ sku: '100104', name: 'Bio-Zucchini ca. 300 g', brand: 'Frischmarkt Bio', category: 'gemuese', price: 119, weightPieceArticle: true }),
  product({ sku: '100105', name: 'Kartoffeln festkochend 2,5 kg', brand: 'Gartenfrisch', category: 'gemuese', price: 349 }),
  product({ sku: '100106', name: 'Basilikum im Topf', brand: 'Kräutergarten Sommer', category: 'kraeuter-salate', price: 199 }),
  product({ sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l', brand: 'Alpenhof', category: 'milch', price: 129 }),
  product({ sku: '100202', name: 'Fettarme H-Milch 1,5 % 1 l', brand: 'Alpenhof', category: 'milch', price: 99 }),
  product({ sku: '100203', name: 'Gouda jung in Scheiben 250 g', brand: 'Käserei Hollerbach', category: 'kaese', price: 229 }),
  product({ sku: '100204', name: 'Naturjoghurt 3,5 % 500 g', brand: 'Alpenhof', category: 'joghurt-desserts', price: 89 }),
  product({ sku: '100205', name: 'Freilandeier Größe M 10 Stück', brand: 'Hof Sonnenwiese', category: 'eier', price: 329, maxQuantity: 10 }),
  product({ sku: '100301', name: 'Roggenmischbrot 750 g', brand: 'Bäckerei Kornblume', category: 'brot', price: 289 }),
  product({ sku: '100302', name: 'Weizenbrötchen 6 Stück', brand: 'Bäckerei Kornblume', category: 'broetchen', price: 179 }),
  product({ sku: '100303', name: 'Butter-Croissants 4 Stück', brand: 'Bäckerei Kornblume', category: 'kuchen-gebaeck', price: 249 }),
  product({ sku: '100401', name: 'Hähnchenbrustfilet 400 g', brand: 'Geflügelhof Weber', category: 'gefluegel', price: 599, maxQuantity: 5 }),
  product({ sku: '100402', name: 'Rinderhackfleisch 500 g', brand: 'Landmetzgerei Huber', category: 'rind-schwein', price: 549, maxQuantity: 5 }),
  product({ sku: '100403', name: 'Lachsfilet mit Haut 250 g', brand: 'Nordsee Fang', category: 'fisch-meeresfruechte', price: 649, maxQuantity: 5 }),
  product({ sku: '100501', name: 'Mineralwasser spritzig 6 × 1,5 l', brand: 'Quelle Bergbrunn', category: 'wasser', price: 354, depositPrice: 150, maxQuantity: 6 }),
  product({ sku: '100502', name: 'Apfelsaft naturtrüb 1 l', brand: 'Obsthof Lindner', category: 'saefte', price: 229, depositPrice: 25 }),
  product({ sku: '100503', name: 'Bio-Kaffee ganze Bohne 1 kg', brand: 'Röstwerk Hamburg', category: 'kaffee-tee', price: 1499, loyaltyPrice: 1299 }),
  product({ sku: '100601', name: 'Spaghetti 500 g', brand: 'Pasta Fina', category: 'nudeln-reis', price: 119 }),
  product({ sku: '100602', name: 'Basmati-Reis 1 kg', brand: 'Reishaus', category: 'nudeln-reis', price: 279 }),
  product({ sku: '100603', name: 'Gehackte Tomaten 400 g', brand: 'Sonnenland', category: 'konserven', price: 89 }),
  product({ sku: '100604', name: 'Weizenmehl Type 405 1 kg', brand: 'Mühle Sander', category: 'backzutaten', price: 99 }),
  product({ sku: '100605', name: 'Natives Olivenöl extra 750 ml', brand: 'Oliva Verde', category: 'oele-essig', price: 899 }),
  product({ sku: '100701', name: 'Duschgel Sensitive 250 ml', brand: 'Pflegeleicht', category: 'koerperpflege', price: 195 }),
  product({ sku: '100702', name: 'Spülmittel Zitrone 500 ml', brand: 'Glanzklar', category: 'reinigungsmittel', price: 149 }),
  product({ sku: '100703', name: 'Toilettenpapier 3-lagig 10 Rollen', brand: 'Weichwolke', category: 'papierwaren', price: 429 }),
];
