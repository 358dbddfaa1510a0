import { describe, expect, it } from 'vitest';
import { addDays, periodEndDate } from './shop-time';

describe('periodEndDate (a delivery pass of so many months, both days included)', () => {
  it.each([
    ['2026-03-15', 1, '2026-04-14'],
    ['2026-03-01', 1, '2026-03-31'],
    ['2026-03-15', 3, '2026-06-14'],
    ['2026-03-15', 12, '2027-03-14'],
    ['2026-11-20', 3, '2027-02-19'],
    // No 31 February: the period ends with February's last day.
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-29', 1, '2026-02-28'],
    ['2026-01-28', 1, '2026-02-27'],
    ['2026-08-31', 1, '2026-09-30'],
  ])('%s + %i months ends on %s', (start, months, end) => {
    expect(periodEndDate(start, months)).toBe(end);
  });

  it('runs a pass of one month bought each time the last ends for two years, every one at least four weeks', () => {
    let start = '2026-01-31';
    for (let month = 0; month < 24; month += 1) {
      const end = periodEndDate(start, 1);
      expect(Date.parse(end) - Date.parse(start)).toBeGreaterThanOrEqual(27 * 86_400_000);
      start = addDays(end, 1);
    }
    // 31 January to 28 February, then from each first of the month: the 24th ends on 31 January 2028.
    expect(start).toBe('2028-02-01');
  });
});
