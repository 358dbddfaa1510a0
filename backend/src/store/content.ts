import type { ContentPage } from '@storefront/shared/schemas';
import { fromJson, type Db, type Migration } from '../db/database';
import type { PageRequest, ResultPage } from './paging';
import { foldForSearch, likePattern } from './search-text';

export interface ContentRepository {
  /** The page at a path such as `/` or `/ueber-uns`. */
  findPage(path: string): Promise<ContentPage | undefined>;
  /** Pages whose title or description contains the term (case- and umlaut-insensitive). */
  search(term: string, page: PageRequest): Promise<ResultPage<ContentPage>>;
}

export const contentMigrations: Migration[] = [
  {
    id: 'content-001',
    sql: `
      CREATE TABLE content_pages (
        path TEXT PRIMARY KEY,
        search_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        document TEXT NOT NULL -- the ContentPage (shared contentPageSchema) as JSON
      );
    `,
  },
];

export function seedContent(db: Db, pages: ReadonlyArray<{ path: string; page: ContentPage }>): void {
  const insert = db.prepare('INSERT INTO content_pages (path, search_text, position, document) VALUES (?, ?, ?, ?)');
  pages.forEach(({ path, page }, index) => {
    insert.run(path, foldForSearch(`${page.config.title ?? ''} ${page.config.description ?? ''}`), index, JSON.stringify(page));
  });
}

export function createContentRepository(db: Db): ContentRepository {
  const byPath = db.prepare<[string], { document: string }>('SELECT document FROM content_pages WHERE path = ?');
  const countMatches = db.prepare<[string], { total: number }>(
    "SELECT count(*) AS total FROM content_pages WHERE search_text LIKE ? ESCAPE '\\'",
  );
  const pageOfMatches = db.prepare<[string, number, number], { document: string }>(
    "SELECT document FROM content_pages WHERE search_text LIKE ? ESCAPE '\\' ORDER BY position LIMIT ? OFFSET ?",
  );
  return {
    async findPage(path) {
      const row = byPath.get(path);
      return row && fromJson<ContentPage>(row.document);
    },
    async search(term, page) {
      const pattern = likePattern(term);
      const { total } = countMatches.get(pattern) ?? { total: 0 };
      return { total, results: pageOfMatches.all(pattern, page.pageSize, page.offset).map((row) => fromJson<ContentPage>(row.document)) };
    },
  };
}
