import type { CheckoutStore, DeliveryArea, Position, ServiceType } from '@storefront/shared/distribution';
import { addDays, shopDate, shopDateTime, weekday } from '../../platform/shop-time';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';
import {
  DEFAULT_DELIVERY_AREA,
  WINDOW_CUTOFF_MS,
  WINDOW_DAYS,
  WINDOW_RULES,
  type DeliveryAreaSeed,
  type OpeningHours,
  type StoreSeed,
} from '../rules/distribution-rules';

export type ShopLocation = StoreSeed;

export interface TimeWindow {
  readonly id: string;
  /** The store (click and collect) or delivery area (delivery) the window is booked at. */
  readonly appointableId: string;
  readonly serviceType: ServiceType;
  readonly start: string;
  readonly end: string;
  readonly capacity: number;
  readonly booked: number;
  /** Cents; null while the fee of the window is not published. */
  readonly serviceFee: number | null;
}

/** Whether a window can no longer be booked at `now` (its cut-off has passed). */
export function windowExpired(window: Pick<TimeWindow, 'start'>, now: Date): boolean {
  return now.getTime() >= Date.parse(window.start) - WINDOW_CUTOFF_MS;
}

export function windowFull(window: Pick<TimeWindow, 'booked' | 'capacity'>): boolean {
  return window.booked >= window.capacity;
}

export interface DistributionRepository {
  /** Every store, closed ones included (a cart may still name one). */
  stores(): ShopLocation[];
  findStore(storeId: string): ShopLocation | undefined;
  findDeliveryArea(deliveryAreaNumber: string): DeliveryArea | undefined;
  deliveryAreaForPostalCode(postalCode: string): DeliveryArea | undefined;
  /** The area whose circle holds the position, the nearest centre first; undefined outside every area. */
  deliveryAreaAt(position: Position): DeliveryArea | undefined;
  defaultDeliveryArea(): DeliveryArea;
  /** The windows of an appointable from `now` on (expired ones of today included), by start. */
  windows(appointableId: string, now: Date): TimeWindow[];
  findWindow(id: string): TimeWindow | undefined;
}

export const distributionMigrations: Migration[] = [
  {
    id: 'distribution-001',
    sql: `
      CREATE TABLE stores (
        id TEXT PRIMARY KEY,
        status TEXT NOT NULL CHECK (status IN ('OPEN', 'CLOSED')),
        document TEXT NOT NULL -- StoreSeed as JSON: name, address, position, opening hours, picking units
      );
      CREATE TABLE delivery_areas (
        id TEXT PRIMARY KEY,
        store_id TEXT NOT NULL REFERENCES stores(id),
        document TEXT NOT NULL -- DeliveryAreaSeed as JSON
      );
      CREATE TABLE delivery_area_postal_codes (
        area_id TEXT NOT NULL REFERENCES delivery_areas(id) ON DELETE CASCADE,
        postal_from INTEGER NOT NULL,
        postal_to INTEGER NOT NULL
      );
      CREATE INDEX delivery_area_postal_codes_range ON delivery_area_postal_codes(postal_from, postal_to);
      CREATE TABLE time_windows (
        id TEXT PRIMARY KEY,
        appointable_id TEXT NOT NULL,
        service_type TEXT NOT NULL CHECK (service_type IN ('DELIVERY', 'CLICK_AND_COLLECT')),
        start TEXT NOT NULL,
        end TEXT NOT NULL,
        capacity INTEGER NOT NULL CHECK (capacity >= 0),
        booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0),
        service_fee_cents INTEGER NULL
      );
      CREATE INDEX time_windows_appointable ON time_windows(appointable_id, start);
    `,
  },
  {
    // Every tenant picks up at these stores: their names drop the default shop's ("Frischmarkt Wien Favoriten"
    // on Biogarten), as the seed now names them.
    id: 'distribution-002',
    sql: `UPDATE stores SET document = json_set(document, '$.name', substr(json_extract(document, '$.name'), length('Frischmarkt ') + 1))
          WHERE json_extract(document, '$.name') LIKE 'Frischmarkt %';`,
  },
];

