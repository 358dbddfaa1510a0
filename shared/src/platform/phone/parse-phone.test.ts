// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCharacter, anyText, anyValue, digit, RUNS, textOfLength } from '../validation/rule-properties.test-support';
import { normalizeDigits } from './normalize-digits';
import { parsePhone, PHONE_PARSE_ERRORS } from './parse-phone';

const FULLWIDTH_ZERO = 0xff10;
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Writes every ASCII digit in another script. */
const inScript = (text: string, zero: number) => text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));

/** An Austrian mobile number as a shopper types it: 0664 and 4 to 10 digits, sometimes +43, sometimes with blanks. */
const austrianMobile = fc
  .tuple(
    fc.integer({ min: 4, max: 10 }).chain((n) => textOfLength(digit, n)),
    fc.constantFrom('0664 ', '0664', '+43 664 ', '+43664', '0043 664 '),
  )
  .map(([subscriber, prefix]) => `${prefix}${subscriber}`);

/** Text made of what phone numbers are written with, in any order. */
const phoneLikeText = fc.string({ unit: fc.constantFrom(...'0123456789+ -()/'), maxLength: 30 });

describe('parsePhone (doc 1 §5), 1,000 inputs per property', () => {
  it('never throws on any input, and tells a result of the documented shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyValue, anyText, phoneLikeText),
        fc.oneof(fc.constantFrom('AT', 'DE', 'XX', ''), anyText),
        (raw, country) => {
          const result = parsePhone(raw as string, country);
          if (result.ok) {
            expect(result.phone.nationalNumber).toMatch(/^[0-9]{2,17}$/);
            expect(result.phone.callingCode).toMatch(/^[0-9]{1,3}$/);
            expect(result.phone.country).toMatch(/^[A-Z]{2}$/);
            if (result.phone.extension !== undefined) expect(result.phone.extension).toMatch(/^[0-9]{1,20}$/);
          } else {
            expect(PHONE_PARSE_ERRORS).toContain(result.error);
          }
        },
      ),
      RUNS,
    );
  });

  it('fullwidth and Arabic-Indic digits parse exactly like ASCII ones', () => {
    fc.assert(
      fc.property(fc.oneof(austrianMobile, phoneLikeText), (raw) => {
        const ascii = parsePhone(raw);
        expect(parsePhone(inScript(raw, FULLWIDTH_ZERO))).toEqual(ascii);
        expect(parsePhone(inScript(raw, ARABIC_INDIC_ZERO))).toEqual(ascii);
        expect(parsePhone(inScript(raw, EXTENDED_ARABIC_INDIC_ZERO))).toEqual(ascii);
      }),
      RUNS,
    );
  });

  it('reads an Austrian mobile number however it is written', () => {
    fc.assert(
      fc.property(austrianMobile, (raw) => {
        const result = parsePhone(raw);
        expect(result).toEqual({
          ok: true,
          phone: {
            country: 'AT',
            callingCode: '43',
            nationalNumber: `664${raw.replace(/^(\+43|0043|0)\s?664\s?/, '')}`,
            extension: undefined,
          },
        });
      }),
      RUNS,
    );
  });

  it('rejects raw input of more than 250 characters as TOO_LONG', () => {
    fc.assert(
      fc.property(fc.integer({ min: 251, max: 400 }), fc.oneof(austrianMobile, anyText), (length, start) => {
        const raw = `${start}${' '.repeat(length)}`.slice(0, length);
        fc.pre(raw.length > 250);
        expect(parsePhone(raw)).toEqual({ ok: false, error: 'TOO_LONG' });
      }),
      RUNS,
    );
    // 250 characters are still read: the number and blanks after it.
    expect(parsePhone(`+43 664 1234567${' '.repeat(235)}`).ok).toBe(true);
  });

  it('an extension of up to 20 digits is kept; a national number of 18 digits is too long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).chain((n) => textOfLength(digit, n)),
        (extension) => {
          expect(parsePhone(`+43 664 1234567 ext. ${extension}`)).toMatchObject({ ok: true, phone: { extension } });
        },
      ),
      RUNS,
    );
    expect(parsePhone('+43 664 1234567 ext. 123456789012345678901').ok).toBe(false);
    expect(parsePhone('+43 123456789012345678')).toEqual({ ok: false, error: 'TOO_LONG' });
  });

  it('tells each error of doc 1 §5', () => {
    expect(parsePhone('Hausnummer')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parsePhone('tel: 0664 1234567')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parsePhone('+999 1234567')).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
    expect(parsePhone('0664 1234567', 'XX')).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
    expect(parsePhone('0664 1234567', '__proto__')).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
    // No country's number: the international freephone range.
    expect(parsePhone('+800 12345678')).toEqual({ ok: false, error: 'INVALID_COUNTRY' });
    expect(parsePhone('1')).toEqual({ ok: false, error: 'TOO_SHORT' });
    expect(parsePhone('+43 1')).toEqual({ ok: false, error: 'TOO_SHORT' });
    expect(parsePhone('+43 66412345678901')).toEqual({ ok: false, error: 'TOO_LONG' });
    // Of a possible length, but no Austrian number begins with 9 this way: not the country's pattern.
    expect(parsePhone('+43 9 1234567')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parsePhone(42 as unknown as string)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('reads a number of another country, and a national one with its default country', () => {
    expect(parsePhone('+49 30 12345678')).toEqual({
      ok: true,
      phone: { country: 'DE', callingCode: '49', nationalNumber: '3012345678', extension: undefined },
    });
    expect(parsePhone('030 12345678', 'DE')).toMatchObject({
      ok: true,
      phone: { country: 'DE', nationalNumber: '3012345678' },
    });
    expect(parsePhone('+43 664 1234567', 'XX')).toMatchObject({ ok: true, phone: { country: 'AT' } });
  });
});

describe('normalizeDigits, 1,000 inputs', () => {
  it('changes only the other scripts’ digits, one for one', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 30 }), (text) => {
        const normalized = normalizeDigits(text);
        expect(normalized.length).toBe(text.length);
        expect(normalizeDigits(normalized)).toBe(normalized);
        expect(/[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/.test(normalized)).toBe(false);
      }),
      RUNS,
    );
    expect(normalizeDigits('＋４３ ٦٦٤ ۱۲۳')).toBe('＋43 664 123');
  });
});
