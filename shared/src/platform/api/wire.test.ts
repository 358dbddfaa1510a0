import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { queryBoolean, queryInteger, queryList, queryNumber, text } from './wire';

/*
 * The query schemas read on the server what the client wrote with String():
 * for every value, parse(String(value)) gives the value back.
 */
describe('query on the wire', () => {
  it('a whole number in range round-trips; outside the range it is refused', () => {
    const schema = queryInteger(-50, 1000);
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 1000 }), (n) => {
        expect(z.parse(schema, String(n))).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1001 }), fc.integer({ max: -51 })), (n) => {
        expect(z.safeParse(schema, String(n)).success).toBe(false);
      }),
    );
    for (const bad of ['', '1.5', '1e3', ' 1', 'abc']) expect(z.safeParse(schema, bad).success).toBe(false);
  });

  it('a decimal number in range round-trips; text is refused', () => {
    const schema = queryNumber(-90, 90);
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (n) => {
        expect(z.parse(schema, String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = z.safeParse(schema, s);
        if (result.success) expect(Math.abs(result.data)).toBeLessThanOrEqual(90);
      }),
    );
    expect(z.safeParse(schema, ' ').success).toBe(false);
    expect(z.safeParse(schema, 'NaN').success).toBe(false);
  });

  it('a flag round-trips', () => {
    fc.assert(
      fc.property(fc.boolean(), (flag) => {
        expect(z.parse(queryBoolean(), String(flag))).toBe(flag);
      }),
    );
  });

  it('a list round-trips through repeated keys, one value as a string', () => {
    const schema = queryList(z.string());
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (list) => {
        const params = new URLSearchParams();
        for (const item of list) params.append('ids', item);
        const values = params.getAll('ids');
        expect(z.parse(schema, values.length === 1 ? values[0] : values)).toEqual(list);
      }),
    );
    expect(z.safeParse(schema, []).success).toBe(false);
  });

  it('text is trimmed and bounded', () => {
    expect(z.parse(text(5), '  abc ')).toBe('abc');
    expect(z.safeParse(text(5), '   ').success).toBe(false);
    expect(z.safeParse(text(5), 'abcdef').success).toBe(false);
  });
});
