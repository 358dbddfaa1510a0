import { defineOperation } from '../api/operation';
import { sessionCustomerSchema } from '../schemas/customer';

/** The session's customer; 401 without a session (doc 1 §4, §7). */
export const getCustomer = defineOperation({
  method: 'GET',
  path: '/api/customers',
  domain: 'platform',
  summary: "The session's customer",
  response: sessionCustomerSchema,
  features: ['featureCustomer'],
  customer: true,
});
