import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeliveryPassValid } from './delivery-pass';

const at = (iso: string) => ({ now: new Date(iso) });

describe('delivery pass validity (doc 2 §4, §9)', () => {
  // March 2025: Vienna is UTC+1 until 30 March, UTC+2 from then on.
  const pass = { startDate: '2025-03-01', endDate: '2025-03-31' };

  it('is valid from 00:00 of the start day, Vienna time', () => {
    expect(isDeliveryPassValid(pass, at('2025-02-28T22:59:59.999Z'))).toBe(false);
    expect(isDeliveryPassValid(pass, at('2025-02-28T23:00:00.000Z'))).toBe(true);
  });

  it('is valid to the end of the end day, Vienna time (inclusive)', () => {
    expect(isDeliveryPassValid(pass, at('2025-03-31T21:59:59.999Z'))).toBe(true);
    expect(isDeliveryPassValid(pass, at('2025-03-31T22:00:00.000Z'))).toBe(false);
  });

  it('reads calendar days in another time zone when told', () => {
    const options = { now: new Date('2025-02-28T23:30:00Z'), timeZone: 'UTC' };
    expect(isDeliveryPassValid(pass, options)).toBe(false);
  });

  it('compares a date-time with an offset as an instant', () => {
    const exact = { startDate: '2025-03-01T10:00:00+01:00', endDate: '2025-03-02T10:00:00Z' };
    expect(isDeliveryPassValid(exact, at('2025-03-01T08:59:59Z'))).toBe(false);
    expect(isDeliveryPassValid(exact, at('2025-03-01T09:00:00Z'))).toBe(true);
    expect(isDeliveryPassValid(exact, at('2025-03-02T10:00:00Z'))).toBe(true);
    expect(isDeliveryPassValid(exact, at('2025-03-02T10:00:00.001Z'))).toBe(false);
  });

  it('reads a date-time without offset as Vienna wall-clock time', () => {
    const local = { startDate: '2025-03-01T10:00', endDate: '2025-03-01 18:30:15.5' };
    expect(isDeliveryPassValid(local, at('2025-03-01T08:59:59Z'))).toBe(false);
    expect(isDeliveryPassValid(local, at('2025-03-01T09:00:00Z'))).toBe(true);
    expect(isDeliveryPassValid(local, at('2025-03-01T17:30:15.500Z'))).toBe(true);
    expect(isDeliveryPassValid(local, at('2025-03-01T17:30:15.501Z'))).toBe(false);
  });

  it('accepts Date objects', () => {
    const dates = { startDate: new Date('2025-01-01T00:00:00Z'), endDate: new Date('2025-02-01T00:00:00Z') };
    expect(isDeliveryPassValid(dates, at('2025-01-15T00:00:00Z'))).toBe(true);
    expect(isDeliveryPassValid(dates, at('2025-02-15T00:00:00Z'))).toBe(false);
  });

  it('is invalid with a missing, unreadable or reversed date', () => {
    const now = at('2025-03-15T12:00:00Z');
    expect(isDeliveryPassValid({ startDate: undefined, endDate: '2025-03-31' }, now)).toBe(false);
    expect(isDeliveryPassValid({ startDate: '2025-03-01', endDate: null }, now)).toBe(false);
    expect(isDeliveryPassValid({ startDate: 'soon', endDate: '2025-03-31' }, now)).toBe(false);
    expect(isDeliveryPassValid({ startDate: '2025-13-45T99:99:99Z', endDate: '2025-03-31' }, now)).toBe(false);
    expect(isDeliveryPassValid({ startDate: new Date(Number.NaN), endDate: '2025-03-31' }, now)).toBe(false);
    expect(isDeliveryPassValid({ startDate: '2025-03-31', endDate: '2025-03-01' }, now)).toBe(false);
    expect(isDeliveryPassValid(pass, { now: new Date(Number.NaN) })).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isDeliveryPassValid({ startDate: '2000-01-01', endDate: '2999-12-31' })).toBe(true);
    expect(isDeliveryPassValid({ startDate: '2000-01-01', endDate: '2000-12-31' })).toBe(false);
  });

  it('with instants is valid exactly when start <= now <= end (property)', () => {
    const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, instant, instant, (start, end, now) => {
        const valid = isDeliveryPassValid({ startDate: start.toISOString(), endDate: end }, { now });
        expect(valid).toBe(start.getTime() <= now.getTime() && now.getTime() <= end.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  it('with calendar days is valid exactly when the Vienna day lies between them (property)', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
    const viennaDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
    fc.assert(
      fc.property(day, day, day, (start, end, now) => {
        const startDate = start.toISOString().slice(0, 10);
        const endDate = end.toISOString().slice(0, 10);
        const today = viennaDay(now);
        expect(isDeliveryPassValid({ startDate, endDate }, { now })).toBe(startDate <= today && today <= endDate);
      }),
      { numRuns: 1000 },
    );
  });
});
