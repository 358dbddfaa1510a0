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

/** Fills `{0}`, `{1}` (positional) or `{name}` placeholders; an unknown placeholder stays as it is. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  const lookup = params as Readonly<Record<string, string | number>>;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(lookup, name) ? String(lookup[name]) : match,
  );
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
      return formatMessage(template, params);
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
