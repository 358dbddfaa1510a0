import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSeededShopStore } from '../../platform/seed-shop';
import type { ShopStore } from '../../platform/shop-store';

let store: ShopStore;
beforeEach(async () => {
  store = await openSeededShopStore(':memory:');
});
afterEach(() => store.db.close());

describe('hasValidPass (doc 2 §9: valid between its startDate and endDate)', () => {
  it('is valid from the start day through the end day, Vienna calendar days, both included', () => {
    store.db
      .prepare('INSERT INTO delivery_passes (id, customer_id, sku, start_date, end_date) VALUES (?, ?, ?, ?, ?)')
      .run('dp-test', 'c-10002', null, '2026-03-02', '2026-03-05');
    const valid = (instant: string) => store.deliveryPasses.hasValidPass('c-10002', new Date(instant));
    // Vienna is UTC+1 in March before the switch: 23:30 UTC is already the next day there.
    expect(valid('2026-03-01T22:30:00Z')).toBe(false);
    expect(valid('2026-03-01T23:30:00Z')).toBe(true);
    expect(valid('2026-03-05T22:30:00Z')).toBe(true);
    expect(valid('2026-03-05T23:30:00Z')).toBe(false);
  });
});
