import { SHOP_TIME_ZONE } from '@storefront/shared/cart';

/** The calendar date ('YYYY-MM-DD') of an instant in the shop's time zone (Vienna). */
export function shopDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The UTC offset of Vienna at an instant, as '+01:00' or '+02:00'. */
function offsetAt(instant: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return sign * (Number(hours) * 60 + Number(minutes));
}

/**
 * A wall-clock time in Vienna on a calendar date, as an ISO date-time with its
 * offset (e.g. '2026-03-02T08:00:00+01:00'): what the shop's time windows are.
 */
export function shopDateTime(date: string, hour: number, minute = 0): string {
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour, minute);
  // The offset at the wall time read as UTC is right except within an hour of a switch, which no window touches.
  const offset = offsetAt(new Date(wall - offsetMinutes(offsetAt(new Date(wall))) * 60_000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T${pad(hour)}:${pad(minute)}:00${offset}`;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const time = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * The last day of a period of `months` calendar months that starts on the
 * calendar date `start`, both days included (a delivery pass): the day before
 * the same day of the month `months` later, or the last day of that month
 * when it has no such day (31 January + 1 month ends on 28 or 29 February).
 */
export function periodEndDate(start: string, months: number): string {
  const monthIndex = Number(start.slice(5, 7)) - 1 + months;
  const year = Number(start.slice(0, 4)) + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const day = Number(start.slice(8, 10));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = (dayOfMonth: number) => new Date(Date.UTC(year, month, dayOfMonth)).toISOString().slice(0, 10);
  return day > daysInMonth ? date(daysInMonth) : addDays(date(day), -1);
}
