import * as z from 'zod/mini';
import { nonEmptyString } from '../platform/schemas/common';
import { positionSchema } from './distribution';

/**
 * One autocomplete suggestion (GET /api/maps/places/autocomplete). Not shown
 * in doc 2 beyond what GET /api/maps/geocode/{id} takes back: the place id
 * and the suggestion's primary and secondary text.
 */
export const placePredictionSchema = z.looseObject({
  id: nonEmptyString,
  primaryPart: z.string(),
  secondaryPart: z.optional(z.string()),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

/**
 * A geocoded address. Geocoding may be incomplete: any part may
 * be missing (address-validity.ts: isGeocodingComplete).
 */
export const geocodedAddressSchema = z.looseObject({
  streetName: z.optional(z.string()),
  streetNumber: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  position: positionSchema,
});
export type GeocodedAddress = z.infer<typeof geocodedAddressSchema>;
