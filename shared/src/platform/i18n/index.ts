import type { I18nService } from '../contracts/services';

export { SHOP_TIME_ZONE, formatShopDay, formatShopTime, shopDayKey, type ShopDayStyle } from './shop-time';

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
 * The message format: plain text with placeholders. `{0}`, `{1}` take the
 * positional parameters (an array), `{name}` the named ones (a record); a
 * placeholder without a parameter stays as it is.
 *
 * Plurals are keyed variants: a message that counts something is written once
 * per plural category of the locale, `key_one` and `key_other` (i18next's
 * convention), and `t(key, params)` picks the variant by the count: the
 * parameter `count`, or the first positional one (the validation rules pass
 * their limits as text: '24'). The category comes from `Intl.PluralRules` of
 * the service's locale; a category the bundle does not write, or a call
 * without a count, takes `key_other`; a message written without variants is
 * used as it is. So a shopper reads
 * "1 Produkt gefunden" and "2 Produkte gefunden". Choosing a variant needs no
 * parser: the shell ships this in its first bytes.
 */

/** Fills `{0}`, `{1}` (positional) or `{name}` placeholders; an unknown placeholder stays as it is. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  const lookup = params as Readonly<Record<string, string | number>>;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(lookup, name) ? String(lookup[name]) : match,
  );
}

/** The number a message counts: `count`, else the first positional parameter; a numeric text counts too. */
export function countOf(params: MessageParams | undefined): number | undefined {
  const value = params && ((params as Readonly<Record<string, string | number>>)['count'] ?? (params as Readonly<Record<string, string | number>>)[0]);
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : undefined;
}

/** The i18n service over a tenant's message bundle (doc 1 §3: messageBundle). */
export function createI18n(messageBundle: Readonly<Record<string, string>>, options: I18nOptions = {}): I18nService {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const priceFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const weightFormat = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
  const numberFormat = new Intl.NumberFormat(locale);
  const reported = new Set<string>();
  const pluralRules = new Intl.PluralRules(locale);

  return {
    locale,
    t(key, params) {
      const count = countOf(params);
      const template =
        (count === undefined ? undefined : messageBundle[`${key}_${pluralRules.select(count)}`]) ?? messageBundle[key] ?? messageBundle[`${key}_other`];
      if (template === undefined) {
        if (!reported.has(key)) {
          reported.add(key);
          options.onMissingKey?.(key);
        }
        return options.mode === 'development' ? `⟦${key}⟧` : key;
      }
      return formatMessage(template, params);
    },
    formatNumber(value) {
      return numberFormat.format(value);
    },
    formatPrice(cents) {
      // Prices are in cents.
      return priceFormat.format(cents / 100);
    },
    formatWeight(grams) {
      // Weights are in grams, shown in kg as value / 1000 (doc 2 §9).
      return weightFormat.format(grams / 1000);
    },
  };
}
