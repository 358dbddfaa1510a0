// Restores the seeded shop in the database (DATABASE_PATH, default shop-api/data/shop.sqlite):
//   tsx src/platform/reset-cli.ts
// Every table is emptied and seeded again; the schema stays. A running shop API may stay up:
// SQLite's WAL lets the reset commit while it serves, and the next request sees the seed.
import { DEFAULT_DATABASE_PATH } from './shop-api-config';
import { openShopStore } from './shop-store';
import { resetShop } from './reset';

const file = process.env['DATABASE_PATH'] || DEFAULT_DATABASE_PATH;
if (file === ':memory:') {
  console.error('DATABASE_PATH is :memory:, which only the running process sees; reset it with POST /__test/reset instead.');
  process.exit(1);
}
const store = openShopStore(file);
try {
  await resetShop(store.db);
  console.log(`Restored the seeded shop in ${file}.`);
} finally {
  store.db.close();
}
