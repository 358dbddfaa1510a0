import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { geocodedAddressSchema } from '../maps';

/**
 * The address of an autocomplete suggestion, by its place id. The
 * suggestion's texts travel along, so the backend can fill parts the place
 * lacks (a house number typed by the shopper). An incomplete address (no
 * street) still reads (doc 2 §5 geocoding, §7).
 */
export const geocodePlace = defineOperation({
  method: 'GET',
  path: '/api/maps/geocode/:id',
  /** The map provider's place id, as the suggestion carried it. */
  params: z.object({ id: text(120) }),
  domain: 'distribution',
  summary: 'The address of an autocomplete suggestion',
  query: z.object({
    primaryPart: z.optional(z.string().check(z.maxLength(200))),
    secondaryPart: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: geocodedAddressSchema,
  features: [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
});
