import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { autocompletePlaces, geocodeAddress, geocodeLocation, geocodePlace } from '@storefront/shared/distribution';
import { notFound, parseInput } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import type { ShopStore } from '../../platform/shop-store';

/**
 * The place ids this gazetteer hands out: a street (optionally with a house
 * number) or a postal area. The API takes any map provider's id
 * (geocodePlace); an id of another form cannot be one of these suggestions,
 * so it is bad input here, not an unknown place.
 */
const gazetteerPlaceSchema = z.object({
  id: z.string().regex(/^(?:street:[a-z0-9-]+(?::\d+[a-z]?)?|locality:[A-Z]{2}-\d{4,5})$/, 'must be a place id from the autocomplete'),
});

/**
 * The map calls, answered from the seeded gazetteer
 * (store/gazetteer.ts): no call leaves the machine. Autocomplete suggestions carry ids that
 * GET /api/maps/geocode/{id} resolves; an id the gazetteer does not know is
 * 404 placeNotFound.
 */
export const mapsRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const route = operationRouter(app);

  route(autocompletePlaces, async ({ query: { q, addressOnly, restrictCountry } }) =>
    store.gazetteer.autocomplete(q, { addressOnly: addressOnly ?? false, restrictCountry }),
  );

  route(geocodeLocation, async ({ query: { latitude, longitude, addressOnly } }) =>
    store.gazetteer.reverse({ lat: latitude, lng: longitude }, addressOnly ?? false),
  );

  route(geocodeAddress, async ({ query: { address, restrictCountry } }) => store.gazetteer.geocodeAddress(address, restrictCountry));

  route(geocodePlace, async ({ params, query }) => {
    const { id } = parseInput(gazetteerPlaceSchema, params);
    const place = await store.gazetteer.place(id, query);
    if (!place) throw notFound('placeNotFound', 'Place not found');
    return place;
  });
};
