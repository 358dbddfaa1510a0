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
