/** A day of the calendar, without time or zone: what a date field means. */
export interface CalendarDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A birthdate is read with the locale's date format (doc 1 §3); de-AT writes 24.12.1990 (or 4.5.1990).
const LOCALE_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A date field's text as a calendar day: `YYYY-MM-DD` (a date input's value) or
 * the locale's `D.M.YYYY`; undefined when it is neither or names no real day
 * (31.04., 29.02. outside a leap year, year 0000).
 */
export function parseFormDate(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const local = iso ? undefined : LOCALE_DATE.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : undefined;
  if (!parts) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** A date field's text names a real calendar day ("valid date", "must be a date", doc 2 §5). */
export function isFormDate(value: string): boolean {
  return parseFormDate(value) !== undefined;
}

/** The calendar day of a moment, in the browser's zone (the shopper's "today"). */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

/**
 * Completed years from `birth` to `today`: one more on each birthday. Someone
 * born on 29 February is a year older on 1 March in a year without one.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}
