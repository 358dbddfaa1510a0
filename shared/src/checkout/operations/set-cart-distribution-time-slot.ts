import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { cartSchema } from '../../cart/cart';

/** Books the time window, by its id (not blank), for the cart's store or delivery area (doc 2 §7). */
export const setCartDistributionTimeSlot = defineOperation({
  method: 'POST',
  path: '/api/carts/distribution-time-slot',
  domain: 'checkout',
  summary: 'Sets the time window',
  body: z.object({ id: text(100) }),
  response: cartSchema,
  features: ['featureCartCheckout'],
});
