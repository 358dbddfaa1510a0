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
 * the page instead of breaking it.
 */

/** A parsed message: text, placeholders, plural arguments and `#`. */
type MessagePart =
  | string
  | { readonly kind: 'argument'; readonly name: string; readonly source: string }
  | { readonly kind: 'plural'; readonly name: string; readonly branches: ReadonlyMap<string, readonly MessagePart[]>; readonly source: string }
  | { readonly kind: 'number' };

/** Deeper nesting than any message needs is read as text, so no template can exhaust the stack. */
const MAX_NESTING = 8;
const ARGUMENT = /\{(\w+)\}/y;
const PLURAL_START = /\{\s*(\w+)\s*,\s*plural\s*,/y;
const SELECTOR = /\s*(=\s*-?\d+(?:\.\d+)?|[A-Za-z]+)\s*\{/y;
const BRANCHES_END = /\s*\}/y;

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

interface Parsed {
  readonly parts: MessagePart[];
  /** The index after the text read: at a branch's closing `}` (not included), or the template's end. */
  readonly end: number;
  /** Whether the text ended at a `}` that closes a branch (only inside a branch). */
  readonly closed: boolean;
}

/** Reads text from `start`; inside a branch (`depth` > 0) it stops at the `}` that closes the branch. */
function parseText(template: string, start: number, depth: number): Parsed {
  const parts: MessagePart[] = [];
  let text = '';
  const pushText = () => {
    if (text) parts.push(text);
    text = '';
  };
  let at = start;
  while (at < template.length) {
    const char = template[at];
    if (char === '}' && depth > 0) {
      pushText();
      return { parts, end: at, closed: true };
    }
    if (char === '#' && depth > 0) {
      pushText();
      parts.push({ kind: 'number' });
      at += 1;
      continue;
    }
    if (char === '{') {
      const argument = matchAt(ARGUMENT, template, at);
      if (argument) {
        pushText();
        parts.push({ kind: 'argument', name: argument[1]!, source: argument[0] });
        at += argument[0].length;
        continue;
      }
      const plural = depth < MAX_NESTING ? parsePlural(template, at, depth) : undefined;
      if (plural) {
        pushText();
        parts.push(plural.part);
        at = plural.end;
        continue;
      }
    }
    text += char;
    at += 1;
  }
  pushText();
  return { parts, end: at, closed: false };
}

/**
 * Reads `{name, plural, selector {branch} …}` at `start`; undefined when it is
 * not one, and then its `{` is plain text. A template that ends before the
 * closing braces keeps the branches it has.
 */
function parsePlural(template: string, start: number, depth: number): { part: MessagePart; end: number } | undefined {
  const head = matchAt(PLURAL_START, template, start);
  if (!head) return undefined;
  const branches = new Map<string, readonly MessagePart[]>();
  let at = start + head[0].length;
  for (;;) {
    const close = matchAt(BRANCHES_END, template, at);
    if (close) {
      at += close[0].length;
      break;
    }
    const selector = matchAt(SELECTOR, template, at);
    if (!selector) {
      // No more branches: the argument ends with those it has (the closing `}` is missing); without any, it is text.
      if (branches.size === 0) return undefined;
      break;
    }
    const branch = parseText(template, at + selector[0].length, depth + 1);
    const key = selector[1]!.replace(/\s+/g, '');
    if (!branches.has(key)) branches.set(key, branch.parts);
    at = branch.closed ? branch.end + 1 : branch.end;
    if (!branch.closed) break;
  }
  return { part: { kind: 'plural', name: head[1]!, branches, source: template.slice(start, at) }, end: at };
}

interface PluralFormats {
  readonly rules: Intl.PluralRules;
  readonly numbers: Intl.NumberFormat;
}

const pluralFormats = new Map<string, PluralFormats>();

/** The locale's plural rules and number format, made once per locale; an unknown locale reads as de-AT. */
function pluralFormatsOf(locale: string): PluralFormats {
  let formats = pluralFormats.get(locale);
  if (!formats) {
    try {
      formats = { rules: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) };
    } catch {
      formats = pluralFormatsOf(DEFAULT_LOCALE);
    }
    pluralFormats.set(locale, formats);
  }
  return formats;
}

/** The parameter of a placeholder: positional ones by index only, named ones by own property only. */
function parameterOf(params: MessageParams, name: string): string | number | undefined {
  if (Array.isArray(params)) return /^\d+$/.test(name) ? (params as ReadonlyArray<string | number>)[Number(name)] : undefined;
  const lookup = params as Readonly<Record<string, string | number>>;
  return Object.prototype.hasOwnProperty.call(lookup, name) ? lookup[name] : undefined;
}

/** The number a plural argument counts: a number, or the value of a numeric string; NaN for any other text. */
function countOf(value: string | number): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

function render(
  parts: readonly MessagePart[],
  params: MessageParams,
  locale: string,
  /** What `#` shows: the number of the innermost plural argument. */
  count: string | undefined,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'number') out += count ?? '#';
    else {
      const value = parameterOf(params, part.name);
      if (value === undefined) out += part.source;
      else if (part.kind === 'argument') out += String(value);
      else out += renderPlural(part, value, params, locale);
    }
  }
  return out;
}

function renderPlural(
  plural: Extract<MessagePart, { kind: 'plural' }>,
  value: string | number,
  params: MessageParams,
  locale: string,
): string {
  const { rules, numbers } = pluralFormatsOf(locale);
  const count = countOf(value);
  const branch =
    [...plural.branches].find(([key]) => key.startsWith('=') && Number(key.slice(1)) === count)?.[1] ??
    plural.branches.get(Number.isNaN(count) ? 'other' : rules.select(count)) ??
    plural.branches.get('other');
  // Without a branch for the number the number itself is the best the message can say.
  const shown = typeof value === 'number' ? numbers.format(value) : String(value);
  return branch ? render(branch, params, locale, shown) : shown;
}

/**
 * Fills a message's placeholders and plural arguments (see the format above)
 * for `locale` (the i18n service's); never throws.
 */
export function formatMessage(template: string, params?: MessageParams, locale: string = DEFAULT_LOCALE): string {
  if (!params || !template.includes('{')) return template;
  return render(parseText(template, 0, 0).parts, params, locale, undefined);
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
