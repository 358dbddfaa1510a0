import type { DeliveryPass, DeliveryPassOffer } from '@storefront/shared/cart';
import { shopDate } from '../../platform/shop-time';
import { fromJson, type Db } from '@storefront/server-kit/database/database';

/*
 * Delivery passes; tables delivery_pass_offers and
 * delivery_passes of migration customers-002. A pass runs from its startDate
 * through its endDate (ISO dates, both days included). The offers are listed
 * for sale and bought like an article with a cart: the order writes the pass
 * (OrderRepository.place).
 */

export interface DeliveryPassRepository {
  /** The passes on sale, shortest first. */
  offers(): DeliveryPassOffer[];
  /** The offer of a sku, with how many months a pass bought now runs. */
  findOffer(sku: string): { readonly offer: DeliveryPassOffer; readonly durationInMonths: number } | undefined;
  /** The pass valid today, else the next one that starts later; undefined when neither exists. */
  currentPass(customerId: string, now?: Date): DeliveryPass | undefined;
  /** Whether the customer holds a pass valid on the day of `now` (Vienna calendar days, start and end included, doc 2 §9). */
  hasValidPass(customerId: string, now: Date): boolean;
}

export function createDeliveryPassRepository(db: Db): DeliveryPassRepository {
  const offers = db.prepare<[], { document: string }>('SELECT document FROM delivery_pass_offers ORDER BY position');
  const offerBySku = db.prepare<[string], { document: string; duration_in_months: number }>(
    'SELECT document, duration_in_months FROM delivery_pass_offers WHERE sku = ?',
  );
  const current = db.prepare<[string, string], { id: string; sku: string | null; start_date: string; end_date: string }>(
    `SELECT id, sku, start_date, end_date FROM delivery_passes WHERE customer_id = ? AND end_date >= ?
     ORDER BY start_date, id LIMIT 1`,
  );
  return {
    offers() {
      return offers.all().map((row) => fromJson<DeliveryPassOffer>(row.document));
    },
    findOffer(sku) {
      const row = offerBySku.get(sku);
      return row && { offer: fromJson<DeliveryPassOffer>(row.document), durationInMonths: row.duration_in_months };
    },
    currentPass(customerId, now = new Date()) {
      // Vienna's calendar day: a pass ending today is valid until midnight in Austria.
      const row = current.get(customerId, shopDate(now));
      return row && { id: row.id, startDate: row.start_date, endDate: row.end_date, ...(row.sku ? { sku: row.sku } : {}) };
    },
    hasValidPass(customerId, now) {
      const today = shopDate(now);
      // The first to start of the passes not over yet: if it has not started, none has.
      const row = current.get(customerId, today);
      return row !== undefined && row.start_date <= today;
    },
  };
}
