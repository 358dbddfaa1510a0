import { defineOperation } from '../api/operation';
import { customerSchema } from '../schemas/customer';

/** The customer, reloaded from the customer system. */
export const refreshCustomer = defineOperation({
  method: 'GET',
  path: '/api/customers/refresh',
  domain: 'platform',
  summary: 'The customer, freshly loaded',
  response: customerSchema,
  features: ['featureCustomer'],
  customer: true,
});
