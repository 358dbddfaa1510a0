import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '@storefront/server-kit/database/database';
import { catalogueMigrations } from './catalogue';
import { contentMigrations } from '../../content/store';
import { recipeMigrations } from './recipes';
import { MIGRATIONS } from '../../platform/shop-store';

describe('the catalogue, content and recipe migrations', () => {
  it('bring a database of the first schema up to date, keeping its rows', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db, [catalogueMigrations[0]!, contentMigrations[0]!, recipeMigrations[0]!]);
      db.prepare("INSERT INTO categories (slug, name, parent_slug, position) VALUES ('milch', 'Milch', NULL, 0)").run();
      db.prepare(
        "INSERT INTO products (sku, slug, name, category_slug, search_text, position, document) VALUES ('100201', 'milch', 'Milch', 'milch', 'milch', 0, '{}')",
      ).run();
      const ran = migrate(db, MIGRATIONS);
      expect(ran).toEqual(expect.arrayContaining(['catalogue-002', 'content-002', 'recipes-002', 'gazetteer-001']));
      expect(db.prepare("SELECT sku, brand_slug, name_text FROM products WHERE sku = '100201'").get()).toEqual({
        sku: '100201',
        brand_slug: null,
        name_text: '',
      });
      expect(db.prepare("SELECT search_text FROM categories WHERE slug = 'milch'").get()).toEqual({ search_text: '' });
    } finally {
      db.close();
    }
  });
});
