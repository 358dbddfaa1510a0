import { describe, expect, it } from 'vitest';
import { distanceKm, openingHoursOf, openingLines } from './stores';

const DAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

describe('stores', () => {
  it('folds days with the same hours into one line, closed days included', () => {
    const week = { '1': { opens: '07:30', closes: '20:00' }, '2': { opens: '07:30', closes: '20:00' }, '3': { opens: '07:30', closes: '20:00' }, '4': { opens: '07:30', closes: '20:00' }, '5': { opens: '07:30', closes: '20:00' }, '6': { opens: '07:30', closes: '18:00' } };
    expect(openingLines(week, DAYS, 'geschlossen')).toEqual([
      { days: 'Mo–Fr', hours: '07:30–20:00' },
      { days: 'Sa', hours: '07:30–18:00' },
      { days: 'So', hours: 'geschlossen' },
    ]);
  });

  it('reads opening hours only when they are well formed', () => {
    expect(openingHoursOf({ storeId: 's', name: 'S', openingHours: { '1': { opens: '08:00', closes: '18:00' } } } as never)).toEqual({ '1': { opens: '08:00', closes: '18:00' } });
    expect(openingHoursOf({ storeId: 's', name: 'S', openingHours: { Montag: 'immer' } } as never)).toBeUndefined();
    expect(openingHoursOf({ storeId: 's', name: 'S' })).toBeUndefined();
  });

  it('measures distances on the earth: Vienna to Graz about 145 km', () => {
    expect(distanceKm({ lat: 48.2082, lng: 16.3738 }, { lat: 47.0707, lng: 15.4395 })).toBeCloseTo(145, -1);
    expect(distanceKm({ lat: 47, lng: 15 }, { lat: 47, lng: 15 })).toBe(0);
  });
});
