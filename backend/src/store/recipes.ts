import { fromJson, type Db, type Migration } from '../db/database';
import type { PageRequest, ResultPage } from './paging';
import { foldForSearch, likePattern } from './search-text';

export interface Recipe {
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
}

export interface RecipeRepository {
  /** Recipes whose title or teaser contains the term (case- and umlaut-insensitive). */
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
];

export function seedRecipes(db: Db, recipes: readonly Recipe[]): void {
  const insert = db.prepare('INSERT INTO recipes (slug, search_text, position, document) VALUES (?, ?, ?, ?)');
  recipes.forEach((recipe, index) => insert.run(recipe.slug, foldForSearch(`${recipe.title} ${recipe.teaser}`), index, JSON.stringify(recipe)));
}

export function createRecipeRepository(db: Db): RecipeRepository {
  const countMatches = db.prepare<[string], { total: number }>("SELECT count(*) AS total FROM recipes WHERE search_text LIKE ? ESCAPE '\\'");
  const pageOfMatches = db.prepare<[string, number, number], { document: string }>(
    "SELECT document FROM recipes WHERE search_text LIKE ? ESCAPE '\\' ORDER BY position LIMIT ? OFFSET ?",
  );
  return {
    async search(term, page) {
      const pattern = likePattern(term);
      const { total } = countMatches.get(pattern) ?? { total: 0 };
      return { total, results: pageOfMatches.all(pattern, page.pageSize, page.offset).map((row) => fromJson<Recipe>(row.document)) };
    },
  };
}
