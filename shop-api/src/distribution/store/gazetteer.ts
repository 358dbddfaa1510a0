import type { GeocodedAddress, PlacePrediction, Position } from '@storefront/shared/distribution';
import { fromJson, type Db, type Migration } from '@storefront/server-kit/database/database';
import { foldForSearch } from '@storefront/shared/search';

/** A street of the gazetteer: house numbers `fromNumber`–`toNumber` spread evenly from `start` to `end`. */
export interface GazetteerStreet {
  readonly id: string;
  readonly name: string;
  readonly postalCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly country: string;
  readonly fromNumber: number;
  readonly toNumber: number;
  readonly start: Position;
  readonly end: Position;
}

/** How many suggestions and geocoding results are answered at most. */
export const MAX_PLACES = 5;
/** A point farther than this from every street has no street address. */
export const NEAREST_STREET_METRES = 1_000;
/** ... and farther than this from every street, no place at all. */
export const NEAREST_PLACE_METRES = 25_000;

export interface GazetteerRepository {
  /** Suggestions for a typed text: streets (with the house number when it exists) and, unless addressOnly, postal areas. */
  autocomplete(query: string, options: { addressOnly: boolean; restrictCountry?: string | undefined }): Promise<PlacePrediction[]>;
  /** The address of a suggestion's id; `primaryPart` may bring the house number a street suggestion lacks. */
  place(id: string, parts: { primaryPart?: string | undefined }): Promise<GeocodedAddress | undefined>;
  /** The addresses a free text names, best first. */
  geocodeAddress(address: string, restrictCountry: string | undefined): Promise<GeocodedAddress[]>;
  /** The nearest street addresses to a point, nearest first; unless addressOnly, the postal area when no street is near. */
  reverse(position: Position, addressOnly: boolean): Promise<GeocodedAddress[]>;
}

export const gazetteerMigrations: Migration[] = [
  {
    id: 'gazetteer-001',
    sql: `
      CREATE TABLE gazetteer_streets (
        id TEXT PRIMARY KEY,
        postal_code TEXT NOT NULL,
        city TEXT NOT NULL,
        country_code TEXT NOT NULL,
        document TEXT NOT NULL -- the GazetteerStreet as JSON
      );
      CREATE INDEX gazetteer_streets_country ON gazetteer_streets(country_code);
    `,
  },
];

export function seedGazetteer(db: Db, streets: readonly GazetteerStreet[]): void {
  const insert = db.prepare('INSERT INTO gazetteer_streets (id, postal_code, city, country_code, document) VALUES (?, ?, ?, ?, ?)');
  for (const street of streets) insert.run(street.id, street.postalCode, street.city, street.countryCode, JSON.stringify(street));
}

/** Folded and without spaces or punctuation, "str." spelled out: "Mariahilferstr. 8" reads like "Mariahilfer Straße 8". */
function compact(text: string): string {
  return foldForSearch(text)
    .replace(/str\.(?=\s|\d|,|$)/g, 'strasse')
    .replace(/[^a-z0-9]/g, '');
}

/** A typed address: the street part, a house number, and what follows (postal code and city). */
export interface AddressText {
  readonly street: string;
  readonly number?: string;
  readonly place: string;
}

const HOUSE_NUMBER = /^(.*?[^\d\s])\s*(\d+[a-zA-Z]?(?:\/\d+)?)(?:\s+(.*))?$/;

export function parseAddressText(text: string): AddressText {
  const [head = '', ...rest] = text.split(',');
  let place = rest.join(' ').trim();
  let street = head.trim();
  let number: string | undefined;
  // "1060 Wien" or "8010": no street, only the place.
  if (/^\d{4,5}\b/.test(street)) return { street: '', place: [street, place].filter(Boolean).join(' ') };
  const match = HOUSE_NUMBER.exec(street);
  if (match) {
    street = match[1]!.trim();
    number = match[2]!;
    if (match[3]) place = [match[3], place].filter(Boolean).join(' ');
  }
  return { street, ...(number ? { number } : {}), place };
}

