import type { CategoryNode, Product } from '@storefront/shared/catalogue';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';
import type { PageRequest, ResultPage } from '../../platform/paging';
import { foldForSearch } from '@storefront/shared/search';
import { likePattern, slugify } from '../rules/search-text';

/** A brand as search finds it: its slug, its name and how many products carry it. */
export interface BrandHit {
  readonly slug: string;
  readonly name: string;
  readonly productCount: number;
}

/** A category as search finds it: its slug, its name and the names above it, top first. */
export interface CategoryHit {
  readonly slug: string;
  readonly name: string;
  readonly parentCategories: string[];
}

export interface CatalogueRepository {
  categoryTrees(): Promise<CategoryNode[]>;
  /** The category with this slug and everything below it. */
  findCategory(slug: string): Promise<CategoryNode | undefined>;
  /**
   * Every product of the category and of every category below it, in shelf
   * order; undefined for an unknown slug. A category holds at most a few
   * hundred products, so sorting and filtering them in memory is cheap.
   */
  categoryProducts(slug: string): Promise<Product[] | undefined>;
  /** A page of the products with these skus in the order given (unknown skus left out), or of all products. */
  listProducts(skus: readonly string[] | undefined, page: PageRequest): Promise<ResultPage<Product>>;
  findProduct(sku: string): Promise<Product | undefined>;
  /** The product with this slug (a product page's URL without its sku). */
  findProductBySlug(slug: string): Promise<Product | undefined>;
  /** The product with this article id (doc 1 §3 productId). */
  findProductByProductId(productId: string): Promise<Product | undefined>;
  /** The products of the given skus that exist, keyed by sku. */
  findProducts(skus: readonly string[]): Promise<Map<string, Product>>;
  /** Up to `limit` other products of the product's category, orderable ones first; undefined for an unknown slug. */
  similarProducts(slug: string, limit: number): Promise<Product[] | undefined>;
  /** Products whose name, brand or category contains the term (case- and umlaut-insensitive); name matches first. */
  search(term: string, page: PageRequest): Promise<ResultPage<Product>>;
  /** Every brand with its product count, by name. */
  brands(): Promise<BrandHit[]>;
  /** A brand and every product carrying it, in shelf order; undefined for an unknown slug. */
  brandProducts(slug: string): Promise<{ brand: BrandHit; products: Product[] } | undefined>;
  /** Brands whose name contains the term. */
  searchBrands(term: string, page: PageRequest): Promise<ResultPage<BrandHit>>;
  /** Categories whose name contains the term, in tree order. */
  searchCategories(term: string, page: PageRequest): Promise<ResultPage<CategoryHit>>;
}

export const catalogueMigrations: Migration[] = [
  {
    id: 'catalogue-001',
    sql: `
      CREATE TABLE categories (
        slug TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent_slug TEXT REFERENCES categories(slug),
        position INTEGER NOT NULL
      );
      CREATE TABLE products (
        sku TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        category_slug TEXT REFERENCES categories(slug),
        search_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        document TEXT NOT NULL -- the Product (shared productSchema) as JSON
      );
      CREATE INDEX products_category ON products(category_slug);
    `,
  },
  {
    // Brands and categories become searchable; product hits on the name rank first.
    id: 'catalogue-002',
    sql: `
      CREATE TABLE brands (
        slug TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        search_text TEXT NOT NULL
      );
      ALTER TABLE products ADD COLUMN brand_slug TEXT REFERENCES brands(slug);
      ALTER TABLE products ADD COLUMN name_text TEXT NOT NULL DEFAULT '';
      ALTER TABLE categories ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
      CREATE INDEX products_brand ON products(brand_slug);
      CREATE INDEX categories_parent ON categories(parent_slug);
    `,
  },
  {
    // Every product carries the shop's article id (doc 1 §3 productId), as seed/catalogue.ts productIdOf gives it,
    // and the external shop's /produkte/{id} finds the product by it.
    id: 'catalogue-003',
    sql: `
      UPDATE products SET document = json_set(document, '$.productId', printf('00-%06d', (CAST(sku AS INTEGER) * 48271) % 999983))
      WHERE json_extract(document, '$.productId') IS NULL;
      CREATE UNIQUE INDEX products_product_id ON products(json_extract(document, '$.productId'));
    `,
  },
];

export interface CatalogueSeed {
  readonly categoryTrees: readonly CategoryNode[];
  readonly products: readonly Product[];
}

