import * as z from 'zod/mini';
import type { CheckoutStore } from '@storefront/shared/distribution';

/** A store's opening hours as the store list sends them: ISO weekday (1 Monday … 7 Sunday) → opens and closes ("07:30"). */
const openingHoursSchema = z.record(
  z.string().check(z.regex(/^[1-7]$/)),
  z.object({ opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)), closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)) }),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** The opening hours of a store, or none when the store list has none it can read. */
export function openingHoursOf(store: CheckoutStore): OpeningHours | undefined {
  const parsed = z.safeParse(openingHoursSchema, (store as Record<string, unknown>)['openingHours']);
  return parsed.success ? parsed.data : undefined;
}

/** Days with the same hours read as one line: Mo–Fr 07:30–20:00, Sa 07:30–18:00, So geschlossen. */
export function openingLines(hours: OpeningHours, dayNames: readonly string[], closed: string): Array<{ days: string; hours: string }> {
  const lines: Array<{ first: number; last: number; hours: string }> = [];
  for (let day = 1; day <= 7; day++) {
    const slot = hours[String(day)];
    const text = slot ? `${slot.opens}–${slot.closes}` : closed;
    const previous = lines.at(-1);
    if (previous && previous.hours === text && previous.last === day - 1) previous.last = day;
    else lines.push({ first: day, last: day, hours: text });
  }
  return lines.map(({ first, last, hours: text }) => ({
    days: first === last ? dayNames[first - 1]! : `${dayNames[first - 1]}–${dayNames[last - 1]}`,
    hours: text,
  }));
}

/** Distance in km between two positions on the earth (haversine, mean radius 6371 km). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
