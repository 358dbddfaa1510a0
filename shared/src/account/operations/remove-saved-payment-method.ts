import * as z from 'zod/mini';
import { savedPaymentMethodsSchema } from '../../checkout/payment';
import { defineOperation } from '../../platform/api/operation';
import { idParams, text } from '../../platform/api/wire';

/** Removes a saved payment method of the given provider; answers the list as it now is. */
export const removeSavedPaymentMethod = defineOperation({
  method: 'DELETE',
  path: '/api/customers/payment-methods/:id',
  params: idParams,
  domain: 'account',
  summary: 'Removes a saved payment method',
  query: z.object({ provider: text(100) }),
  response: savedPaymentMethodsSchema,
  features: ['featureCustomer'],
  customer: true,
});
