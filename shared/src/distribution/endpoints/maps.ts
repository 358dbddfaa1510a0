import * as z from 'zod/mini';
import {
  geocodedAddressSchema,
  placePredictionSchema,
  type GeocodedAddress,
  type PlacePrediction,
} from '../maps';
import type { ApiClient } from '../../platform/api/client';
import { queryBoolean, queryNumber, segment, text } from '../../platform/api/wire';

/*
 * doc 2 §7 map calls, answered by the backend's maps proxy. A failure is
 * silent for the shopper: the caller shows an empty result (doc 2 §8).
 * restrictCountry is an ISO 3166 alpha-2 code ('AT').
 */

const country = z.optional(z.string().check(z.regex(/^[A-Z]{2}$/)));

export const autocompletePlacesQuerySchema = z.object({
  q: text(200),
  addressOnly: z.optional(queryBoolean()),
  restrictCountry: country,
});
export const autocompletePlacesResponseSchema = z.array(placePredictionSchema);

/** doc 2 §7: GET /api/maps/places/autocomplete?q=…&addressOnly=…&restrictCountry=…. */
export function autocompletePlaces(
  api: ApiClient,
  query: { q: string; addressOnly?: boolean; restrictCountry?: string },
): Promise<PlacePrediction[]> {
  return api.request('GET', '/api/maps/places/autocomplete', { schema: autocompletePlacesResponseSchema, query: { ...query } });
}

export const geocodeLocationQuerySchema = z.object({
  latitude: queryNumber(-90, 90),
  longitude: queryNumber(-180, 180),
  addressOnly: z.optional(queryBoolean()),
});
/** Not shown in doc 2: the addresses at or near the point, best first; [] when there are none. */
export const geocodeResultsResponseSchema = z.array(geocodedAddressSchema);

/** doc 2 §7: GET /api/maps/geocode/location?latitude=…&longitude=…&addressOnly=… (reverse geocoding). */
export function geocodeLocation(
  api: ApiClient,
  query: { latitude: number; longitude: number; addressOnly?: boolean },
): Promise<GeocodedAddress[]> {
  return api.request('GET', '/api/maps/geocode/location', { schema: geocodeResultsResponseSchema, query: { ...query } });
}

/** The suggestion's texts, so the backend can fill parts the place lacks. */
export const geocodePlaceQuerySchema = z.object({
  primaryPart: z.optional(z.string().check(z.maxLength(200))),
  secondaryPart: z.optional(z.string().check(z.maxLength(200))),
});

/** doc 2 §7: GET /api/maps/geocode/{id}?primaryPart=…&secondaryPart=…, the address of an autocomplete suggestion. */
export async function geocodePlace(
  api: ApiClient,
  placeId: string,
  parts: { primaryPart?: string; secondaryPart?: string } = {},
): Promise<GeocodedAddress> {
  return api.request('GET', `/api/maps/geocode/${segment(placeId, 'place id')}`, {
    schema: geocodedAddressSchema,
    query: { ...parts },
  });
}

export const geocodeAddressQuerySchema = z.object({ address: text(300), restrictCountry: country });

/** doc 2 §7: GET /api/maps/geocode/address?address=…&restrictCountry=…, best match first. */
export function geocodeAddress(
  api: ApiClient,
  query: { address: string; restrictCountry?: string },
): Promise<GeocodedAddress[]> {
  return api.request('GET', '/api/maps/geocode/address', { schema: geocodeResultsResponseSchema, query: { ...query } });
}
