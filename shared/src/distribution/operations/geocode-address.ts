import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { geocodedAddressSchema } from '../maps';

/**
 * The addresses matching a text, best first, optionally within one country
 * (ISO 3166 alpha-2, 'AT'). A failure is silent for the shopper (doc 2 §7, §8).
 */
export const geocodeAddress = defineOperation({
  method: 'GET',
  path: '/api/maps/geocode/address',
  domain: 'distribution',
  summary: 'Geocode an address',
  query: z.object({ address: text(300), restrictCountry: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))) }),
  response: z.array(geocodedAddressSchema),
  features: [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
});
