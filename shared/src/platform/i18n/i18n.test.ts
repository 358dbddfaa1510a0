import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, formatMessage, type MessageParams } from './index';

/** The shell's text of the search result count, as the backend's bundle has it: one variant per plural category. */
const PRODUCTS_FOUND = { 'search.results.count_one': '{count} Produkt gefunden', 'search.results.count_other': '{count} Produkte gefunden' };

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
    const i18n = createI18n(PRODUCTS_FOUND);
    expect(i18n.t('search.results.count', { count: 1 })).toBe('1 Produkt gefunden');
    expect(i18n.t('search.results.count', { count: 2 })).toBe('2 Produkte gefunden');
    expect(i18n.t('search.results.count', { count: 24 })).toBe('24 Produkte gefunden');
    expect(i18n.t('search.results.count', { count: 0 })).toBe('0 Produkte gefunden');
    // A fraction is no single thing in German: "1.5 Produkte".
    expect(i18n.t('search.results.count', { count: 1.5 })).toBe('1.5 Produkte gefunden');
  });

  it('reads the first positional parameter and numeric text, as the validation rules send their limits', () => {
    const i18n = createI18n({
      'validation.tooManyFiles_one': 'Sie können höchstens {0} Datei hochladen.',
      'validation.tooManyFiles_other': 'Sie können höchstens {0} Dateien hochladen.',
    });
    expect(i18n.t('validation.tooManyFiles', ['1'])).toBe('Sie können höchstens 1 Datei hochladen.');
    expect(i18n.t('validation.tooManyFiles', [' 3 '])).toBe('Sie können höchstens  3  Dateien hochladen.');
    expect(i18n.t('validation.tooManyFiles', [3])).toBe('Sie können höchstens 3 Dateien hochladen.');
    // No count to choose by: the variant for many, the words as the caller gave them.
    expect(i18n.t('validation.tooManyFiles', ['viele'])).toBe('Sie können höchstens viele Dateien hochladen.');
    expect(i18n.t('validation.tooManyFiles')).toBe('Sie können höchstens {0} Dateien hochladen.');
  });

  it('uses a message written without variants for every count, and falls back to _other for a category the bundle lacks', () => {
    const i18n = createI18n({ 'search.results.total': '{count} Treffer', 'cart.lines_other': '{count} Artikel' });
    expect(i18n.t('search.results.total', { count: 1 })).toBe('1 Treffer');
    expect(i18n.t('search.results.total', { count: 7 })).toBe('7 Treffer');
    expect(i18n.t('cart.lines', { count: 1 })).toBe('1 Artikel');
  });

  it('chooses the variant by the service’s locale', () => {
    // Polish has "few" (2–4) and "many" (5–21) where German has only "other".
    const files = { files_one: '{count} plik', files_few: '{count} pliki', files_many: '{count} plików', files_other: '{count} pliku' };
    const polish = createI18n(files, { locale: 'pl' });
    expect(polish.t('files', { count: 1 })).toBe('1 plik');
    expect(polish.t('files', { count: 3 })).toBe('3 pliki');
    expect(polish.t('files', { count: 5 })).toBe('5 plików');
    expect(createI18n(files).t('files', { count: 3 })).toBe('3 pliku');
  });

  describe('properties', () => {
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
    const runs = { numRuns: 2000 };

    it('never throws and always gives a string, for any template and parameters', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), params, (text, given) => {
          expect(typeof formatMessage(text, given)).toBe('string');
          expect(typeof createI18n({ x: text, x_one: text }).t('x', given)).toBe('string');
        }),
        runs,
      );
    });

    it('leaves a text without braces as it is', () => {
      fc.assert(
        fc.property(fc.string().filter((text) => !/[{}]/.test(text)), params, (text, given) => {
          expect(formatMessage(text, given)).toBe(text);
        }),
        runs,
      );
    });

    it('says one in the singular and every other whole count in the plural', () => {
      const i18n = createI18n({ ...PRODUCTS_FOUND, 'limit_one': 'höchstens {0} Datei', 'limit_other': 'höchstens {0} Dateien' });
      fc.assert(
        fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (count) => {
          // German says "-1 Produkt" too: the category is the number's, not its sign's.
          const one = Math.abs(count) === 1;
          expect(i18n.t('search.results.count', { count })).toBe(one ? `${count} Produkt gefunden` : `${count} Produkte gefunden`);
          expect(i18n.t('limit', [String(count)])).toBe(one ? `höchstens ${count} Datei` : `höchstens ${count} Dateien`);
        }),
        runs,
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
