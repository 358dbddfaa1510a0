import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { confirmationTokenQuery } from '../confirmation-token';

/**
 * The link of the registration's confirmation mail (doc 2 §5): the shopper
 * opens it in the browser and gets a page saying whether the address is
 * confirmed; from then on the account can log in.
 */
export const confirmRegistration = defineOperation({
  method: 'GET',
  path: '/api/customers/registration/confirm',
  domain: 'account',
  summary: "The registration's confirmation link (an HTML page)",
  query: confirmationTokenQuery,
  response: z.string(),
  responseMediaType: 'text/html',
  features: ['featureCustomer'],
});