export function seedDistribution(db: Db, stores: readonly StoreSeed[], areas: readonly DeliveryAreaSeed[]): void {
  const insertStore = db.prepare('INSERT INTO stores (id, status, document) VALUES (?, ?, ?)');
  const insertArea = db.prepare('INSERT INTO delivery_areas (id, store_id, document) VALUES (?, ?, ?)');
  const insertRange = db.prepare('INSERT INTO delivery_area_postal_codes (area_id, postal_from, postal_to) VALUES (?, ?, ?)');
  for (const store of stores) insertStore.run(store.storeId, store.status, JSON.stringify(store));
  for (const area of areas) {
    insertArea.run(area.deliveryAreaNumber, area.storeId, JSON.stringify(area));
    for (const [from, to] of area.postalCodes) insertRange.run(area.deliveryAreaNumber, from, to);
  }
}

interface WindowRow {
  id: string;
  appointable_id: string;
  service_type: ServiceType;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  service_fee_cents: number | null;
}

function toWindow(row: WindowRow): TimeWindow {
  return {
    id: row.id,
    appointableId: row.appointable_id,
    serviceType: row.service_type,
    start: row.start,
    end: row.end,
    capacity: row.capacity,
    booked: row.booked,
    serviceFee: row.service_fee_cents,
  };
}

function hourOf(time: string): number {
  return Number(time.slice(0, 2));
}

/** The two-hour windows of a day: delivery 08–20 (Saturday –18), pickup from 09 while the store is open. */
function windowHours(serviceType: ServiceType, date: string, openingHours: OpeningHours | undefined): number[] {
  const day = weekday(date) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  if (day === 0) return [];
  const rule = WINDOW_RULES[serviceType];
  const hours = serviceType === 'DELIVERY' ? { opens: 8, closes: day === 6 ? 18 : 20 } : openingHours?.[day];
  if (!hours) return [];
  const opens = typeof hours.opens === 'number' ? hours.opens : Math.ceil(hourOf(hours.opens));
  const closes = typeof hours.closes === 'number' ? hours.closes : hourOf(hours.closes);
  const result: number[] = [];
  for (let hour = Math.max(rule.firstHour, opens); hour + 2 <= closes; hour += 2) result.push(hour);
  return result;
}

function presentArea(area: DeliveryAreaSeed, store: StoreSeed | undefined): DeliveryArea {
  return {
    deliveryAreaNumber: area.deliveryAreaNumber,
    name: area.name,
    storeId: area.storeId,
    pickingUnitIds: [...(store?.pickingUnitIds ?? [])],
    postalCodes: area.postalCodes.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)),
  };
}

/** Great-circle distance in km. */
function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function presentCheckoutStore(store: StoreSeed): CheckoutStore {
  return {
    storeId: store.storeId,
    name: store.name,
    streetName: store.streetName,
    streetNumber: store.streetNumber,
    postalCode: store.postalCode,
    city: store.city,
    countryCode: 'AT',
    position: store.position,
    openingHours: store.openingHours,
    pickingUnitIds: store.pickingUnitIds,
  };
}

