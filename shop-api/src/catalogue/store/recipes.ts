import type { Recipe } from '@storefront/shared/catalogue';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';
import type { PageRequest, ResultPage } from '../../platform/paging';
import { foldForSearch } from '@storefront/shared/search';
import { likePattern } from '../rules/search-text';

export type { Recipe };

export interface RecipeRepository {
  findRecipe(slug: string): Promise<Recipe | undefined>;
  /** The recipes of these slugs in their order (unknown ones left out), or all in the kitchen's order. */
  listRecipes(slugs: readonly string[] | undefined, page: PageRequest): Promise<ResultPage<Recipe>>;
  /** Recipes whose title, teaser or an ingredient contains the term (case- and umlaut-insensitive). */
  search(term: string, page: PageRequest): Promise<ResultPage<Recipe>>;
}

export const recipeMigrations: Migration[] = [
  {
    id: 'recipes-001',
    sql: `
      CREATE TABLE recipes (
        slug TEXT PRIMARY KEY,
        search_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        document TEXT NOT NULL -- the Recipe as JSON
      );
    `,
  },
  {
    // An ingredient the shop sells names its product; the foreign key keeps every link pointing at a product.
    id: 'recipes-002',
    sql: `
      CREATE TABLE recipe_ingredients (
        recipe_slug TEXT NOT NULL REFERENCES recipes(slug) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        sku TEXT NOT NULL REFERENCES products(sku),
        PRIMARY KEY (recipe_slug, position)
      );
      CREATE INDEX recipe_ingredients_sku ON recipe_ingredients(sku);
      ALTER TABLE recipes ADD COLUMN title_text TEXT NOT NULL DEFAULT '';
    `,
  },
];

/** Writes the recipes and their product links (the catalogue is seeded first). */
export function seedRecipes(db: Db, recipes: readonly Recipe[]): void {
  const insert = db.prepare('INSERT INTO recipes (slug, search_text, title_text, position, document) VALUES (?, ?, ?, ?, ?)');
  const link = db.prepare('INSERT INTO recipe_ingredients (recipe_slug, position, sku) VALUES (?, ?, ?)');
  recipes.forEach((recipe, index) => {
    const text = [recipe.title, recipe.teaser, ...recipe.ingredients.map((ingredient) => ingredient.name)].join(' ');
    insert.run(recipe.slug, foldForSearch(text), foldForSearch(recipe.title), index, JSON.stringify(recipe));
    recipe.ingredients.forEach((ingredient, position) => {
      if (ingredient.sku) link.run(recipe.slug, position, ingredient.sku);
    });
  });
}

export function createRecipeRepository(db: Db): RecipeRepository {
  const bySlug = db.prepare<[string], { document: string }>('SELECT document FROM recipes WHERE slug = ?');
  const countMatches = db.prepare<[string], { total: number }>("SELECT count(*) AS total FROM recipes WHERE search_text LIKE ? ESCAPE '\\'");
  // Title matches first, then the rest in seed order.
  const pageOfMatches = db.prepare<[string, string, number, number], { document: string }>(
    `SELECT document FROM recipes WHERE search_text LIKE ? ESCAPE '\\'
     ORDER BY title_text LIKE ? ESCAPE '\\' DESC, position LIMIT ? OFFSET ?`,
  );
  const all = db.prepare<[], { document: string }>('SELECT document FROM recipes ORDER BY position');
  return {
    async listRecipes(slugs, page) {
      const found =
        slugs === undefined
          ? all.all().map((row) => fromJson<Recipe>(row.document))
          : [...new Set(slugs)].flatMap((slug) => {
              const row = bySlug.get(slug);
              return row ? [fromJson<Recipe>(row.document)] : [];
            });
      return { total: found.length, results: found.slice(page.offset, page.offset + page.pageSize) };
    },
    async findRecipe(slug) {
      const row = bySlug.get(slug);
      return row && fromJson<Recipe>(row.document);
    },
    async search(term, page) {
      const pattern = likePattern(term);
      const { total } = countMatches.get(pattern) ?? { total: 0 };
      const rows = pageOfMatches.all(pattern, pattern, page.pageSize, page.offset);
      return { total, results: rows.map((row) => fromJson<Recipe>(row.document)) };
    },
  };
}
