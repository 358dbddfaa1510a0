import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryNumber, text } from '../../platform/api/wire';
import { distributionWindowSchema, serviceTypeSchema } from '../distribution';

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
    streetName: z.optional(text(255)),
    streetNumber: z.optional(text(5)),
    postalCode: z.optional(text(7)),
    city: z.optional(text(100)),
    countryCode: z.optional(text(3)),
    latitude: z.optional(queryNumber(-90, 90)),
    longitude: z.optional(queryNumber(-180, 180)),
  }),
  response: z.pipe(z.nullish(distributionWindowSchema), z.transform((window) => window ?? null)),
  features: ['featureCartCheckout'],
});
