import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCharacter } from '../validation/rule-properties.test-support';
import { maskOrderNumber } from './mask-order-number';

describe('order number masking (doc 1 §7, doc 2 §9)', () => {
  it('masks all but the last character', () => {
    expect(maskOrderNumber('100234')).toBe('*****4');
    expect(maskOrderNumber(100234)).toBe('*****4');
    expect(maskOrderNumber('AT-2025-77')).toBe('*********7');
  });

  it('leaves a single character and the empty string as they are', () => {
    expect(maskOrderNumber('7')).toBe('7');
    expect(maskOrderNumber('')).toBe('');
  });

  it('takes another mask character when told', () => {
    expect(maskOrderNumber('1234', 'x')).toBe('xxx4');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskOrderNumber('12😀')).toBe('**😀');
  });

  it('keeps the length and the last character and masks the rest (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 40 }), (orderNumber) => {
        const input = Array.from(orderNumber);
        const masked = Array.from(maskOrderNumber(orderNumber));
        expect(masked).toHaveLength(input.length);
        expect(masked.at(-1)).toBe(input.at(-1));
        expect(masked.slice(0, -1).every((character) => character === '*')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
