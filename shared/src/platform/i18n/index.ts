import type { I18nService } from '../contracts/services';

/** The storefront's locale: German as written in Austria (doc 1 §1, German-speaking market). */
export const DEFAULT_LOCALE = 'de-AT';

export interface I18nOptions {
  readonly locale?: string;
  /**
   * In development a missing key shows as `⟦key⟧`, so a gap in a bundle is seen
   * at once; in production the key itself shows and the page keeps working.
   */
  readonly mode?: 'development' | 'production';
  /** Told once per missing key, e.g. to log it. */
  readonly onMissingKey?: (key: string) => void;
}

export type MessageParams = Readonly<Record<string, string | number>> | ReadonlyArray<string | number>;

/*
 * The message format: plain text with placeholders.
 *
 * - `{0}`, `{1}` take the positional parameters (an array), `{name}` the named
 *   ones (a record); a placeholder without a parameter stays as it is.
 * - `{count, plural, =0 {…} one {…} other {…}}` chooses a text by a number,
 *   so a shopper reads "1 Produkt" and "2 Produkte" (ICU's plural argument).
 *   An exact match (`=0`, `=1`, any `=n`) wins over the locale's category
 *   (`one`, `other`, and for other languages `zero`, `two`, `few`, `many`),
 *   chosen by `Intl.PluralRules` of the i18n service's locale; a category the
 *   message does not write falls back to `other`. Inside a branch `#` is the
 *   number, formatted for the locale (1 234); a numeric string (the validation
 *   rules' parameters are strings, `validation.maxLength|24`) chooses its branch
 *   by its value and is shown as written. A branch may hold `{name}`
 *   placeholders and plural arguments of its own (`#` is the innermost one's).
 * - There is no quoting: an apostrophe is an apostrophe, and `#` outside a
 *   branch is a `#`. Other ICU arguments (`select`, `number`) are not read.
 *
 * A malformed template never throws: what cannot be read as a placeholder or a
 * plural argument is shown as the text it is, so a typo in a bundle shows on
 * the page instead of breaking it. A plural argument whose closing `}` is
 * missing keeps the branches it has; one without a branch for the number shows
 * the number.
 */

/** At a `{`: a placeholder `{name}` (group 1), or the start of a plural argument `{name, plural,` (group 2). */
const PLACEHOLDER = /\{(?:(\w+)\}|\s*(\w+)\s*,\s*plural\s*,)/y;
/** In a plural argument: its closing `}` (group 1), or a branch's `=n {` (group 2) or `category {` (group 3). */
const BRANCH = /\s*(?:(\})|=\s*(-?\d+(?:\.\d+)?)\s*\{|([A-Za-z]+)\s*\{)/y;

/** Each locale's plural rules and number format, made once (making them costs more than formatting). */
const pluralRules: Record<string, Intl.PluralRules> = Object.create(null);
const numberFormats: Record<string, Intl.NumberFormat> = Object.create(null);

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * Fills the text from `at`; inside a branch up to the `}` that closes it, with
 * `#` as `count`. Returns the text and the index it stopped at.
 */
function fill(template: string, at: number, inBranch: boolean, params: MessageParams, locale: string, count: string): [string, number] {
  let out = '';
  while (at < template.length) {
    const char = template[at]!;
    if (inBranch && char === '}') return [out, at];
    const placeholder = char === '{' ? matchAt(PLACEHOLDER, template, at) : null;
    const name = placeholder?.[1] ?? placeholder?.[2];
    const value = name !== undefined && Object.prototype.hasOwnProperty.call(params, name) ? (params as Record<string, string | number>)[name] : undefined;
    if (placeholder?.[1] !== undefined) {
      out += value ?? placeholder[0];
      at += placeholder[0].length;
      continue;
    }
    if (placeholder) {
      // A number, or the value of a numeric string (the validation rules pass their limits as text); else none.
      const number = Number(String(value).trim() || NaN);
      const shown = typeof value === 'number' ? (numberFormats[locale] ??= new Intl.NumberFormat(locale)).format(value) : String(value);
      const branches = new Map<string, string>();
      let end = at + placeholder[0].length;
      let branch: RegExpExecArray | null;
      // Up to the argument's closing `}`; when that is missing, it ends with the branches it has.
      while ((branch = matchAt(BRANCH, template, end)) && !branch[1]) {
        const [text, stop] = fill(template, end + branch[0].length, true, params, locale, shown);
        branches.set(branch[3] ?? `=${Number(branch[2])}`, text);
        end = stop + 1;
      }
      if (branch) end += branch[0].length;
      if (branches.size > 0) {
        // Without its parameter the argument stays as written; an exact match wins over the locale's
        // category, a category without a branch takes `other`, and without that the number shows.
        out +=
          value === undefined
            ? template.slice(at, end)
            : (branches.get(`=${number}`) ??
              branches.get(Number.isNaN(number) ? 'other' : (pluralRules[locale] ??= new Intl.PluralRules(locale)).select(number)) ??
              branches.get('other') ??
              shown);
        at = end;
        continue;
      }
    }
    out += inBranch && char === '#' ? count : char;
    at += 1;
  }
  return [out, at];
}

/**
 * Fills a message's placeholders and plural arguments (see the format above)
 * for `locale` (the i18n service's); never throws.
 */
export function formatMessage(template: string, params?: MessageParams, locale: string = DEFAULT_LOCALE): string {
  if (!params || !template.includes('{')) return template;
  try {
    return fill(template, 0, false, params, locale, '#')[0];
  } catch {
    // What the formatter cannot handle at all (a locale that is none, nesting deeper than the stack) shows as written.
    return template;
  }
}

/** The i18n service over a tenant's message bundle (doc 1 §3: messageBundle). */
export function createI18n(messageBundle: Readonly<Record<string, string>>, options: I18nOptions = {}): I18nService {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const priceFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const weightFormat = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
  const numberFormat = new Intl.NumberFormat(locale);
  const reported = new Set<string>();

  return {
    locale,
    t(key, params) {
      const template = messageBundle[key];
      if (template === undefined) {
        if (!reported.has(key)) {
          reported.add(key);
          options.onMissingKey?.(key);
        }
        return options.mode === 'development' ? `⟦${key}⟧` : key;
      }
      return formatMessage(template, params, locale);
    },
    formatNumber(value) {
      return numberFormat.format(value);
    },
    formatPrice(cents) {
      // doc 2 §9: prices are in cents.
      return priceFormat.format(cents / 100);
    },
    formatWeight(grams) {
      // doc 2 §9: weights in grams, shown in kg as value / 1000.
      return weightFormat.format(grams / 1000);
    },
  };
}
