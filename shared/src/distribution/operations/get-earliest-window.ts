import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryNumber, text } from '../../platform/api/wire';
import { distributionWindowSchema, serviceTypeSchema } from '../distribution';
import { ACCOUNT_FIELDS as field } from '../../account/fields';

/**
 * The earliest free window for the service type at the store or delivery area
 * (appointableId) or at the address and position; null, answered as no
 * content (204), when none is free (doc 2 §7).
 */
export const getEarliestWindow = defineOperation({
  method: 'GET',
  path: '/api/capacity/window/earliest',
  domain: 'distribution',
  summary: 'The earliest free window',
  query: z.object({
    distributionType: serviceTypeSchema,
    /** The store (click and collect) or delivery area (delivery) the window is booked at. */
    appointableId: z.optional(text(100)),
    // The address's parts by the rules of the address fields; a part sent is not blank.
    streetName: z.optional(field.streetName.requiredTrimmed()),
    streetNumber: z.optional(field.streetNumber.requiredTrimmed()),
    postalCode: z.optional(field.postalCode.requiredTrimmed()),
    city: z.optional(field.city.requiredTrimmed()),
    countryCode: z.optional(field.countryCode.requiredTrimmed()),
    latitude: z.optional(queryNumber(-90, 90)),
    longitude: z.optional(queryNumber(-180, 180)),
  }),
  response: z.pipe(z.nullish(distributionWindowSchema), z.transform((window) => window ?? null)),
  features: ['featureCartCheckout'],
});
