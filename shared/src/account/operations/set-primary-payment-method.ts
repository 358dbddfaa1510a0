import { savedPaymentMethodsSchema } from '../../checkout/payment';
import { defineOperation } from '../../platform/api/operation';
import { idParams } from '../../platform/api/wire';

/** Makes a saved payment method the primary one; no body. Answers the list as it now is. */
export const setPrimaryPaymentMethod = defineOperation({
  method: 'POST',
  path: '/api/customers/payment-methods/:id/set-primary',
  params: idParams,
  domain: 'account',
  summary: 'Makes a payment method primary',
  response: savedPaymentMethodsSchema,
  features: ['featureCustomer'],
  customer: true,
});
