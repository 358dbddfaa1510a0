// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateOf, daysInMonth, parseFormDate } from './dates';
import { anyText, RUNS } from './rule-properties.test-support';

describe('form dates, 1,000 inputs per property', () => {
  it('every real day reads back from both of its forms; the JavaScript calendar agrees', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const year = date.getUTCFullYear();
          const month = date.getUTCMonth() + 1;
          const day = date.getUTCDate();
          const expected = { year, month, day };
          const y = String(year).padStart(4, '0');
          expect(parseFormDate(`${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)).toEqual(
            expected,
          );
          expect(parseFormDate(` ${day}.${month}.${y} `)).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('a day past the end of its month is no date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (year, month, past) => {
          const day = daysInMonth(year, month) + past;
          const y = String(year).padStart(4, '0');
          expect(parseFormDate(`${day}.${month}.${y}`)).toBeUndefined();
          // The calendar's own month length: day 0 of the next month is the last of this one.
          const last = new Date(0);
          last.setUTCFullYear(year, month, 0);
          expect(daysInMonth(year, month)).toBe(last.getUTCDate());
        },
      ),
      RUNS,
    );
  });

  it('never throws; text that is not a date shape is undefined', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseFormDate(text);
        if (!/\d/.test(text)) expect(parsed).toBeUndefined();
      }),
      RUNS,
    );
    expect(parseFormDate('0000-01-01')).toBeUndefined();
    expect(parseFormDate('2024-13-01')).toBeUndefined();
    expect(parseFormDate('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseFormDate('29.02.2023')).toBeUndefined();
    expect(parseFormDate('1900-02-29')).toBeUndefined();
    expect(parseFormDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('age: one year more on each birthday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 120 }), (year, years) => {
        const birth = { year, month: 6, day: 15 };
        expect(ageOn(birth, { year: year + years, month: 6, day: 15 })).toBe(years);
        expect(ageOn(birth, { year: year + years, month: 6, day: 14 })).toBe(years - 1);
        expect(ageOn(birth, { year: year + years, month: 5, day: 31 })).toBe(years - 1);
        expect(ageOn(birth, { year: year + years, month: 7, day: 1 })).toBe(years);
      }),
      RUNS,
    );
    expect(calendarDateOf(new Date(2025, 0, 31, 23, 59))).toEqual({ year: 2025, month: 1, day: 31 });
  });
});
