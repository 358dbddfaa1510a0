import type { CategoryNode, Product } from '@storefront/shared/schemas';
import { fromJson, type Db, type Migration } from '../db/database';
import type { PageRequest, ResultPage } from './paging';
import { foldForSearch, likePattern } from './search-text';

export interface CatalogueRepository {
  categoryTrees(): Promise<CategoryNode[]>;
  findProduct(sku: string): Promise<Product | undefined>;
  /** The products of the given skus that exist, keyed by sku. */
  findProducts(skus: readonly string[]): Promise<Map<string, Product>>;
  /** Products whose name, brand or category contains the term (case- and umlaut-insensitive). */
  search(term: string, page: PageRequest): Promise<ResultPage<Product>>;
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
];

export interface CatalogueSeed {
  readonly categoryTrees: readonly CategoryNode[];
  readonly products: readonly Product[];
  /** The category slug of a product; the seed's own mapping. */
  readonly categoryOf?: (product: Product) => string | undefined;
}

export function seedCatalogue(db: Db, seed: CatalogueSeed): void {
  const insertCategory = db.prepare('INSERT INTO categories (slug, name, parent_slug, position) VALUES (?, ?, ?, ?)');
  const insertProduct = db.prepare(
    'INSERT INTO products (sku, slug, name, category_slug, search_text, position, document) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let position = 0;
  const walk = (nodes: readonly CategoryNode[], parent: string | null): void => {
    for (const node of nodes) {
      insertCategory.run(node.slug, node.name, parent, position++);
      walk(node.children, node.slug);
    }
  };
  walk(seed.categoryTrees, null);
  seed.products.forEach((product, index) => {
    const searchText = foldForSearch([product.name, product.brand?.name ?? '', ...product.parentCategories, product.category].join(' '));
    insertProduct.run(
      product.sku,
      product.slug,
      product.name,
      seed.categoryOf?.(product) ?? null,
      searchText,
      index,
      JSON.stringify(product),
    );
  });
}

export function createCatalogueRepository(db: Db): CatalogueRepository {
  const categories = db.prepare<[], { slug: string; name: string; parent_slug: string | null }>(
    'SELECT slug, name, parent_slug FROM categories ORDER BY position',
  );
  const productBySku = db.prepare<[string], { document: string }>('SELECT document FROM products WHERE sku = ?');
  const countMatches = db.prepare<[string], { total: number }>(
    "SELECT count(*) AS total FROM products WHERE search_text LIKE ? ESCAPE '\\'",
  );
  const pageOfMatches = db.prepare<[string, number, number], { document: string }>(
    "SELECT document FROM products WHERE search_text LIKE ? ESCAPE '\\' ORDER BY position LIMIT ? OFFSET ?",
  );
  return {
    async categoryTrees() {
      const nodes = new Map<string, CategoryNode>();
      const roots: CategoryNode[] = [];
      for (const row of categories.all()) {
        const node: CategoryNode = { name: row.name, slug: row.slug, children: [] };
        nodes.set(row.slug, node);
        const parent = row.parent_slug === null ? undefined : nodes.get(row.parent_slug);
        (parent ? parent.children : roots).push(node);
      }
      return roots;
    },
    async findProduct(sku) {
      const row = productBySku.get(sku);
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
    async search(term, page) {
      const pattern = likePattern(term);
      const { total } = countMatches.get(pattern) ?? { total: 0 };
      const results = pageOfMatches.all(pattern, page.pageSize, page.offset).map((row) => fromJson<Product>(row.document));
      return { total, results };
    },
  };
}
