import type { ServiceType } from '@storefront/shared/distribution';

/** Opening hours of a store, per weekday (0 = Sunday), as 'HH:MM' pairs; a missing day is closed. */
export type OpeningHours = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, { opens: string; closes: string }>>;

export interface StoreSeed {
  readonly storeId: string;
  readonly name: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly position: { lat: number; lng: number };
  readonly openingHours: OpeningHours;
  /** A closed store keeps its id (old carts may name it) but takes no orders. */
  readonly status: 'OPEN' | 'CLOSED';
  readonly pickingUnitIds: readonly string[];
}

export interface DeliveryAreaSeed {
  readonly deliveryAreaNumber: string;
  readonly name: string;
  /** The store whose picking units pick the area's orders. */
  readonly storeId: string;
  /** Inclusive ranges of the four-digit Austrian postal codes the area serves. */
  readonly postalCodes: ReadonlyArray<readonly [number, number]>;
  /** The area on the map: a circle around a centre, for the intersection call. */
  readonly centre: { lat: number; lng: number };
  readonly radiusKm: number;
  /** Days ahead (from today, 0-based) from which the area's windows have no service fee published yet. */
  readonly feesPublishedForDays?: number;
}

/** The area shown before a shopper has chosen one. */
export const DEFAULT_DELIVERY_AREA = 'LG-WIEN-MITTE';

/**
 * Time windows: two hours each, Monday to Saturday, booked at a store (click
 * and collect) or a delivery area (delivery). Capacity is the number of orders
 * a window takes; fees in cents, the early and late delivery windows dearer.
 */
export const WINDOW_RULES: Readonly<
  Record<ServiceType, { readonly capacity: number; readonly firstHour: number; readonly fee: (startHour: number) => number }>
> = {
  DELIVERY: { capacity: 6, firstHour: 8, fee: (hour) => (hour === 8 || hour >= 18 ? 590 : 390) },
  CLICK_AND_COLLECT: { capacity: 10, firstHour: 9, fee: () => 190 },
};

/** Windows are offered for this many days, today included. */
export const WINDOW_DAYS = 14;
/** A window can be booked until this long before it starts (picking and loading). */
export const WINDOW_CUTOFF_MS = 2 * 60 * 60 * 1000;
