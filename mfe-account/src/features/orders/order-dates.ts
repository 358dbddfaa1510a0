import { formatShopDay, formatShopTime } from '@storefront/shared/platform/i18n';

/** A day as the shopper reads it in the shop's time zone: "Sa., 21.11.2026". */
export function orderDay(iso: string, locale: string): string {
  return formatShopDay(iso, locale, 'medium');
}

/** A time of day in the shop's time zone: "08:00". */
export function orderTime(iso: string, locale: string): string {
  return formatShopTime(iso, locale);
}
