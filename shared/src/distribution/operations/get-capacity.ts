import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { capacityTimeSlotSchema } from '../distribution';
import { distributionAddressRequestSchema } from '../distribution-address-request';

/**
 * The time slots for the skus to deliver and the distribution address, each
 * with whether it can still take the order. The selected slot travels in the
 * query, so it is listed even when it has just filled up (doc 2 §7).
 */
export const getCapacity = defineOperation({
  method: 'POST',
  path: '/api/capacity',
  domain: 'distribution',
  summary: 'Time windows with capacity',
  query: z.object({ timeSlotId: z.optional(text(100)) }),
  body: z.object({ skus: z.array(text(64)), distributionAddress: distributionAddressRequestSchema }),
  response: z.array(capacityTimeSlotSchema),
  features: ['featureCartCheckout'],
});
