import { migrate, openDatabase, type Db, type Migration } from '@storefront/server-kit/database/database';
import { idempotencyMigrations } from '@storefront/server-kit/operations/idempotency';
import { sqliteMigrations } from '@storefront/server-kit/database/sql';
import { attemptLedgerMigrations } from '@storefront/server-kit/security/attempt-ledger';
import { cartFileMigrations, createCartFileRepository, type CartFileRepository } from '../cart/store/cart-files';
import { cartMigrations, createCartRepository, type CartRepository } from '../cart/store/carts';
import { createDiscountCodeRepository, discountCodeMigrations, type DiscountCodeRepository } from '../cart/store/discount-codes';
import { createDistributionRepository, distributionMigrations, type DistributionRepository } from '../distribution/store/distribution';
import { createOrderRepository, orderMigrations, type OrderRepository } from '../checkout/store/orders';
import { catalogueMigrations, createCatalogueRepository, type CatalogueRepository } from '../catalogue/store/catalogue';
import { contentMigrations, createContentRepository, type ContentRepository } from '../content/store/content';
import { createGazetteerRepository, gazetteerMigrations, type GazetteerRepository } from '../distribution/store/gazetteer';
import { createAddressRepository, type AddressRepository } from '../account/store/addresses';
import { createCustomerRepository, customerMigrations, type CustomerRepository } from '../account/store/customers';
import { createDeliveryPassRepository, type DeliveryPassRepository } from '../account/store/delivery-passes';
import { createFavoriteRepository, type FavoriteRepository } from '../account/store/favorites';
import { createLoyaltyRepository, type LoyaltyRepository } from '../account/store/loyalty';
import { createPaymentMethodRepository, type PaymentMethodRepository } from '../account/store/payment-methods';
import { createVoucherRepository, voucherMigrations, type VoucherRepository } from '../cart/store/vouchers';
import { createWalletRepository, type WalletRepository } from '../account/store/wallet';
import { createRecipeRepository, recipeMigrations, type RecipeRepository } from '../catalogue/store/recipes';
import { createSessionRepository, sessionMigrations, type SessionRepository } from '../account/store/sessions';

export type { CartRepository, StoredCart, StoredLineItem } from '../cart/store/carts';
export type { CatalogueRepository } from '../catalogue/store/catalogue';
export type { ContentRepository } from '../content/store/content';
export type { GazetteerRepository } from '../distribution/store/gazetteer';
export type { CustomerAccount } from '../account/store/customer-credentials';
export type { CustomerRepository, CustomerSeed } from '../account/store/customers';
export type { PageRequest, ResultPage } from './paging';
export type { Recipe, RecipeRepository } from '../catalogue/store/recipes';
export type { SessionRepository } from '../account/store/sessions';

/**
 * Data access of the shop API, on one SQLite database (better-sqlite3). Each
 * domain keeps its tables, migrations, seed and queries in its own module;
 * routes talk only to these repositories. A repository method is the unit of
 * change: whatever it writes, it writes in one transaction.
 */
export interface ShopStore {
  readonly db: Db;
  readonly content: ContentRepository;
  readonly gazetteer: GazetteerRepository;
  readonly catalogue: CatalogueRepository;
  readonly recipes: RecipeRepository;
  readonly customers: CustomerRepository;
  readonly addresses: AddressRepository;
  readonly paymentMethods: PaymentMethodRepository;
  readonly wallet: WalletRepository;
  readonly deliveryPasses: DeliveryPassRepository;
  readonly loyalty: LoyaltyRepository;
  readonly vouchers: VoucherRepository;
  readonly favorites: FavoriteRepository;
  readonly sessions: SessionRepository;
  readonly carts: CartRepository;
  /** The files attached to a cart at checkout. */
  readonly cartFiles: CartFileRepository;
  readonly distribution: DistributionRepository;
  readonly discountCodes: DiscountCodeRepository;
  readonly orders: OrderRepository;
}

/** Every migration in the order tables reference each other. Ids never change once released. */
export const MIGRATIONS: readonly Migration[] = [
  ...catalogueMigrations,
  ...contentMigrations,
  ...gazetteerMigrations,
  ...recipeMigrations,
  ...customerMigrations,
  ...sessionMigrations,
  ...sqliteMigrations(idempotencyMigrations),
  ...sqliteMigrations(attemptLedgerMigrations),
  ...cartMigrations,
  ...distributionMigrations,
  ...discountCodeMigrations,
  ...orderMigrations,
  ...cartFileMigrations,
  ...voucherMigrations,
];

/**
 * Opens (or creates) the shop's database at `path` (':memory:' for tests) and
 * brings its schema up to date. It holds no data until the seed is written
 * (platform/seed-shop.ts: `openSeededShopStore`, the reset command, the tests).
 */
export function openShopStore(path: string): ShopStore {
  const db = openDatabase(path);
  migrate(db, MIGRATIONS);
  return createShopStore(db);
}

export function createShopStore(db: Db): ShopStore {
  const vouchers = createVoucherRepository(db);
  return {
    db,
    content: createContentRepository(db),
    gazetteer: createGazetteerRepository(db),
    catalogue: createCatalogueRepository(db),
    recipes: createRecipeRepository(db),
    customers: createCustomerRepository(db),
    addresses: createAddressRepository(db),
    paymentMethods: createPaymentMethodRepository(db),
    wallet: createWalletRepository(db),
    deliveryPasses: createDeliveryPassRepository(db),
    loyalty: createLoyaltyRepository(db, vouchers),
    vouchers,
    favorites: createFavoriteRepository(db),
    sessions: createSessionRepository(db),
    carts: createCartRepository(db),
    cartFiles: createCartFileRepository(db),
    distribution: createDistributionRepository(db),
    discountCodes: createDiscountCodeRepository(db),
    orders: createOrderRepository(db),
  };
}
