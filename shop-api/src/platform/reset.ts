import type { Db } from '@storefront/server-kit/database/database';
import { seedShop } from './seed-shop';

/**
 * Puts the shop back to its seed (`POST /__test/reset`, `pnpm db:reset`):
 * every table's rows go, the schema and its migration record stay, then the
 * seed is written again. Foreign keys are off while tables are emptied, as
 * the order in which they reference each other does not matter then.
 */
export async function resetShop(db: Db): Promise<void> {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'",
    )
    .all()
    .map((row) => row.name);
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table.replaceAll('"', '""')}"`).run();
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  await seedShop(db);
}
