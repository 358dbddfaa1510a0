import type { Db } from '@storefront/server-kit/database/database';
import { TENANTS } from '@storefront/server-kit/tenants/tenants';
import { seedCategoryTrees, seedProducts } from '../catalogue/seed/catalogue';
import { seedContentPages } from '../content/seed/content';
import { seedTenantContentPages } from '../content/seed/content-biogarten';
import { seedComponentConfigs, seedTenantComponentConfigs } from '../content/seed/content-configs';
import { customerAccountsSeed } from '../account/seed/customer-accounts';
import { seedCustomers as seedCustomerData } from '../account/seed/customers';
import { seedRecipes as seedRecipeData } from '../catalogue/seed/recipes';
import { seedGazetteer as seedGazetteerStreets } from '../distribution/seed/gazetteer';
import { seedRedirects } from '../content/seed/redirects';
import { seedStoredCarts } from '../cart/seed/carts';
import { seedDiscountCodeData } from '../cart/seed/discount-codes';
import { seedDeliveryAreas, seedStores } from '../distribution/seed/distribution';
import { seedCatalogue } from '../catalogue/store/catalogue';
import { seedContent } from '../content/store/content';
import { seedGazetteer } from '../distribution/store/gazetteer';
import { seedRecipes } from '../catalogue/store/recipes';
import { seedCustomers, seedPasswordHashes } from '../account/store/customers';
import { seedCustomerAccounts } from '../account/store/customer-accounts';
import { seedDistribution } from '../distribution/store/distribution';
import { seedDiscountCodes } from '../cart/store/discount-codes';
import { seedCarts } from '../cart/store/carts';
import { openShopStore, type ShopStore } from './shop-store';

/**
 * Fills an empty database with the German demo shop, all or nothing: the slow
 * password hashes are made first, then everything is written in one transaction.
 */
export async function seedShop(db: Db): Promise<void> {
  const passwordHashes = await seedPasswordHashes(seedCustomerData);
  db.transaction(() => {
    seedCatalogue(db, { categoryTrees: seedCategoryTrees, products: seedProducts });
    seedContent(db, {
      pages: seedContentPages,
      tenantPages: seedTenantContentPages,
      componentConfigs: seedComponentConfigs,
      tenantComponentConfigs: seedTenantComponentConfigs,
      redirects: seedRedirects,
      redirectHosts: TENANTS.flatMap((tenant) => tenant.redirectHosts ?? []),
    });
    seedGazetteer(db, seedGazetteerStreets);
    seedRecipes(db, seedRecipeData);
    seedCustomers(db, seedCustomerData, passwordHashes);
    seedCustomerAccounts(db, customerAccountsSeed());
    seedDistribution(db, seedStores, seedDeliveryAreas);
    seedDiscountCodes(db, seedDiscountCodeData);
    seedCarts(db, seedStoredCarts);
  })();
}

function isEmpty(db: Db): boolean {
  return db.prepare('SELECT 1 FROM customers LIMIT 1').get() === undefined;
}

/**
 * The shop's database at `path` with the German demo shop in it: opened,
 * migrated, and seeded when it is new (`pnpm start`, the tests).
 */
export async function openSeededShopStore(path: string): Promise<ShopStore> {
  const store = openShopStore(path);
  if (isEmpty(store.db)) await seedShop(store.db);
  return store;
}