function distanceMetres(a: Position, b: Position): number {
  const toRad = Math.PI / 180;
  const x = (b.lng - a.lng) * toRad * Math.cos(((a.lat + b.lat) / 2) * toRad);
  const y = (b.lat - a.lat) * toRad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

/** Where along the street (0 at its start, 1 at its end) the point lies closest, and how far it is. */
function projection(street: GazetteerStreet, point: Position): { t: number; metres: number } {
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const ax = street.start.lng * cos;
  const bx = street.end.lng * cos;
  const px = point.lng * cos;
  const [ay, by, py] = [street.start.lat, street.end.lat, point.lat];
  const lengthSquared = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / lengthSquared));
  return { t, metres: distanceMetres(point, positionAt(street, t)) };
}

function positionAt(street: GazetteerStreet, t: number): Position {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(street.start.lat + (street.end.lat - street.start.lat) * t), lng: round(street.start.lng + (street.end.lng - street.start.lng) * t) };
}

function houseNumberExists(street: GazetteerStreet, number: string | undefined): number is string {
  if (number === undefined) return false;
  const value = Number.parseInt(number, 10);
  return value >= street.fromNumber && value <= street.toNumber;
}

function numberPosition(street: GazetteerStreet, number: string): Position {
  const value = Number.parseInt(number, 10);
  return positionAt(street, street.toNumber === street.fromNumber ? 0.5 : (value - street.fromNumber) / (street.toNumber - street.fromNumber));
}

function addressOf(street: GazetteerStreet, number: string | undefined, position?: Position): GeocodedAddress {
  const known = houseNumberExists(street, number);
  return {
    streetName: street.name,
    ...(known ? { streetNumber: number } : {}),
    postalCode: street.postalCode,
    city: street.city,
    country: street.country,
    countryCode: street.countryCode,
    position: position ?? (known ? numberPosition(street, number) : positionAt(street, 0.5)),
  };
}

/** A postal area: its code, city and country, positioned at the middle of its streets. */
interface Locality {
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly countryCode: string;
  readonly position: Position;
}

function localitiesOf(streets: readonly GazetteerStreet[]): Locality[] {
  const byCode = new Map<string, GazetteerStreet[]>();
  for (const street of streets) {
    const key = `${street.countryCode}-${street.postalCode}`;
    byCode.set(key, [...(byCode.get(key) ?? []), street]);
  }
  return [...byCode.values()].map((group) => {
    const middles = group.map((street) => positionAt(street, 0.5));
    const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e6) / 1e6;
    const first = group[0]!;
    return {
      postalCode: first.postalCode,
      city: first.city,
      country: first.country,
      countryCode: first.countryCode,
      position: { lat: mean(middles.map((p) => p.lat)), lng: mean(middles.map((p) => p.lng)) },
    };
  });
}

function localityId(locality: Pick<Locality, 'countryCode' | 'postalCode'>): string {
  return `locality:${locality.countryCode}-${locality.postalCode}`;
}

function localityAddress(locality: Locality, position?: Position): GeocodedAddress {
  const { postalCode, city, country, countryCode } = locality;
  return { postalCode, city, country, countryCode, position: position ?? locality.position };
}

/** Whether the place text (postal code and/or city) fits the street or area. */
function placeMatches(place: string, candidate: { postalCode: string; city: string }): boolean {
  const wanted = compact(place);
  return wanted === '' || compact(`${candidate.postalCode} ${candidate.city}`).includes(wanted) || compact(`${candidate.city} ${candidate.postalCode}`).includes(wanted);
}

/** Streets the typed address names, the best first: the name starting with the text before the name containing it. */
function matchingStreets(streets: readonly GazetteerStreet[], text: AddressText): GazetteerStreet[] {
  const wanted = compact(text.street);
  if (wanted.length < 2) return [];
  return streets
    .flatMap((street) => {
      const name = compact(street.name);
      const score = name.startsWith(wanted) ? 2 : name.includes(wanted) ? 1 : 0;
      return score > 0 && placeMatches(text.place, street) ? [{ street, score }] : [];
    })
    .sort((a, b) => b.score - a.score || a.street.postalCode.localeCompare(b.street.postalCode) || a.street.name.localeCompare(b.street.name, 'de'))
    .map(({ street }) => street);
}

function matchingLocalities(streets: readonly GazetteerStreet[], query: string): Locality[] {
  const wanted = compact(query);
  if (wanted.length < 2) return [];
  return localitiesOf(streets)
    .filter((locality) => placeMatches(query, locality) || compact(locality.city).startsWith(wanted))
    .sort((a, b) => a.postalCode.localeCompare(b.postalCode));
}

