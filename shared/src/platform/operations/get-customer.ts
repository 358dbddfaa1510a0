import { defineOperation } from '../api/operation';
import { customerSchema } from '../schemas/customer';

/**
 * The session's customer; 401 without a session (doc 1 §4, §7). Answered as
 * stored: the session removes the Family salutation (customerFromBackend).
 */
export const getCustomer = defineOperation({
  method: 'GET',
  path: '/api/customers',
  domain: 'platform',
  summary: "The session's customer",
  response: customerSchema,
  features: ['featureCustomer'],
  customer: true,
});
