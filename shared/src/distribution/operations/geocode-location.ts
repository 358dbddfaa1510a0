import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryBoolean, queryNumber } from '../../platform/api/wire';
import { geocodedAddressSchema } from '../maps';

/**
 * Reverse geocoding: the addresses at or near a position, best first; none is
 * an empty list. A failure is silent for the shopper.
 */
export const geocodeLocation = defineOperation({
  method: 'GET',
  path: '/api/maps/geocode/location',
  domain: 'distribution',
  summary: 'Reverse geocoding',
  query: z.object({
    latitude: queryNumber(-90, 90),
    longitude: queryNumber(-180, 180),
    addressOnly: z.optional(queryBoolean()),
  }),
  response: z.array(geocodedAddressSchema),
  features: [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
});