const STREET_ID = /^street:([a-z0-9-]+)(?::(\d+[a-z]?))?$/;
const LOCALITY_ID = /^locality:([A-Z]{2})-(\d{4,5})$/;

export function createGazetteerRepository(db: Db): GazetteerRepository {
  const all = db.prepare<[], { document: string }>('SELECT document FROM gazetteer_streets ORDER BY postal_code, id');
  const inCountry = db.prepare<[string], { document: string }>('SELECT document FROM gazetteer_streets WHERE country_code = ? ORDER BY postal_code, id');
  const byId = db.prepare<[string], { document: string }>('SELECT document FROM gazetteer_streets WHERE id = ?');
  const byPostalCode = db.prepare<[string, string], { document: string }>(
    'SELECT document FROM gazetteer_streets WHERE country_code = ? AND postal_code = ? ORDER BY id',
  );

  function streets(restrictCountry?: string): GazetteerStreet[] {
    return (restrictCountry ? inCountry.all(restrictCountry) : all.all()).map((row) => fromJson<GazetteerStreet>(row.document));
  }

  return {
    async autocomplete(query, { addressOnly, restrictCountry }) {
      const candidates = streets(restrictCountry);
      const text = parseAddressText(query);
      const streetPredictions: PlacePrediction[] = matchingStreets(candidates, text).map((street) => {
        const withNumber = houseNumberExists(street, text.number);
        return {
          id: withNumber ? `street:${street.id}:${text.number!.toLowerCase()}` : `street:${street.id}`,
          primaryPart: withNumber ? `${street.name} ${text.number}` : street.name,
          secondaryPart: `${street.postalCode} ${street.city}, ${street.country}`,
        };
      });
      const areaPredictions: PlacePrediction[] = addressOnly
        ? []
        : matchingLocalities(candidates, text.street === '' ? text.place : query).map((locality) => ({
            id: localityId(locality),
            primaryPart: `${locality.postalCode} ${locality.city}`,
            secondaryPart: locality.country,
          }));
      return [...streetPredictions, ...areaPredictions].slice(0, MAX_PLACES);
    },

    async place(id, { primaryPart }) {
      const street = STREET_ID.exec(id);
      if (street) {
        const row = byId.get(street[1]!);
        if (!row) return undefined;
        const found = fromJson<GazetteerStreet>(row.document);
        // A street suggestion without a number: the number the shopper typed, when the street has it.
        const number = street[2] ?? (primaryPart ? parseAddressText(primaryPart).number : undefined);
        return addressOf(found, number);
      }
      const locality = LOCALITY_ID.exec(id);
      if (locality) {
        const group = byPostalCode.all(locality[1]!, locality[2]!).map((row) => fromJson<GazetteerStreet>(row.document));
        const [area] = localitiesOf(group);
        return area && localityAddress(area);
      }
      return undefined;
    },

    async geocodeAddress(address, restrictCountry) {
      const candidates = streets(restrictCountry);
      const text = parseAddressText(address);
      if (text.street === '') return matchingLocalities(candidates, text.place).slice(0, MAX_PLACES).map((locality) => localityAddress(locality));
      const found = matchingStreets(candidates, text);
      // A street that has the typed house number before one that does not.
      const ranked = [...found.filter((street) => houseNumberExists(street, text.number)), ...found.filter((street) => !houseNumberExists(street, text.number))];
      return ranked.slice(0, MAX_PLACES).map((street) => addressOf(street, text.number));
    },

    async reverse(point, addressOnly) {
      const measured = streets()
        .map((street) => ({ street, ...projection(street, point) }))
        .sort((a, b) => a.metres - b.metres);
      const near = measured.filter(({ metres }) => metres <= NEAREST_STREET_METRES).slice(0, MAX_PLACES);
      if (near.length > 0) {
        return near.map(({ street, t }) => {
          const number = String(Math.round(street.fromNumber + t * (street.toNumber - street.fromNumber)));
          return addressOf(street, number, point);
        });
      }
      const nearest = measured[0];
      if (addressOnly || !nearest || nearest.metres > NEAREST_PLACE_METRES) return [];
      const [area] = localitiesOf([nearest.street]);
      return area ? [localityAddress(area, point)] : [];
    },
  };
}
