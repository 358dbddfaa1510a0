import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '@storefront/server-kit/database/database';
import { seedContentPages } from '../content/seed/content';
import { seedTenantContentPages } from '../content/seed/content-biogarten';
import { seedStores } from '../distribution/seed';
import { seedComponentConfigs, seedTenantComponentConfigs } from '../content/seed/content-configs';
import { MIGRATIONS } from './shop-store';
import { seedShop } from './seed-shop';

describe('seedShop', () => {
  it('writes the seed all or nothing: a failure in its last step leaves the database empty', async () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db, MIGRATIONS);
      db.exec("CREATE TRIGGER refuse_carts BEFORE INSERT ON carts BEGIN SELECT RAISE(ABORT, 'refused'); END;");
      await expect(seedShop(db)).rejects.toThrow('refused');
      for (const table of ['products', 'customers', 'stores', 'discount_codes']) {
        expect(db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get(), table).toEqual({ count: 0 });
      }
      db.exec('DROP TRIGGER refuse_carts');
      await seedShop(db);
      expect(db.prepare('SELECT COUNT(*) AS count FROM carts').get()).toEqual({ count: 1 });
    } finally {
      db.close();
    }
  });
});

describe('a database seeded before the seed grew', () => {
  it('gets the service-type content components (doc 2 §9) and the new page configs by migration, and a new database gets them once from the seed', async () => {
    const db = openDatabase(':memory:');
    try {
      const upgrades = ['content-004', 'content-005', 'content-006', 'content-008'];
      migrate(db, MIGRATIONS.filter((migration) => !upgrades.includes(migration.id)));
      await seedShop(db);
      // As the seed was before: no service-type components, the old share image, no preview page, /angebote without meta fields.
      db.exec("DELETE FROM content_component_configs WHERE name LIKE 'service-type-%'");
      db.exec(`UPDATE content_component_configs SET document = json_set(document, '$.ogImage', json('[{"url":"/media/og/frischmarkt.png"}]')) WHERE name = 'socialsharingandseo'`);
      db.exec("DELETE FROM content_pages WHERE path = '/bestellung-ok-test'");
      db.exec("UPDATE content_pages SET document = json_remove(document, '$.config.metaDescription') WHERE path = '/angebote'");
      db.prepare("UPDATE content_component_configs SET document = '{\"edited\":true}' WHERE name = 'header'").run();
      // Nor had it the tenants' own configs.
      db.exec('DELETE FROM content_tenant_component_configs');
      migrate(db, MIGRATIONS);
      const own = db.prepare<[], { tenant_id: string; name: string; document: string }>('SELECT tenant_id, name, document FROM content_tenant_component_configs').all();
      expect(own.map((row) => [row.tenant_id, row.name, JSON.parse(row.document) as unknown])).toEqual(
        Object.entries(seedTenantComponentConfigs).flatMap(([tenant, configs]) => Object.entries(configs).map(([name, config]) => [tenant, name, config])),
      );
      const rows = db.prepare<[], { name: string; document: string }>('SELECT name, document FROM content_component_configs').all();
      const byName = new Map(rows.map((row) => [row.name, JSON.parse(row.document) as unknown]));
      expect(byName.get('service-type-delivery')).toEqual(seedComponentConfigs['service-type-delivery']);
      expect(byName.get('service-type-click-and-collect')).toEqual(seedComponentConfigs['service-type-click-and-collect']);
      // An editor's change of another config stays.
      expect(byName.get('header')).toEqual({ edited: true });
      expect(byName.get('socialsharingandseo')).toMatchObject({ ogImage: [{ url: '/media/content/teilen-startseite.png' }] });
      const page = (path: string) => {
        const row = db.prepare<[string], { document: string }>('SELECT document FROM content_pages WHERE path = ?').get(path);
        return row && (JSON.parse(row.document) as unknown);
      };
      expect(page('/angebote')).toEqual(seedContentPages.find(({ path }) => path === '/angebote')!.page);
      expect(page('/bestellung-ok-test')).toEqual(seedContentPages.find(({ path }) => path === '/bestellung-ok-test')!.page);
    } finally {
      db.close();
    }
    const fresh = openDatabase(':memory:');
    try {
      migrate(fresh, MIGRATIONS);
      expect(fresh.prepare('SELECT COUNT(*) AS count FROM content_component_configs').get()).toEqual({ count: 0 });
      await seedShop(fresh);
      expect(fresh.prepare('SELECT COUNT(*) AS count FROM content_component_configs').get()).toEqual({ count: Object.keys(seedComponentConfigs).length });
      const ownCount = Object.values(seedTenantComponentConfigs).reduce((sum, configs) => sum + Object.keys(configs).length, 0);
      expect(fresh.prepare('SELECT COUNT(*) AS count FROM content_tenant_component_configs').get()).toEqual({ count: ownCount });
    } finally {
      fresh.close();
    }
  });

  it('gets the blocks and pages by login state (doc 2 §6), the tenants\' own pages and configs, and stores without a shop\'s name by migration', async () => {
    const db = openDatabase(':memory:');
    try {
      const upgrades = ['content-010', 'content-011', 'distribution-002'];
      migrate(db, MIGRATIONS.filter((migration) => !upgrades.includes(migration.id)));
      await seedShop(db);
      // As the seed was before: a start page without blocks for some visitors, no members' page, no tenant pages,
      // Biogarten with the shared header, footer and account texts, and stores in the default shop's name.
      db.exec(`UPDATE content_pages SET document = json_set(document, '$.blocks', json('[]')) WHERE path IN ('/', '/service')`);
      db.exec("DELETE FROM content_pages WHERE path = '/clubpreise'");
      db.exec('DELETE FROM content_tenant_pages');
      db.exec("DELETE FROM content_tenant_component_configs WHERE name IN ('header', 'footer', 'login', 'profile', 'registration')");
      db.exec(`UPDATE stores SET document = json_set(document, '$.name', 'Frischmarkt ' || json_extract(document, '$.name'))`);
      migrate(db, MIGRATIONS);
      const stores = db.prepare<[], { name: string }>("SELECT json_extract(document, '$.name') AS name FROM stores ORDER BY id").all();
      expect(stores.map(({ name }) => name)).toEqual([...seedStores].sort((a, b) => a.storeId.localeCompare(b.storeId)).map(({ name }) => name));
      const footer = db.prepare<[], { document: string }>("SELECT document FROM content_tenant_component_configs WHERE tenant_id = 'biogarten' AND name = 'footer'").get();
      expect(footer && (JSON.parse(footer.document) as unknown)).toEqual(seedTenantComponentConfigs['biogarten']?.footer);
      const page = (path: string) => {
        const row = db.prepare<[string], { document: string }>('SELECT document FROM content_pages WHERE path = ?').get(path);
        return row && (JSON.parse(row.document) as unknown);
      };
      for (const path of ['/', '/service', '/clubpreise']) expect(page(path), path).toEqual(seedContentPages.find((entry) => entry.path === path)!.page);
      const own = db.prepare<[], { tenant_id: string; path: string; document: string | null }>('SELECT tenant_id, path, document FROM content_tenant_pages ORDER BY tenant_id, path').all();
      const expected = Object.entries(seedTenantContentPages).flatMap(([tenant, pages]) => pages.map(({ path, page }) => [tenant, path, page]));
      expect(own.map((row) => [row.tenant_id, row.path, row.document === null ? null : (JSON.parse(row.document) as unknown)])).toEqual(
        expected.sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`)),
      );
    } finally {
      db.close();
    }
  });
});
