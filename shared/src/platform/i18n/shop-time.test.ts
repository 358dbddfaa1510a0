import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShopDay, formatShopTime, shopDayKey } from './shop-time';

// A device far from Vienna: the shop's times must not move with it.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe('shop time', () => {
  it('runs on a device whose clock is not Vienna’s (the premise of these tests)', () => {
    expect(new Date('2026-12-03T07:00:00Z').getHours()).toBe(2);
  });

  it('writes a window of 08:00–10:00 in Vienna as 08:00–10:00, in winter and in summer', () => {
    expect(`${formatShopTime('2026-12-03T07:00:00Z', 'de-AT')}–${formatShopTime('2026-12-03T09:00:00Z', 'de-AT')}`).toBe('08:00–10:00');
    expect(`${formatShopTime('2026-07-03T06:00:00Z', 'de-AT')}–${formatShopTime('2026-07-03T08:00:00Z', 'de-AT')}`).toBe('08:00–10:00');
  });

  it('takes the calendar day in Vienna, where a late window is already the next day', () => {
    // 23:30 UTC on 3 December is 00:30 on 4 December in Vienna (and 18:30 on the 3rd in New York).
    expect(shopDayKey('2026-12-03T23:30:00Z')).toBe('2026-12-04');
    expect(formatShopDay('2026-12-03T23:30:00Z', 'de-AT', 'medium')).toBe('Fr., 04.12.2026');
    expect(formatShopDay('2026-12-04T07:00:00Z', 'de-AT', 'long')).toBe('Freitag, 04.12.2026');
    expect(formatShopDay('2026-12-04T07:00:00Z', 'de-AT', 'spelled')).toBe('4. Dezember 2026');
    expect(formatShopDay('2026-12-03T23:30:00Z', 'de-AT', 'full')).toBe('Freitag, 4. Dezember 2026');
  });

  it('writes a date without a time as that day on any device', () => {
    expect(formatShopDay('2026-12-04', 'de-AT', 'short')).toBe('Fr., 04.12.');
    expect(formatShopDay('2026-12-31', 'de-AT', 'numeric')).toBe('31.12.2026');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatShopDay('2026-12-31', 'de-AT', 'numeric')).toBe('31.12.2026');
    process.env.TZ = 'America/New_York';
  });
});
