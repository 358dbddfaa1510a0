import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryBoolean, text } from '../../platform/api/wire';
import { placePredictionSchema } from '../maps';

/**
 * Address suggestions for what the shopper typed (q), optionally addresses
 * only and within one country (ISO 3166 alpha-2, 'AT'). A failure is silent
 * for the shopper: the caller shows no suggestions.
 */
export const autocompletePlaces = defineOperation({
  method: 'GET',
  path: '/api/maps/places/autocomplete',
  domain: 'distribution',
  summary: 'Address autocomplete',
  query: z.object({
    q: text(200),
    addressOnly: z.optional(queryBoolean()),
    restrictCountry: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  }),
  response: z.array(placePredictionSchema),
  features: [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
});
