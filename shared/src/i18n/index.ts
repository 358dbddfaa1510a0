import type { I18nService } from '../contracts/services';

/**
 * The i18n service over a tenant's message bundle. A missing key renders as the
 * key itself so a gap in a bundle is visible but never breaks a page.
 */
export function createI18n(messageBundle: Readonly<Record<string, string>>, locale = 'de-DE'): I18nService {
  const priceFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return {
    locale,
    t(key, params) {
      const template = messageBundle[key] ?? key;
      if (!params) return template;
      return template.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in params ? String(params[name]) : match,
      );
    },
    formatPrice(cents) {
      return priceFormat.format(cents / 100);
    },
  };
}
