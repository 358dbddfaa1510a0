import type { ServiceType } from '@storefront/shared/distribution';
import type { Db, Migration } from '@storefront/server-kit/database/database';

/**
 * A discount code: a percentage off the articles, an amount off the articles,
 * or the service fee waived. Valid from validFrom up to validUntil (instants),
 * at most maxApplications orders (null: unlimited), optionally for one service
 * type only, from a minimum order value on.
 */
export interface DiscountCode {
  readonly code: string;
  readonly kind: 'PERCENT' | 'AMOUNT' | 'FREE_SERVICE';
  /** Percent for PERCENT, cents for AMOUNT, unused for FREE_SERVICE. */
  readonly value: number;
  readonly minimumOrderValue: number;
  readonly validFrom: string;
  readonly validUntil: string;
  readonly maxApplications: number | null;
  readonly applications: number;
  readonly serviceType: ServiceType | null;
  readonly description: string;
}

export interface DiscountCodeRepository {
  /** Codes are compared case-insensitively; the stored spelling is returned. */
  find(code: string): DiscountCode | undefined;
  findMany(codes: readonly string[]): Map<string, DiscountCode>;
}

export const discountCodeMigrations: Migration[] = [
  {
    id: 'discount-codes-001',
    sql: `
      CREATE TABLE discount_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        kind TEXT NOT NULL CHECK (kind IN ('PERCENT', 'AMOUNT', 'FREE_SERVICE')),
        value INTEGER NOT NULL CHECK (value >= 0),
        minimum_order_value INTEGER NOT NULL DEFAULT 0,
        valid_from TEXT NOT NULL,
        valid_until TEXT NOT NULL,
        max_applications INTEGER NULL,
        applications INTEGER NOT NULL DEFAULT 0 CHECK (applications >= 0),
        service_type TEXT NULL CHECK (service_type IN ('DELIVERY', 'CLICK_AND_COLLECT')),
        description TEXT NOT NULL
      );
    `,
  },
];

export function seedDiscountCodes(db: Db, codes: readonly DiscountCode[]): void {
  const insert = db.prepare(
    `INSERT INTO discount_codes (code, kind, value, minimum_order_value, valid_from, valid_until, max_applications, applications, service_type, description)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of codes) {
    insert.run(c.code, c.kind, c.value, c.minimumOrderValue, c.validFrom, c.validUntil, c.maxApplications, c.applications, c.serviceType, c.description);
  }
}

interface Row {
  code: string;
  kind: DiscountCode['kind'];
  value: number;
  minimum_order_value: number;
  valid_from: string;
  valid_until: string;
  max_applications: number | null;
  applications: number;
  service_type: ServiceType | null;
  description: string;
}

const toCode = (row: Row): DiscountCode => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minimumOrderValue: row.minimum_order_value,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
  maxApplications: row.max_applications,
  applications: row.applications,
  serviceType: row.service_type,
  description: row.description,
});

export function createDiscountCodeRepository(db: Db): DiscountCodeRepository {
  const byCode = db.prepare<[string], Row>('SELECT * FROM discount_codes WHERE code = ?');
  const find = (code: string) => {
    const row = byCode.get(code.trim());
    return row && toCode(row);
  };
  return {
    find,
    findMany(codes) {
      const found = new Map<string, DiscountCode>();
      for (const code of codes) {
        const discount = find(code);
        if (discount) found.set(code, discount);
      }
      return found;
    },
  };
}
