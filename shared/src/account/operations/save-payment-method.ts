import * as z from 'zod/mini';
import { savedPaymentMethodsSchema } from '../../checkout/payment';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';

/** The payment provider's checkout whose card is saved (checkoutId, methodKey, provider), and whether it becomes the primary one. */
const savePaymentMethodRequestSchema = z.object({
  checkoutId: text(200),
  methodKey: text(100),
  provider: text(100),
  setPrimary: z._default(z.boolean(), false),
});
export type SavePaymentMethodRequest = z.input<typeof savePaymentMethodRequestSchema>;

/** Saves the card of a checkout paid with savePaymentMethod; answers the list as it now is. */
export const savePaymentMethod = defineOperation({
  method: 'POST',
  path: '/api/customers/payment-methods',
  domain: 'account',
  summary: 'Saves a payment method after a checkout',
  body: savePaymentMethodRequestSchema,
  response: savedPaymentMethodsSchema,
  features: ['featureCustomer'],
  customer: true,
});
