import { describe, expect, it } from 'vitest';
import type { Customer } from '@storefront/shared/platform/schemas';
import type { StoredVoucher } from '../store/vouchers';
import { appliesToCart, cartVouchers, redeemedAutomatically, redemptionRefusal } from './vouchers';

const customer = (firstOrderDelivery: boolean, firstOrderClickAndCollect: boolean): Customer =>
  ({ id: 'c-1', email: 'k@example.at', firstName: 'K', lastName: 'L', newsletterTopics: [], firstOrderDelivery, firstOrderClickAndCollect }) as Customer;

const voucher = (overrides: Partial<StoredVoucher['voucher']> = {}, kind: StoredVoucher['kind'] = 'general'): StoredVoucher => ({
  kind,
  voucher: { articleId: 'V', type: kind === 'general' ? 'general-online' : 'joe', ecommerceLimitAutomaticRedemptionToServiceTypes: [], ...overrides },
});

const now = new Date('2026-03-10T10:00:00Z');
const held = (stored: StoredVoucher, redeemed = false) => ({ ...stored, held: true, redeemed });

describe('redemptionRefusal (who may redeem a voucher online)', () => {
  it('refuses the till-only voucher, customer vouchers to guests, vouchers not held or redeemed', () => {
    expect(redemptionRefusal(held(voucher({ type: 'general-offline' })), customer(true, true), now)).toBe('offlineOnly');
    expect(redemptionRefusal(held(voucher({}, 'loyalty')), undefined, now)).toBe('customerOnly');
    expect(redemptionRefusal({ ...voucher({}, 'personal'), held: false, redeemed: false }, customer(true, true), now)).toBe('notHeld');
    expect(redemptionRefusal(held(voucher({}, 'loyalty'), true), customer(true, true), now)).toBe('redeemed');
    expect(redemptionRefusal(held(voucher()), undefined, now)).toBeUndefined();
  });

  it('reads a date as a whole Vienna day and a date-time as an instant', () => {
    expect(redemptionRefusal(held(voucher({ validUntil: '2026-03-10' })), undefined, new Date('2026-03-10T22:30:00Z'))).toBeUndefined();
    // 23:30 UTC is already 11 March in Vienna.
    expect(redemptionRefusal(held(voucher({ validUntil: '2026-03-10' })), undefined, new Date('2026-03-10T23:30:00Z'))).toBe('expired');
    expect(redemptionRefusal(held(voucher({ validFrom: '2026-03-10T12:00:00+01:00' })), undefined, now)).toBe('notYetValid');
  });

  it('a first-orders voucher needs a customer whose first order of one of its service types is to come', () => {
    const welcome = held(voucher({ ecommerceAutomaticRedemption: 'First orders only', ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'] }));
    expect(redemptionRefusal(welcome, undefined, now)).toBe('customerOnly');
    expect(redemptionRefusal(welcome, customer(false, true), now)).toBe('firstOrdersOnly');
    expect(redemptionRefusal(welcome, customer(true, false), now)).toBeUndefined();
  });
});

describe('automatic redemption (doc 2 §3 ecommerceAutomaticRedemption)', () => {
  it("'Always' within its service types; without a limit also before a service type is chosen", () => {
    const always = voucher({ ecommerceAutomaticRedemption: 'Always' }).voucher;
    const pickupOnly = voucher({ ecommerceAutomaticRedemption: 'Always', ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'] }).voucher;
    expect([undefined, 'DELIVERY', 'CLICK_AND_COLLECT'].map((type) => redeemedAutomatically(always, undefined, type as never))).toEqual([true, true, true]);
    expect([undefined, 'DELIVERY', 'CLICK_AND_COLLECT'].map((type) => redeemedAutomatically(pickupOnly, undefined, type as never))).toEqual([false, false, true]);
    expect(redeemedAutomatically(voucher().voucher, customer(true, true), 'DELIVERY')).toBe(false);
  });

  it("'First orders …' without a limit follows the first-order flag of the cart's service type", () => {
    const first = voucher({ ecommerceAutomaticRedemption: 'First orders everywhere' }).voucher;
    const anna = customer(false, true);
    expect([redeemedAutomatically(first, anna, 'DELIVERY'), redeemedAutomatically(first, anna, 'CLICK_AND_COLLECT')]).toEqual([false, true]);
    expect(redeemedAutomatically(first, anna, undefined)).toBe(false);
    expect(appliesToCart(first, undefined, 'CLICK_AND_COLLECT')).toBe(false);
  });

  it("cartVouchers: one line per voucher in the shop's order, the added ones and the automatic ones not removed", () => {
    const sackerl = voucher({ articleId: 'SACKERL', ecommerceAutomaticRedemption: 'Always' });
    const bio = voucher({ articleId: 'BIO', ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'] }, 'loyalty');
    const input = { held: [sackerl, bio], customer: customer(true, true), serviceType: 'DELIVERY' as const, now };
    expect(cartVouchers({ ...input, added: ['BIO', 'BIO'], declined: [] }).map((entry) => [entry.lineItemId, entry.automatic, entry.applies])).toEqual([
      ['voucher-SACKERL', true, true],
      // Added to a delivery cart, a pickup-only voucher stays and takes nothing.
      ['voucher-BIO', false, false],
    ]);
    expect(cartVouchers({ ...input, added: [], declined: ['SACKERL'] })).toEqual([]);
  });
});
