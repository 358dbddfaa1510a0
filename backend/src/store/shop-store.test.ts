import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database';
import { MIGRATIONS, seedShop } from './shop-store';

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
