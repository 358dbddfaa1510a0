/**
 * The shop's time zone. The market is German-speaking with de-AT formats (doc 1 §1), the stores and
 * the delivery windows are in Vienna, so every time the shop shows (a window, a pickup, an order's
 * date, a pass's last day) is written in this zone, whatever zone the shopper's device is set to.
 */
export const SHOP_TIME_ZONE = 'Europe/Vienna';

type Moment = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE })));
  return format;
}

/**
 * The ways the shop writes a day: "Do., 03.12." (short), "Do., 03.12.2026" (medium), "Donnerstag, 03.12.2026"
 * (long), "3. Dezember 2026" (spelled), "Donnerstag, 3. Dezember 2026" (full), "03.12.2026" (numeric).
 */
const DAY_STYLES = {
  short: { weekday: 'short', day: '2-digit', month: '2-digit' },
  medium: { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' },
  spelled: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ShopDayStyle = keyof typeof DAY_STYLES;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day of a moment in the shop's time zone, written in `style`. A 'YYYY-MM-DD' date without a
 * time (a shopDayKey, a pass's last day) is that day on every device.
 */
export function formatShopDay(moment: Moment, locale: string, style: ShopDayStyle = 'medium'): string {
  // Noon UTC of a calendar day is the same day in Vienna (UTC+1 or +2).
  const instant = typeof moment === 'string' && CALENDAR_DAY.test(moment) ? `${moment}T12:00:00Z` : moment;
  return formatIn(locale, DAY_STYLES[style]).format(new Date(instant));
}

/** The time of day of a moment in the shop's time zone, on the 24-hour clock: "08:00". */
export function formatShopTime(moment: Moment, locale: string): string {
  return formatIn(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(moment));
}

/** The calendar day of a moment in the shop's time zone as 'YYYY-MM-DD', to group and compare days by. */
export function shopDayKey(moment: Moment): string {
  const parts = formatIn('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
