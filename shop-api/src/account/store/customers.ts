import type { Customer, FavoriteStore } from '@storefront/shared/platform/schemas';
import { type CommunicationSettings } from '@storefront/shared/account';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';
import { hashPassword } from '../rules/passwords';
import { createCustomerCredentials, newToken, type CustomerCredentials } from './customer-credentials';

/** The fields PUT /api/customers replaces. */
export type ProfileChanges = Pick<Customer, 'email' | 'firstName' | 'lastName'> &
  Partial<Pick<Customer, 'academicTitle' | 'birthdate' | 'salutation'>>;

/** What a change of the newsletter topics did: see CustomerRepository.changeNewsletterTopics. */
export type NewsletterChangeResult =
  | { readonly outcome: 'updated'; readonly customer: Customer }
  /** New topics wait for the confirmation link with `token`; unsubscriptions are done already. */
  | { readonly outcome: 'pendingConfirmation'; readonly customer: Customer; readonly token: string };

/** The customers' tables: the profile and its settings here, the way into the account in customer-credentials.ts. */
export interface CustomerRepository extends CustomerCredentials {
  findById(id: string): Promise<Customer | undefined>;
  /** Replaces the profile fields; 'emailTaken' when another account has the new address. */
  updateProfile(id: string, changes: ProfileChanges): Customer | 'emailTaken' | undefined;
  setFavoriteStore(id: string, favoriteStore: FavoriteStore): Customer | undefined;
  communicationSettings(id: string): CommunicationSettings;
  saveCommunicationSettings(id: string, settings: CommunicationSettings): CommunicationSettings;
  /** Unsubscribes at once; topics not held yet wait for the confirmation link (double opt-in, doc 1 §4). */
  changeNewsletterTopics(id: string, change: { subscribe: readonly string[]; unsubscribe: readonly string[] }): NewsletterChangeResult;
  /** Adds the topics of a newsletter confirmation token (once); undefined for an unknown or used token. */
  confirmNewsletterTopics(token: string): Customer | undefined;
  /** The skus the customer bought, most recent first: orders placed in this shop and the purchase history. */
  purchasedSkus(id: string): string[];
}

