// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_PHONE, isLegacyPhone } from './phone-patterns';
import { anyText, digit, RUNS, textOfLength } from './rule-properties.test-support';

const separator = fc.constantFrom(' ', '-', '/', '(', ')');

describe('phone patterns of the default forms (doc 2 §5), 1,000 inputs per property', () => {
  it('legacy: 6 to 20 digits with separators pass, 5 or 21 and more fail', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 25 })
          .chain((length) =>
            fc.array(fc.tuple(textOfLength(digit, 1), fc.option(separator)), { minLength: length, maxLength: length }),
          ),
        fc.boolean(),
        (groups, plus) => {
          const text = `${plus ? '+' : ''}${groups.map(([d, s]) => `${d}${s ?? ''}`).join('')}`;
          expect(isLegacyPhone(text)).toBe(groups.length >= 6 && groups.length <= 20);
        },
      ),
      RUNS,
    );
  });

  it('legacy: a letter or another sign anywhere fails; a "+" only leads', () => {
    fc.assert(
      fc.property(
        textOfLength(digit, 8),
        anyText.filter((t) => /[^0-9 ()/-]/.test(t)),
        (digits, other) => {
          fc.pre(!/^\+[0-9 ()/-]*$/.test(`${other}${digits}`));
          expect(isLegacyPhone(`${other}${digits}`)).toBe(false);
          expect(isLegacyPhone(`${digits}${other}`)).toBe(false);
        },
      ),
      RUNS,
    );
    expect(isLegacyPhone('+43 (0)664/123 45-67')).toBe(true);
    expect(isLegacyPhone('0664 12345 ext 1')).toBe(false);
  });

  it('international: "+" and 7 to 15 digits, single blanks between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).chain((n) => textOfLength(digit, n)),
        (digits) => {
          const valid = digits.length >= 7 && digits.length <= 15;
          expect(INTERNATIONAL_PHONE.test(`+${digits}`)).toBe(valid);
          expect(INTERNATIONAL_PHONE.test(`+${digits.split('').join(' ')}`)).toBe(valid);
          expect(INTERNATIONAL_PHONE.test(digits)).toBe(false);
          expect(INTERNATIONAL_PHONE.test(`+${digits} `)).toBe(false);
        },
      ),
      RUNS,
    );
  });
});
