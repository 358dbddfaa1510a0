import { SHOP_TIME_ZONE } from '../platform/i18n/shop-time';

/** A calendar date of the delivery pass means that day in the shop's time zone. */
export { SHOP_TIME_ZONE };

/** A delivery pass's validity dates (doc 2 §3). */
export interface DeliveryPassValidity {
  readonly startDate: string | Date | null | undefined;
  readonly endDate: string | Date | null | undefined;
}

export interface DeliveryPassOptions {
  /** Injectable clock; defaults to the current time. */
  readonly now?: Date;
  /** Defaults to SHOP_TIME_ZONE. */
  readonly timeZone?: string;
}

type Bound =
  /** A calendar date 'YYYY-MM-DD': the whole day in the shop's time zone. */
  | { kind: 'day'; value: string }
  /** A date-time without offset: a wall-clock time in the shop's time zone, 'YYYY-MM-DDTHH:mm:ss.sss'. */
  | { kind: 'wall'; value: string }
  /** A Date or a date-time with Z or an offset: an instant. */
  | { kind: 'instant'; value: number };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function parseBound(value: string | Date | null | undefined): Bound | undefined {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : { kind: 'instant', value: time };
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DATE_ONLY.test(text)) return { kind: 'day', value: text };
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, date, hours, minutes, seconds = '00', millis = ''] = local;
    return { kind: 'wall', value: `${date}T${hours}:${minutes}:${seconds}.${millis.padEnd(3, '0')}` };
  }
  if (!WITH_OFFSET.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : { kind: 'instant', value: time };
}

/** The wall-clock time of an instant in a time zone, as 'YYYY-MM-DDTHH:mm:ss.sss'. */
function wallClock(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '00';
  const millis = String(now.getUTCMilliseconds()).padStart(3, '0');
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}.${millis}`;
}

/** -1, 0 or 1: where the current moment lies relative to a bound, at the bound's precision. */
function compareNow(now: Date, nowWall: string, bound: Bound): number {
  const [current, limit] =
    bound.kind === 'instant'
      ? [now.getTime(), bound.value]
      : bound.kind === 'day'
        ? [nowWall.slice(0, 10), bound.value]
        : [nowWall, bound.value];
  return current < limit ? -1 : current > limit ? 1 : 0;
}

/**
 * A delivery pass is valid between its startDate and endDate, both inclusive
 * (doc 2 §9). Time zones: a calendar date ('2025-03-31') means that whole day in
 * the shop's time zone (valid from 00:00 of the start day to the end of the end
 * day, Vienna time, whatever the browser's zone); a date-time with Z or an offset
 * is an exact instant; a date-time without offset is a wall-clock time in the
 * shop's time zone. A missing or unreadable date makes the pass invalid.
 */
export function isDeliveryPassValid(pass: DeliveryPassValidity, options: DeliveryPassOptions = {}): boolean {
  const start = parseBound(pass.startDate);
  const end = parseBound(pass.endDate);
  if (!start || !end) return false;
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) return false;
  const nowWall = wallClock(now, options.timeZone ?? SHOP_TIME_ZONE);
  return compareNow(now, nowWall, start) >= 0 && compareNow(now, nowWall, end) <= 0;
}
