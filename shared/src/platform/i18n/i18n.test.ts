import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, formatMessage, type MessageParams } from './index';

/** The shell's text of the search result count, as the backend's bundle has it. */
const PRODUCTS_FOUND = '{count, plural, =0 {Keine Produkte gefunden} one {# Produkt gefunden} other {# Produkte gefunden}}';

/** A narrow no-break space, as de-AT groups thousands, read as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('i18n', () => {
  it('fills positional and named parameters', () => {
    expect(formatMessage('Maximal {0} Zeichen', [24])).toBe('Maximal 24 Zeichen');
    expect(formatMessage('{0} von {1}', ['3', 5])).toBe('3 von 5');
    expect(formatMessage('Hallo {name}', { name: 'Anna' })).toBe('Hallo Anna');
    expect(formatMessage('{0} und {unknown}', [1])).toBe('1 und {unknown}');
    expect(formatMessage('ohne', undefined)).toBe('ohne');
  });

  it('leaves a placeholder without its parameter as it is', () => {
    expect(formatMessage('{0} und {1}', ['a'])).toBe('a und {1}');
    expect(formatMessage('{toString} {constructor}', {})).toBe('{toString} {constructor}');
    expect(formatMessage('{ name }', { name: 'Anna' })).toBe('{ name }');
  });

  it('says one product in the singular and several in the plural', () => {
    expect(formatMessage(PRODUCTS_FOUND, { count: 1 })).toBe('1 Produkt gefunden');
    expect(formatMessage(PRODUCTS_FOUND, { count: 2 })).toBe('2 Produkte gefunden');
    expect(formatMessage(PRODUCTS_FOUND, { count: 24 })).toBe('24 Produkte gefunden');
    expect(formatMessage(PRODUCTS_FOUND, { count: 0 })).toBe('Keine Produkte gefunden');
    // A fraction is no single thing in German: "1,5 Produkte".
    expect(formatMessage(PRODUCTS_FOUND, { count: 1.5 })).toBe('1,5 Produkte gefunden');
    // `#` is the number as de-AT writes it.
    expect(plain(formatMessage(PRODUCTS_FOUND, { count: 1234 }))).toBe('1 234 Produkte gefunden');
  });

  it('chooses an exact match before the category, and falls back to other', () => {
    const suggestions = '{n, plural, =1 {Ein Vorschlag} one {# Vorschlag (one)} =12 {Ein Dutzend} other {# Vorschläge}}';
    expect(formatMessage(suggestions, { n: 1 })).toBe('Ein Vorschlag');
    expect(formatMessage(suggestions, { n: 12 })).toBe('Ein Dutzend');
    expect(formatMessage(suggestions, { n: 3 })).toBe('3 Vorschläge');
    expect(formatMessage('{n, plural, other {# Treffer}}', { n: 1 })).toBe('1 Treffer');
    expect(formatMessage('{n,plural,one{# Datei}other{# Dateien}}', { n: 1 })).toBe('1 Datei');
  });

  it('reads positional parameters and numeric strings, as the validation rules send them', () => {
    const files = 'Sie können höchstens {0, plural, one {# Datei} other {# Dateien}} hochladen.';
    expect(formatMessage(files, ['1'])).toBe('Sie können höchstens 1 Datei hochladen.');
    expect(formatMessage(files, ['3'])).toBe('Sie können höchstens 3 Dateien hochladen.');
    // A numeric string is shown as written; a text that is no number takes `other`.
    expect(formatMessage('Maximal {0, plural, one {# Zeichen} other {# Zeichen}}.', ['1700'])).toBe('Maximal 1700 Zeichen.');
    expect(formatMessage(files, ['viele'])).toBe('Sie können höchstens viele Dateien hochladen.');
    expect(formatMessage(files, [''])).toBe('Sie können höchstens  Dateien hochladen.');
  });

  it('fills named placeholders inside a branch, and nested plurals count with their own #', () => {
    const cart = '{count, plural, one {# Artikel von {name}} other {# Artikel von {name}, {weeks, plural, one {# Woche} other {# Wochen}} alt}}';
    expect(formatMessage(cart, { count: 1, name: 'Anna' })).toBe('1 Artikel von Anna');
    expect(formatMessage(cart, { count: 3, name: 'Anna', weeks: 1 })).toBe('3 Artikel von Anna, 1 Woche alt');
    expect(formatMessage(cart, { count: 3, name: 'Anna', weeks: 2 })).toBe('3 Artikel von Anna, 2 Wochen alt');
    // A parameter the caller did not give stays as it is, as outside a branch.
    expect(formatMessage(cart, { count: 3 })).toBe('3 Artikel von {name}, {weeks, plural, one {# Woche} other {# Wochen}} alt');
  });

  it('keeps a plural argument without its parameter as written, and # outside a branch as #', () => {
    expect(formatMessage(PRODUCTS_FOUND, { other: 1 })).toBe(PRODUCTS_FOUND);
    expect(formatMessage(PRODUCTS_FOUND, ['1'])).toBe(PRODUCTS_FOUND);
    expect(formatMessage('Nr. # von {0}', [2])).toBe('Nr. # von 2');
  });

  it('renders a malformed template as well as it can', () => {
    // The closing brace of the argument is missing: the branches are still read.
    expect(formatMessage('{count, plural, one {# Produkt} other {# Produkte} gefunden', { count: 2 })).toBe('2 Produkte gefunden');
    // A branch that never ends runs to the end of the text.
    expect(formatMessage('{count, plural, one {# Produkt', { count: 1 })).toBe('1 Produkt');
    // No branch for the number: the number itself.
    expect(formatMessage('{count, plural, one {# Produkt}} da', { count: 4 })).toBe('4 da');
    // Not a plural argument at all: its text.
    expect(formatMessage('{count, plural, } Stück', { count: 4 })).toBe('{count, plural, } Stück');
    expect(formatMessage('{count, plural} und {count}', { count: 4 })).toBe('{count, plural} und 4');
    expect(formatMessage('{count, plural, one} und {count}', { count: 4 })).toBe('{count, plural, one} und 4');
    expect(formatMessage('{count, select, a {x}} {count}', { count: 4 })).toBe('{count, select, a {x}} 4');
    expect(formatMessage('}{ {count} {', { count: 4 })).toBe('}{ 4 {');
    // Nesting deeper than the stack: the message as written, instead of an error.
    const deep = '{n, plural, other {'.repeat(100_000) + '#' + '}}'.repeat(100_000);
    expect(formatMessage(deep, { n: 1 })).toBe(deep);
    expect(formatMessage('{n, plural, other {{n, plural, other {# innen}} außen #}}', { n: 3 })).toBe('3 innen außen 3');
  });

  it('chooses the branch by the locale it is given', () => {
    // Polish has "few" (2–4) and "many" (5–21) where German has only "other".
    const files = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect(formatMessage(files, { n: 3 }, 'pl')).toBe('3 pliki');
    expect(formatMessage(files, { n: 5 }, 'pl')).toBe('5 plików');
    expect(formatMessage(files, { n: 3 })).toBe('3 pliku');
    // A locale that is no locale: the message as written, instead of an error.
    expect(formatMessage(files, { n: 1 }, 'not a locale!')).toBe(files);
  });

  it('translates a count with the service’s locale', () => {
    const i18n = createI18n({ 'search.results.count': PRODUCTS_FOUND });
    expect(i18n.t('search.results.count', { count: 1 })).toBe('1 Produkt gefunden');
    expect(i18n.t('search.results.count', { count: 5 })).toBe('5 Produkte gefunden');
  });

  describe('properties', () => {
    /** Texts made of the format's own characters, so malformed arguments are common. */
    const pieces = fc.constantFrom(
      '{', '}', '#', ',', ' ', '=', '=0', '=1', 'plural', 'one', 'other', 'few', 'count', '0', 'name', 'select',
      '{count, plural, ', 'one {', 'other {', '# Produkte', '{name}', '{0}', '}}', 'ä', '\u{1F34E}',
    );
    const template = fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join('')));
    const value = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(0, 1, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_VALUE),
      fc.string({ maxLength: 8 }),
      fc.constantFrom('1', ' 1 ', '1e3', '', 'abc', '0x1'),
    );
    const params: fc.Arbitrary<MessageParams | undefined> = fc.oneof(
      fc.constant(undefined),
      fc.array(value, { maxLength: 4 }),
      fc.dictionary(fc.constantFrom('count', 'name', '0', 'n', 'other', '__proto__', 'toString'), value),
    );
    const budget = { numRuns: 2000, interruptAfterTimeLimit: 4_000 };

    it('never throws and always gives a string, for any template and parameters', { timeout: 15_000 }, () => {
      fc.assert(
        fc.property(template, params, fc.constantFrom('de-AT', 'en', 'pl', 'ar', 'not a locale!'), (text, given, locale) => {
          expect(typeof formatMessage(text, given, locale)).toBe('string');
        }),
        budget,
      );
    });

    it('leaves a text without braces as it is', { timeout: 15_000 }, () => {
      fc.assert(
        fc.property(fc.string().filter((text) => !/[{}]/.test(text)), params, (text, given) => {
          expect(formatMessage(text, given)).toBe(text);
        }),
        budget,
      );
    });

    it('says one in the singular and every other whole count in the plural', { timeout: 15_000 }, () => {
      fc.assert(
        fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.boolean(), (count, asText) => {
          const text = formatMessage(PRODUCTS_FOUND, { count: asText ? String(count) : count });
          if (count === 0) expect(text).toBe('Keine Produkte gefunden');
          else if (Math.abs(count) === 1) expect(text).toBe(`${count} Produkt gefunden`);
          else expect(text).toMatch(/^-?[\d\s]+ Produkte gefunden$/);
        }),
        budget,
      );
    });
  });

  it('shows a missing key visibly in development and plainly in production, reporting it once', () => {
    const onMissingKey = vi.fn();
    const dev = createI18n({}, { mode: 'development', onMissingKey });
    expect(dev.t('cart.headline')).toBe('⟦cart.headline⟧');
    dev.t('cart.headline');
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    expect(createI18n({}, { mode: 'production' }).t('cart.headline')).toBe('cart.headline');
  });

  it('formats prices from cents, weights from grams and numbers in de-AT', () => {
    const i18n = createI18n({});
    expect(i18n.locale).toBe('de-AT');
    expect(i18n.formatPrice(129).replace(/\s/g, ' ')).toBe('€ 1,29');
    expect(i18n.formatPrice(123456).replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(i18n.formatWeight(1500).replace(/\s/g, ' ')).toBe('1,5 kg');
    expect(i18n.formatNumber(1234.5).replace(/\s/g, ' ')).toBe('1 234,5');
  });
});
