import { defineOperation } from '../../platform/api/operation';
import { addressBookSchema } from '../address-book';
import { idParams } from '../../platform/api/wire';

/** Removes a combined (billing and delivery) address. Answers the address book. */
export const removeCombinedCustomerAddress = defineOperation({
  method: 'DELETE',
  path: '/api/customers/addresses/:id/combined',
  params: idParams,
  domain: 'account',
  summary: 'Removes a combined address',
  response: addressBookSchema,
  features: ['featureCustomer'],
  customer: true,
});