/** A brand's slug, made from its name like every slug of the shop. */
export function brandSlug(name: string): string {
  return slugify(name);
}

/** Writes the categories, brands and products; a product's category is the category its `category` names. */
export function seedCatalogue(db: Db, seed: CatalogueSeed): void {
  const insertCategory = db.prepare('INSERT INTO categories (slug, name, parent_slug, position, search_text) VALUES (?, ?, ?, ?, ?)');
  const insertBrand = db.prepare('INSERT OR IGNORE INTO brands (slug, name, search_text) VALUES (?, ?, ?)');
  const insertProduct = db.prepare(
    `INSERT INTO products (sku, slug, name, category_slug, brand_slug, name_text, search_text, position, document)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let position = 0;
  const walk = (nodes: readonly CategoryNode[], parent: string | null): void => {
    for (const node of nodes) {
      insertCategory.run(node.slug, node.name, parent, position++, foldForSearch(node.name));
      walk(node.children, node.slug);
    }
  };
  walk(seed.categoryTrees, null);
  seed.products.forEach((product, index) => {
    const brand = product.brand?.name;
    if (brand) insertBrand.run(brandSlug(brand), brand, foldForSearch(brand));
    const searchText = foldForSearch([product.name, brand ?? '', ...product.parentCategories].join(' '));
    insertProduct.run(
      product.sku,
      product.slug,
      product.name,
      product.category === '' ? null : product.category,
      brand ? brandSlug(brand) : null,
      foldForSearch(product.name),
      searchText,
      index,
      JSON.stringify(product),
    );
  });
}

interface CategoryRow {
  slug: string;
  name: string;
  parent_slug: string | null;
}

interface DocumentRow {
  document: string;
}

const SUBTREE = `
  WITH RECURSIVE subtree(slug) AS (
    SELECT slug FROM categories WHERE slug = ?
    UNION ALL
    SELECT categories.slug FROM categories JOIN subtree ON categories.parent_slug = subtree.slug
  )`;

function productsOf(rows: DocumentRow[]): Product[] {
  return rows.map((row) => fromJson<Product>(row.document));
}

export function createCatalogueRepository(db: Db): CatalogueRepository {
  const categories = db.prepare<[], CategoryRow>('SELECT slug, name, parent_slug FROM categories ORDER BY position');
  const categoryBySlug = db.prepare<[string], { slug: string }>('SELECT slug FROM categories WHERE slug = ?');
  const allInSubtree = db.prepare<[string], DocumentRow>(
    `${SUBTREE} SELECT document FROM products WHERE category_slug IN (SELECT slug FROM subtree) ORDER BY position`,
  );
  const countAll = db.prepare<[], { total: number }>('SELECT count(*) AS total FROM products');
  const pageOfAll = db.prepare<[number, number], DocumentRow>('SELECT document FROM products ORDER BY position LIMIT ? OFFSET ?');
  const productBySku = db.prepare<[string], DocumentRow>('SELECT document FROM products WHERE sku = ?');
  const productByProductId = db.prepare<[string], DocumentRow>("SELECT document FROM products WHERE json_extract(document, '$.productId') = ?");
  const productBySlug = db.prepare<[string], { sku: string; category_slug: string | null }>(
    'SELECT sku, category_slug FROM products WHERE slug = ?',
  );
  const sameCategory = db.prepare<[string, string, number], DocumentRow>(
    `SELECT document FROM products WHERE category_slug = ? AND sku <> ?
     ORDER BY json_extract(document, '$.availability') IN ('unavailable', 'temporarilyUnavailable'), position LIMIT ?`,
  );
  const countMatches = db.prepare<[string], { total: number }>(
    "SELECT count(*) AS total FROM products WHERE search_text LIKE ? ESCAPE '\\'",
  );
  const pageOfMatches = db.prepare<[string, string, number, number], DocumentRow>(
    `SELECT document FROM products WHERE search_text LIKE ? ESCAPE '\\'
     ORDER BY name_text LIKE ? ESCAPE '\\' DESC, position LIMIT ? OFFSET ?`,
  );
  const countBrands = db.prepare<[string], { total: number }>("SELECT count(*) AS total FROM brands WHERE search_text LIKE ? ESCAPE '\\'");
  const pageOfBrands = db.prepare<[string, number, number], BrandHit>(
    `SELECT brands.slug AS slug, brands.name AS name,
            (SELECT count(*) FROM products WHERE products.brand_slug = brands.slug) AS productCount
     FROM brands WHERE search_text LIKE ? ESCAPE '\\' ORDER BY name COLLATE NOCASE LIMIT ? OFFSET ?`,
  );
  const allBrands = db.prepare<[], BrandHit>(
    `SELECT brands.slug AS slug, brands.name AS name,
            (SELECT count(*) FROM products WHERE products.brand_slug = brands.slug) AS productCount
     FROM brands ORDER BY name COLLATE NOCASE`,
  );
  const productsOfBrand = db.prepare<[string], DocumentRow>('SELECT document FROM products WHERE brand_slug = ? ORDER BY position');
  const matchingCategories = db.prepare<[string], { slug: string }>(
    "SELECT slug FROM categories WHERE search_text LIKE ? ESCAPE '\\' ORDER BY position",
  );

  /** Every category node by slug, and the names above each. */
  function loadTree(): { roots: CategoryNode[]; nodes: Map<string, CategoryNode>; above: Map<string, string[]> } {
    const nodes = new Map<string, CategoryNode>();
    const above = new Map<string, string[]>();
    const roots: CategoryNode[] = [];
    for (const row of categories.all()) {
      const node: CategoryNode = { name: row.name, slug: row.slug, children: [] };
      nodes.set(row.slug, node);
      const parent = row.parent_slug === null ? undefined : nodes.get(row.parent_slug);
      above.set(row.slug, parent ? [...above.get(parent.slug)!, parent.name] : []);
      (parent ? parent.children : roots).push(node);
    }
    return { roots, nodes, above };
  }

  return {
    async categoryTrees() {
      return loadTree().roots;
    },
    async findCategory(slug) {
      return loadTree().nodes.get(slug);
    },
    async categoryProducts(slug) {
      if (!categoryBySlug.get(slug)) return undefined;
      return productsOf(allInSubtree.all(slug));
    },
    async listProducts(skus, page) {
      if (skus === undefined) {
        const { total } = countAll.get() ?? { total: 0 };
        return { total, results: productsOf(pageOfAll.all(page.pageSize, page.offset)) };
      }
      const found = [...new Set(skus)].flatMap((sku) => {
        const row = productBySku.get(sku);
        return row ? [fromJson<Product>(row.document)] : [];
      });
      return { total: found.length, results: found.slice(page.offset, page.offset + page.pageSize) };
    },
    async findProduct(sku) {
      const row = productBySku.get(sku);
      return row && fromJson<Product>(row.document);
    },
    async brands() {
      return allBrands.all();
    },
    async brandProducts(slug) {
      const brand = allBrands.all().find((candidate) => candidate.slug === slug);
      return brand && { brand, products: productsOf(productsOfBrand.all(slug)) };
    },
    async findProductBySlug(slug) {
      const found = productBySlug.get(slug);
      const row = found && productBySku.get(found.sku);
      return row && fromJson<Product>(row.document);
    },
    async findProductByProductId(productId) {
      const row = productByProductId.get(productId);
      return row && fromJson<Product>(row.document);
    },
    async findProducts(skus) {
      const found = new Map<string, Product>();
      for (const sku of new Set(skus)) {
        const row = productBySku.get(sku);
        if (row) found.set(sku, fromJson<Product>(row.document));
      }
      return found;
    },
    async similarProducts(slug, limit) {
      const product = productBySlug.get(slug);
      if (!product) return undefined;
      if (product.category_slug === null) return [];
      return productsOf(sameCategory.all(product.category_slug, product.sku, limit));
    },
    async search(term, page) {
      const pattern = likePattern(term);
      const { total } = countMatches.get(pattern) ?? { total: 0 };
      return { total, results: productsOf(pageOfMatches.all(pattern, pattern, page.pageSize, page.offset)) };
    },
    async searchBrands(term, page) {
      const pattern = likePattern(term);
      const { total } = countBrands.get(pattern) ?? { total: 0 };
      return { total, results: pageOfBrands.all(pattern, page.pageSize, page.offset).map((row) => ({ ...row })) };
    },
    async searchCategories(term, page) {
      const matches = matchingCategories.all(likePattern(term));
      const { nodes, above } = loadTree();
      const hits = matches.slice(page.offset, page.offset + page.pageSize).map(({ slug }) => ({
        slug,
        name: nodes.get(slug)!.name,
        parentCategories: above.get(slug)!,
      }));
      return { total: matches.length, results: hits };
    },
  };
}
