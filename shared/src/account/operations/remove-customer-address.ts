import { defineOperation } from '../../platform/api/operation';
import { addressBookSchema } from '../address-book';
import { idParams } from '../../platform/api/wire';

/** Removes a billing or delivery address; a combined one goes through removeCombinedCustomerAddress. Answers the address book. */
export const removeCustomerAddress = defineOperation({
  method: 'DELETE',
  path: '/api/customers/addresses/:id',
  params: idParams,
  domain: 'account',
  summary: 'Removes an address',
  response: addressBookSchema,
  features: ['featureCustomer'],
  customer: true,
});
