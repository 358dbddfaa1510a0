import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { cartSchema } from '../cart';

/** Whether the shopper wants drinks delivered in a deposit crate; doc 2 §7 says only "JSON". */
export const setCrateDepositDesired = defineOperation({
  method: 'POST',
  path: '/api/carts/crate-deposit-desired',
  domain: 'cart',
  summary: 'Crate deposit wish',
  body: z.object({ crateDepositDesired: z.boolean() }),
  response: cartSchema,
  features: ['featureCartCheckout'],
});
