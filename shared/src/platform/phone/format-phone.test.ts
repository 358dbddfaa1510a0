// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, anyValue, digit, RUNS, textOfLength } from '../validation/rule-properties.test-support';
import { formatPhoneForDisplay } from './format-phone';
import { parsePhone } from './parse-phone';

const phoneLikeText = fc.string({ unit: fc.constantFrom(...'0123456789+ -()/'), maxLength: 30 });

describe('formatPhoneForDisplay (doc 1 §4, §8), 1,000 inputs per property', () => {
  it('never throws; shows "+code national" for a number it reads and the raw text otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, phoneLikeText, anyValue), (raw) => {
        const shown = formatPhoneForDisplay(raw as string);
        const parsed = typeof raw === 'string' ? parsePhone(raw) : undefined;
        if (parsed === undefined) {
          expect(shown).toBe('');
        } else if (!parsed.ok) {
          expect(shown).toBe(raw);
        } else {
          expect(shown).toMatch(/^\+[0-9]{1,3} [0-9]{2,17}(-[0-9]{1,20})?$/);
          // What is shown reads back as the same number.
          expect(parsePhone(shown.replace('-', ' ext. '))).toEqual(parsed);
        }
      }),
      RUNS,
    );
  });

  it('strips the national prefix: 0664 … shows as +43 664…', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 10 }).chain((n) => textOfLength(digit, n)),
        (subscriber) => {
          expect(formatPhoneForDisplay(`0664 ${subscriber}`)).toBe(`+43 664${subscriber}`);
          expect(formatPhoneForDisplay(`0043 (0)664/${subscriber}`)).toBe(`+43 664${subscriber}`);
        },
      ),
      RUNS,
    );
  });

  it('shows examples as the prefilled form does', () => {
    expect(formatPhoneForDisplay('06641234567')).toBe('+43 6641234567');
    expect(formatPhoneForDisplay('+43 1 234567-89')).toBe('+43 123456789');
    expect(formatPhoneForDisplay('+43 1 23456 ext. 89')).toBe('+43 123456-89');
    expect(formatPhoneForDisplay('030 12345678', 'DE')).toBe('+49 3012345678');
    expect(formatPhoneForDisplay('bitte anrufen')).toBe('bitte anrufen');
    expect(formatPhoneForDisplay('')).toBe('');
    expect(formatPhoneForDisplay(undefined)).toBe('');
    expect(formatPhoneForDisplay(null)).toBe('');
  });
});
