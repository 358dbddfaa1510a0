import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { deliveryAreaSchema } from '../distribution';

/**
 * The delivery area of the visitor's cart (by its distribution address);
 * null, answered as no content (204), when it has none yet. Doc 2 §7 gives
 * the call no parameters and says no more.
 */
export const getDeliveryArea = defineOperation({
  method: 'GET',
  path: '/api/distribution/delivery-area',
  domain: 'distribution',
  summary: "The visitor's delivery area or null",
  response: z.pipe(z.nullish(deliveryAreaSchema), z.transform((area) => area ?? null)),
  features: ['featureCartCheckout'],
});
