import { savedPaymentMethodsSchema } from '../../checkout/payment';
import { defineOperation } from '../../platform/api/operation';

/** The customer's saved payment methods: activeMethods and hasInactiveMethods (doc 2 §6, §7). */
export const getSavedPaymentMethods = defineOperation({
  method: 'GET',
  path: '/api/customers/payment-methods',
  domain: 'account',
  summary: 'Saved payment methods',
  response: savedPaymentMethodsSchema,
  features: ['featureCustomer'],
  customer: true,
});
