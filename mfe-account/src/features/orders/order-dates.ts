import { SHOP_TIME_ZONE } from '@storefront/shared/cart';

/** A day as the shopper reads it in the shop's time zone: "Sa., 21.11.2026". */
export function orderDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** A time of day in the shop's time zone: "08:00". */
export function orderTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
