import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  autocompletePlacesQuerySchema,
  geocodeAddressQuerySchema,
  geocodeLocationQuerySchema,
  geocodePlaceQuerySchema,
} from '@storefront/shared/distribution';
import type { GeocodedAddress, PlacePrediction } from '@storefront/shared/distribution';
import { notFound, parseInput } from '../http/errors';
import type { ShopStore } from '../store/shop-store';

const placeParamsSchema = z.object({
  id: z
    .string()
    .max(120, 'must be at most 120 characters')
    .regex(/^(?:street:[a-z0-9-]+(?::\d+[a-z]?)?|locality:[A-Z]{2}-\d{4,5})$/, 'must be a place id from the autocomplete'),
});

/**
 * doc 2 §7 map calls, answered from the seeded gazetteer (store/gazetteer.ts):
 * no call leaves the machine. Autocomplete suggestions carry ids that
 * GET /api/maps/geocode/{id} resolves; an id the gazetteer does not know is
 * 404 placeNotFound.
 */
export const mapsRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.get('/api/maps/places/autocomplete', async (request): Promise<PlacePrediction[]> => {
    const { q, addressOnly, restrictCountry } = parseInput(autocompletePlacesQuerySchema, request.query);
    return store.gazetteer.autocomplete(q, { addressOnly: addressOnly ?? false, restrictCountry });
  });

  app.get('/api/maps/geocode/location', async (request): Promise<GeocodedAddress[]> => {
    const { latitude, longitude, addressOnly } = parseInput(geocodeLocationQuerySchema, request.query);
    return store.gazetteer.reverse({ lat: latitude, lng: longitude }, addressOnly ?? false);
  });

  app.get('/api/maps/geocode/address', async (request): Promise<GeocodedAddress[]> => {
    const { address, restrictCountry } = parseInput(geocodeAddressQuerySchema, request.query);
    return store.gazetteer.geocodeAddress(address, restrictCountry);
  });

  app.get('/api/maps/geocode/:id', async (request): Promise<GeocodedAddress> => {
    const { id } = parseInput(placeParamsSchema, request.params);
    const parts = parseInput(geocodePlaceQuerySchema, request.query);
    const place = await store.gazetteer.place(id, parts);
    if (!place) throw notFound('placeNotFound', 'Place not found');
    return place;
  });
};
