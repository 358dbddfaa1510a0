import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { queryBoolean, queryInteger, queryList, queryNumber, readQuery, text } from './wire';

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

  it('a list round-trips through repeated keys, one value read as a list of one', () => {
    const schema = z.object({ ids: queryList(z.string()), maybe: z.optional(queryList(z.string())), one: z.optional(z.string()) });
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (list) => {
        const params = new URLSearchParams();
        for (const item of list) params.append('ids', item);
        for (const item of list) params.append('maybe', item);
        params.append('one', 'x');
        // As the server's query parser reads a query: a key once is a string, a repeated key a list.
        const values = (key: string) => (params.getAll(key).length === 1 ? params.get(key) : params.getAll(key));
        const query = { ids: values('ids'), maybe: values('maybe'), one: values('one') };
        expect(z.parse(schema, readQuery(schema, query))).toEqual({ ids: list, maybe: list, one: 'x' });
      }),
      { numRuns: 500 },
    );
    expect(z.safeParse(schema, readQuery(schema, { ids: [] })).success).toBe(false);
    expect(readQuery(schema, {})).toEqual({});
  });

  it('text is trimmed and bounded', () => {
    expect(z.parse(text(5), '  abc ')).toBe('abc');
    expect(z.safeParse(text(5), '   ').success).toBe(false);
    expect(z.safeParse(text(5), 'abcdef').success).toBe(false);
  });
});