export function createDistributionRepository(db: Db, defaultAreaNumber: string = DEFAULT_DELIVERY_AREA): DistributionRepository {
  const allStores = db.prepare<[], { document: string }>('SELECT document FROM stores ORDER BY id');
  const storeById = db.prepare<[string], { document: string }>('SELECT document FROM stores WHERE id = ?');
  const allAreas = db.prepare<[], { document: string }>('SELECT document FROM delivery_areas ORDER BY id');
  const areaById = db.prepare<[string], { document: string }>('SELECT document FROM delivery_areas WHERE id = ?');
  const areaByPostalCode = db.prepare<[number], { document: string }>(
    `SELECT a.document FROM delivery_areas a JOIN delivery_area_postal_codes p ON p.area_id = a.id
     WHERE ? BETWEEN p.postal_from AND p.postal_to ORDER BY a.id LIMIT 1`,
  );
  const windowsOf = db.prepare<[string, string], WindowRow>(
    'SELECT * FROM time_windows WHERE appointable_id = ? AND start >= ? ORDER BY start',
  );
  const windowById = db.prepare<[string], WindowRow>('SELECT * FROM time_windows WHERE id = ?');
  const insertWindow = db.prepare(
    `INSERT OR IGNORE INTO time_windows (id, appointable_id, service_type, start, end, capacity, service_fee_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  const findStore = (storeId: string) => {
    const row = storeById.get(storeId);
    return row && fromJson<StoreSeed>(row.document);
  };
  const areaSeed = (id: string) => {
    const row = areaById.get(id);
    return row && fromJson<DeliveryAreaSeed>(row.document);
  };
  const present = (area: DeliveryAreaSeed) => presentArea(area, findStore(area.storeId));

  /**
   * Windows are generated as the days come: always the next WINDOW_DAYS days,
   * inserted once (the ids are fixed per place, day and hour). Whether the
   * last days exist is read from the table, so a reset database fills again.
   */
  const lastStart = db.prepare<[], { last: string | null }>('SELECT MAX(start) AS last FROM time_windows');
  const ensureWindows = db.transaction((today: string) => {
    const stores = allStores.all().map((row) => fromJson<StoreSeed>(row.document));
    const areas = allAreas.all().map((row) => fromJson<DeliveryAreaSeed>(row.document));
    for (let offset = 0; offset < WINDOW_DAYS; offset += 1) {
      const date = addDays(today, offset);
      const dateKey = date.replaceAll('-', '');
      for (const store of stores) {
        if (store.status !== 'OPEN') continue;
        for (const hour of windowHours('CLICK_AND_COLLECT', date, store.openingHours)) {
          const rule = WINDOW_RULES.CLICK_AND_COLLECT;
          const id = `${store.storeId}-${dateKey}-${String(hour).padStart(2, '0')}`;
          insertWindow.run(id, store.storeId, 'CLICK_AND_COLLECT', shopDateTime(date, hour), shopDateTime(date, hour + 2), rule.capacity, rule.fee(hour));
        }
      }
      for (const area of areas) {
        for (const hour of windowHours('DELIVERY', date, undefined)) {
          const rule = WINDOW_RULES.DELIVERY;
          const published = area.feesPublishedForDays === undefined || offset < area.feesPublishedForDays;
          const id = `${area.deliveryAreaNumber}-${dateKey}-${String(hour).padStart(2, '0')}`;
          insertWindow.run(id, area.deliveryAreaNumber, 'DELIVERY', shopDateTime(date, hour), shopDateTime(date, hour + 2), rule.capacity, published ? rule.fee(hour) : null);
        }
      }
    }
  });
  const ensure = (now: Date) => {
    const today = shopDate(now);
    const last = lastStart.get()?.last;
    const lastDay = addDays(today, WINDOW_DAYS - 1);
    // A Sunday has no windows: then the Saturday before is the last day that has some.
    const needed = weekday(lastDay) === 0 ? addDays(lastDay, -1) : lastDay;
    if (last && last.slice(0, 10) >= needed) return;
    ensureWindows(today);
  };

  return {
    stores() {
      return allStores.all().map((row) => fromJson<StoreSeed>(row.document));
    },
    findStore,
    findDeliveryArea(id) {
      const area = areaSeed(id);
      return area && present(area);
    },
    deliveryAreaForPostalCode(postalCode) {
      const trimmed = postalCode.trim();
      if (!/^\d{4}$/.test(trimmed)) return undefined;
      const row = areaByPostalCode.get(Number(trimmed));
      return row && present(fromJson<DeliveryAreaSeed>(row.document));
    },
    deliveryAreaAt(position) {
      const areas = allAreas
        .all()
        .map((row) => fromJson<DeliveryAreaSeed>(row.document))
        .map((area) => ({ area, distance: distanceKm(area.centre, position) }))
        .filter(({ area, distance }) => distance <= area.radiusKm)
        .sort((a, b) => a.distance - b.distance);
      return areas[0] && present(areas[0].area);
    },
    defaultDeliveryArea() {
      const area = areaSeed(defaultAreaNumber);
      if (!area) throw new Error(`The default delivery area ${defaultAreaNumber} is not seeded`);
      return present(area);
    },
    windows(appointableId, now) {
      ensure(now);
      return windowsOf.all(appointableId, shopDateTime(shopDate(now), 0)).map(toWindow);
    },
    findWindow(id) {
      const row = windowById.get(id);
      return row && toWindow(row);
    },
  };
}

