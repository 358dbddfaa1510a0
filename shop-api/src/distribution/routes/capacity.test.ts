import { describe, expect, it } from 'vitest';
import {
  capacityTimeSlotSchema,
  getCapacity,
  getCheckoutStores,
  getDefaultDeliveryArea,
  getDeliveryArea,
  getDeliveryAreaAt,
  getEarliestWindow,
} from '@storefront/shared/distribution';
import { setCartDistributionAddress } from '@storefront/shared/cart';
import { PICKUP_WIEN_1, VIENNA_DELIVERY, browser, setUpCartTestShop, shop } from '../../testing/cart-shop.test-support';
import { resetShop } from '../../platform/reset';
import { WINDOW_DAYS } from '../rules/distribution-rules';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();

describe('POST /api/capacity', () => {
  it('lists two-hour delivery windows of the next 14 days, Monday to Saturday, with fee and availability', async () => {
    const slots = await call(browser.api, getCapacity, { body: { skus: ['100201'], distributionAddress: VIENNA_DELIVERY } });
    expect(slots.length).toBeGreaterThan(50);
    for (const slot of slots) {
      expect(capacityTimeSlotSchema.parse(slot)).toEqual(slot);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(2 * 3_600_000);
      expect(slot.id.startsWith('LG-WIEN-MITTE-')).toBe(true);
    }
    const days = new Set(slots.map((slot) => slot.start.slice(0, 10)));
    expect(days.size).toBeLessThanOrEqual(WINDOW_DAYS);
    expect(days.size).toBeGreaterThanOrEqual(WINDOW_DAYS - 3);
    // No windows on Sundays (the calendar day in Vienna, which the window's local time names).
    expect(slots.some((slot) => new Date(`${slot.start.slice(0, 10)}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
    expect(new Set(slots.map((slot) => slot.serviceFee))).toEqual(new Set([390, 590]));
  });

  it('lists the windows of the chosen store for click and collect, and none outside every area', async () => {
    const pickup = await call(browser.api, getCapacity, { body: { skus: [], distributionAddress: PICKUP_WIEN_1 } });
    expect(pickup.every((slot) => slot.id.startsWith('store-wien-1-') && slot.serviceFee === 190)).toBe(true);
    const innsbruck = await call(browser.api, getCapacity, { body: {
      skus: [],
      distributionAddress: { ...VIENNA_DELIVERY, streetName: 'Museumstraße', postalCode: '6020', city: 'Innsbruck' },
    } });
    expect(innsbruck).toEqual([]);
  });

  it('offers windows again after the shop is reset to its seed', async () => {
    await resetShop(shop.store.db);
    expect((await call(browser.api, getCapacity, { body: { skus: [], distributionAddress: VIENNA_DELIVERY } })).length).toBeGreaterThan(50);
  });

  it('answers 400 for a bad body or query and changes nothing', async () => {
    const response = await browser.send('POST', '/api/capacity', { skus: 'nein', distributionAddress: VIENNA_DELIVERY });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'skus' })] } });
    expect((await browser.send('POST', '/api/capacity?timeSlotId=', { skus: [], distributionAddress: VIENNA_DELIVERY })).statusCode).toBe(400);
  });
});

describe('GET /api/capacity/window/earliest', () => {
  it('answers the earliest bookable window by postal code, by position, by store; 204 outside every area', async () => {
    const slots = await call(browser.api, getCapacity, { body: { skus: [], distributionAddress: VIENNA_DELIVERY } });
    const first = slots.find((slot) => slot.available);
    const byPostalCode = await call(browser.api, getEarliestWindow, { query: { distributionType: 'DELIVERY', postalCode: '1060' } });
    expect(byPostalCode?.id).toBe(first?.id);
    const byPosition = await call(browser.api, getEarliestWindow, { query: { distributionType: 'DELIVERY', latitude: 48.2049, longitude: 16.3707 } });
    expect(byPosition?.id).toBe(first?.id);
    const byArea = await call(browser.api, getEarliestWindow, { query: { distributionType: 'DELIVERY', appointableId: 'LG-WIEN-MITTE' } });
    expect(byArea?.id).toBe(first?.id);
    const byStore = await call(browser.api, getEarliestWindow, { query: { distributionType: 'CLICK_AND_COLLECT', appointableId: 'store-graz-1' } });
    expect(byStore?.id.startsWith('store-graz-1-')).toBe(true);
    expect(await call(browser.api, getEarliestWindow, { query: { distributionType: 'DELIVERY', postalCode: '9020' } })).toBeNull();
    expect(await call(browser.api, getEarliestWindow, { query: { distributionType: 'CLICK_AND_COLLECT', appointableId: 'store-wien-6' } })).toBeNull();
  });

  it('answers 400 for a bad query', async () => {
    expect((await browser.send('GET', '/api/capacity/window/earliest?distributionType=POST')).statusCode).toBe(400);
    expect((await browser.send('GET', '/api/capacity/window/earliest?distributionType=DELIVERY&latitude=abc')).statusCode).toBe(400);
  });
});

describe('stores and delivery areas', () => {
  it('GET /api/checkout-stores: the open stores with address, position and opening hours', async () => {
    const stores = await call(browser.api, getCheckoutStores);
    expect(stores.length).toBeGreaterThanOrEqual(10);
    expect(stores.map((store) => store.storeId)).not.toContain('store-wien-6');
    // Named by city and street, the same in every tenant (no shop's name in it).
    expect(stores[0]).toMatchObject({ name: expect.stringMatching(/^(Wien|Graz|Linz|Salzburg) /), countryCode: 'AT', position: { lat: expect.any(Number) } });
    expect(stores.every((store) => typeof store['openingHours'] === 'object')).toBe(true);
  });

  it('GET /api/distribution/delivery-area: the area of the cart, none before a delivery address', async () => {
    expect(await call(browser.api, getDeliveryArea)).toBeNull();
    await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, postalCode: '1100' } });
    expect(await call(browser.api, getDeliveryArea)).toMatchObject({ deliveryAreaNumber: 'LG-WIEN-SUED', storeId: 'store-wien-2' });
  });

  it('default and intersection by position', async () => {
    expect(await call(browser.api, getDefaultDeliveryArea)).toMatchObject({ deliveryAreaNumber: 'LG-WIEN-MITTE' });
    expect(await call(browser.api, getDeliveryAreaAt, { query: { latitude: 47.0707, longitude: 15.4395 } })).toMatchObject({ deliveryAreaNumber: 'LG-GRAZ' });
    expect(await call(browser.api, getDeliveryAreaAt, { query: { latitude: 47.2692, longitude: 11.4041 } })).toBeNull();
    expect((await browser.send('GET', '/api/distribution/delivery-area/intersection?latitude=100&longitude=0')).statusCode).toBe(400);
  });
});