/** The tables of the customer and everything the account keeps (addresses, payment methods, wallet, club, vouchers, favorites). */
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
  {
    id: 'customers-003',
    sql: `
      -- Club cards handed out in a store with the shopper's e-mail address, before any online account.
      CREATE TABLE offline_accounts (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        member_id TEXT NOT NULL UNIQUE,
        card_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        claimed_by TEXT NULL REFERENCES customers(id)
      );
      -- What a customer bought before this shop kept orders (the shop's earlier system, the club card at the till).
      CREATE TABLE purchase_history (
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        sku TEXT NOT NULL,
        last_purchased_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, sku)
      );
    `,
  },
  {
    id: 'customers-004',
    sql: `
      -- The club's letters to members who joined on a paper form at the till: the card in the letter and a
      -- one-time code that brings that membership into an online account at registration (used_by: whose).
      CREATE TABLE club_activation_codes (
        code TEXT PRIMARY KEY, -- upper case, without blanks and hyphens
        member_id TEXT NOT NULL UNIQUE,
        card_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        used_by TEXT NULL REFERENCES customers(id),
        used_at TEXT NULL
      );
    `,
  },
  {
    id: 'customers-005',
    sql: `
      -- Password reset links: the SHA-256 of the token mailed, so the table opens no account; used once, until expires_at.
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX password_resets_customer ON password_resets(customer_id);
    `,
  },
  {
    id: 'customers-006',
    sql: `
      -- The code spells it as the API does (favorites); a database made before keeps its rows.
      ALTER TABLE favourites RENAME TO favorites;
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

/** The password hash of each seed customer, in order (see seedHashes). */
export function seedPasswordHashes(customers: readonly CustomerSeed[]): Promise<string[]> {
  return Promise.all(
    customers.map(({ password }) => {
      let hash = seedHashes.get(password);
      if (!hash) seedHashes.set(password, (hash = hashPassword(password)));
      return hash;
    }),
  );
}

/** Writes the seed customers with their password hashes (seedPasswordHashes), in one transaction. */
export function seedCustomers(db: Db, customers: readonly CustomerSeed[], passwordHashes: readonly string[]): void {
  const insert = db.prepare('INSERT INTO customers (id, email, password_hash, created_at, document) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    customers.forEach(({ customer }, index) => {
      insert.run(customer.id, customer.email, passwordHashes[index], new Date().toISOString(), JSON.stringify(customer));
    });
  })();
}

/** The customer repository on `db`: the profile queries here and the credential queries (customer-credentials.ts). */
export function createCustomerRepository(db: Db): CustomerRepository {
  const byId = db.prepare<[string], { document: string }>('SELECT document FROM customers WHERE id = ?');
  const emailOwner = db.prepare<[string], { id: string }>('SELECT id FROM customers WHERE email = ?');
  const writeDocument = db.prepare<[string, string, string]>('UPDATE customers SET email = ?, document = ? WHERE id = ?');
  const settings = db.prepare<
    [string],
    { personal_email_allowed: number; personal_mail_allowed: number; personal_sms_allowed: number }
  >('SELECT personal_email_allowed, personal_mail_allowed, personal_sms_allowed FROM communication_settings WHERE customer_id = ?');
  const saveSettings = db.prepare(
    `INSERT INTO communication_settings (customer_id, personal_email_allowed, personal_mail_allowed, personal_sms_allowed)
     VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET personal_email_allowed = excluded.personal_email_allowed,
       personal_mail_allowed = excluded.personal_mail_allowed, personal_sms_allowed = excluded.personal_sms_allowed`,
  );
  const insertNewsletterConfirmation = db.prepare(
    'INSERT INTO newsletter_confirmations (token, customer_id, topic_ids, created_at) VALUES (?, ?, ?, ?)',
  );
  const takeNewsletterConfirmation = db.prepare<[string], { customer_id: string; topic_ids: string }>(
    'DELETE FROM newsletter_confirmations WHERE token = ? RETURNING customer_id, topic_ids',
  );
  const history = db.prepare<[string], { sku: string }>(
    'SELECT sku FROM purchase_history WHERE customer_id = ? ORDER BY last_purchased_at DESC, sku',
  );

  const read = (id: string): Customer | undefined => {
    const row = byId.get(id);
    return row && fromJson<Customer>(row.document);
  };
  const write = (customer: Customer): Customer => {
    writeDocument.run(customer.email, JSON.stringify(customer), customer.id);
    return customer;
  };

  return {
    ...createCustomerCredentials(db, read),
    async findById(id) {
      return read(id);
    },
    updateProfile(id, changes) {
      return db.transaction(() => {
        const customer = read(id);
        if (!customer) return undefined;
        const owner = emailOwner.get(changes.email);
        if (owner && owner.id !== id) return 'emailTaken' as const;
        // PUT replaces all six fields: one left out is cleared.
        const { academicTitle: _title, birthdate: _birthdate, salutation: _salutation, ...rest } = customer;
        return write({ ...rest, ...changes });
      })();
    },
    setFavoriteStore(id, favoriteStore) {
      return db.transaction(() => {
        const customer = read(id);
        return customer && write({ ...customer, favoriteStore });
      })();
    },
    communicationSettings(id) {
      const row = settings.get(id);
      return {
        personalEmailAllowed: row?.personal_email_allowed === 1,
        personalMailAllowed: row?.personal_mail_allowed === 1,
        personalSmsAllowed: row?.personal_sms_allowed === 1,
      };
    },
    saveCommunicationSettings(id, value) {
      saveSettings.run(id, Number(value.personalEmailAllowed), Number(value.personalMailAllowed), Number(value.personalSmsAllowed));
      return value;
    },
    changeNewsletterTopics(id, change) {
      return db.transaction((): NewsletterChangeResult => {
        const customer = read(id);
        if (!customer) throw new Error(`no customer ${id}`);
        const unsubscribe = new Set(change.unsubscribe);
        const kept = customer.newsletterTopics.filter((topic) => !unsubscribe.has(topic.newsletterTopicId));
        const held = new Set(kept.map((topic) => topic.newsletterTopicId));
        const wanted = [...new Set(change.subscribe)].filter((topic) => !held.has(topic) && !unsubscribe.has(topic));
        const updated = kept.length === customer.newsletterTopics.length ? customer : write({ ...customer, newsletterTopics: kept });
        if (wanted.length === 0) return { outcome: 'updated', customer: updated };
        const token = newToken();
        insertNewsletterConfirmation.run(token, id, JSON.stringify(wanted), new Date().toISOString());
        return { outcome: 'pendingConfirmation', customer: updated, token };
      })();
    },
    confirmNewsletterTopics(token) {
      return db.transaction(() => {
        const row = takeNewsletterConfirmation.get(token);
        const customer = row && read(row.customer_id);
        if (!row || !customer) return undefined;
        const held = new Set(customer.newsletterTopics.map((topic) => topic.newsletterTopicId));
        const added = fromJson<string[]>(row.topic_ids).filter((topic) => !held.has(topic));
        return write({ ...customer, newsletterTopics: [...customer.newsletterTopics, ...added.map((newsletterTopicId) => ({ newsletterTopicId }))] });
      })();
    },
    purchasedSkus(id) {
      const skus = new Set<string>();
      // Orders placed in this shop, newest first, then what was bought before.
      for (const sku of orderedSkus(db, id)) skus.add(sku);
      for (const row of history.all(id)) skus.add(row.sku);
      return [...skus];
    },
  };
}

/** The skus of the customer's orders (the checkout's tables orders and cart_lines), newest order first. */
function orderedSkus(db: Db, customerId: string): string[] {
  return db
    .prepare<[string], { sku: string }>(
      `SELECT l.sku FROM orders o JOIN cart_lines l ON l.cart_id = o.cart_id
       WHERE o.customer_id = ? ORDER BY o.created_at DESC, l.position`,
    )
    .all(customerId)
    .map((row) => row.sku);
}
