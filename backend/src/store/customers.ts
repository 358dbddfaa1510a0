import type { Customer } from '@storefront/shared/schemas';
import { fromJson, type Db, type Migration } from '../db/database';
import { hashPassword } from '../security/passwords';

export interface CustomerAccount {
  readonly customer: Customer;
  /** See security/passwords.ts for the format. */
  readonly passwordHash: string;
}

export interface CustomerRepository {
  /** E-mail addresses are compared case-insensitively. */
  findByEmail(email: string): Promise<CustomerAccount | undefined>;
  findById(id: string): Promise<Customer | undefined>;
}

export const customerMigrations: Migration[] = [
  {
    id: 'customers-001',
    sql: `
      CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        document TEXT NOT NULL -- the Customer (shared customerSchema) as JSON
      );
    `,
  },
  {
    // The customer's account data beyond the profile. gift_cards, delivery_passes and
    // loyalty_members are read (and, in the checkout transaction, updated) by the checkout.
    id: 'customers-002',
    sql: `
      ALTER TABLE customers ADD COLUMN email_confirmed INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE email_confirmations (
        token TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
      CREATE TABLE communication_settings (
        customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
        personal_email_allowed INTEGER NOT NULL DEFAULT 0,
        personal_mail_allowed INTEGER NOT NULL DEFAULT 0,
        personal_sms_allowed INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE newsletter_confirmations (
        token TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        topic_ids TEXT NOT NULL, -- JSON array of the topics the customer asked for
        created_at TEXT NOT NULL
      );

      CREATE TABLE addresses (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        category TEXT NOT NULL CHECK (category IN ('billing', 'delivery', 'combined')),
        is_primary INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        document TEXT NOT NULL -- the Address (shared addressSchema) as JSON
      );
      CREATE INDEX addresses_customer ON addresses(customer_id);
      CREATE UNIQUE INDEX addresses_one_primary ON addresses(customer_id, category) WHERE is_primary = 1;

      CREATE TABLE payment_methods (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        method_key TEXT NOT NULL,
        is_primary INTEGER NOT NULL DEFAULT 0,
        expiry_month INTEGER NULL,
        expiry_year INTEGER NULL,
        created_at TEXT NOT NULL,
        document TEXT NOT NULL -- the saved payment method as JSON
      );
      CREATE INDEX payment_methods_customer ON payment_methods(customer_id);
      CREATE UNIQUE INDEX payment_methods_one_primary ON payment_methods(customer_id) WHERE is_primary = 1;

      CREATE TABLE wallet_accounts (
        customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
        opened_at TEXT NOT NULL
      );
      CREATE TABLE gift_cards (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        customer_id TEXT NULL REFERENCES customers(id),
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
        status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'BLOCKED')),
        expires_on TEXT NULL,
        linked_at TEXT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX gift_cards_customer ON gift_cards(customer_id);
      CREATE TABLE gift_card_transactions (
        id TEXT PRIMARY KEY,
        gift_card_id TEXT NOT NULL REFERENCES gift_cards(id),
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'CAPTURED', 'RELEASED')),
        reference TEXT NULL, -- e.g. the cart or order the amount is for
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX gift_card_transactions_card ON gift_card_transactions(gift_card_id);

      CREATE TABLE delivery_pass_offers (
        sku TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        duration_in_months INTEGER NOT NULL,
        document TEXT NOT NULL -- the DeliveryPassOffer as JSON
      );
      CREATE TABLE delivery_passes (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id),
        sku TEXT NULL,
        start_date TEXT NOT NULL, -- ISO date, first valid day
        end_date TEXT NOT NULL, -- ISO date, last valid day (doc 2 §9)
        order_id TEXT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX delivery_passes_customer ON delivery_passes(customer_id);

      CREATE TABLE loyalty_members (
        customer_id TEXT PRIMARY KEY REFERENCES customers(id),
        member_id TEXT NOT NULL UNIQUE,
        card_id TEXT NOT NULL UNIQUE,
        card_status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (card_status IN ('ACTIVE', 'BLOCKED')),
        physical_card TEXT NOT NULL DEFAULT 'CanBeOrdered' CHECK (physical_card IN ('CanBeOrdered', 'IsOrdered', 'CanNotBeOrdered')),
        joined_at TEXT NOT NULL,
        document TEXT NOT NULL DEFAULT '{}' -- pools and promotions as JSON
      );

      CREATE TABLE vouchers (
        id TEXT PRIMARY KEY, -- the promotionId of personal and loyalty vouchers, the articleId of general ones
        kind TEXT NOT NULL CHECK (kind IN ('general', 'personal', 'loyalty')),
        customer_id TEXT NULL REFERENCES customers(id) ON DELETE CASCADE, -- loyalty vouchers belong to a member
        position INTEGER NOT NULL,
        document TEXT NOT NULL -- the Voucher / PersonalVoucher as JSON
      );
      CREATE INDEX vouchers_kind ON vouchers(kind, position);

      CREATE TABLE favourites (
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        reference TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, type, reference)
      );
    `,
  },
];

export interface CustomerSeed {
  readonly customer: Customer;
  /** Hashed when seeded; never stored in clear. */
  readonly password: string;
}

/**
 * A slow hash per seeded customer would make every test database slow to
 * create, so each seed password is hashed once per process and reused.
 */
const seedHashes = new Map<string, Promise<string>>();

export async function seedCustomers(db: Db, customers: readonly CustomerSeed[]): Promise<void> {
  const hashes = await Promise.all(
    customers.map(({ password }) => {
      let hash = seedHashes.get(password);
      if (!hash) seedHashes.set(password, (hash = hashPassword(password)));
      return hash;
    }),
  );
  const insert = db.prepare('INSERT INTO customers (id, email, password_hash, created_at, document) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    customers.forEach(({ customer }, index) => {
      insert.run(customer.id, customer.email, hashes[index], new Date().toISOString(), JSON.stringify(customer));
    });
  })();
}

export function createCustomerRepository(db: Db): CustomerRepository {
  const byEmail = db.prepare<[string], { document: string; password_hash: string }>(
    'SELECT document, password_hash FROM customers WHERE email = ?',
  );
  const byId = db.prepare<[string], { document: string }>('SELECT document FROM customers WHERE id = ?');
  return {
    async findByEmail(email) {
      const row = byEmail.get(email);
      return row && { customer: fromJson<Customer>(row.document), passwordHash: row.password_hash };
    },
    async findById(id) {
      const row = byId.get(id);
      return row && fromJson<Customer>(row.document);
    },
  };
}
