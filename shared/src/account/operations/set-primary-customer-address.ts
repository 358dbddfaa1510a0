import { defineOperation } from '../../platform/api/operation';
import { addressBookSchema } from '../address-book';
import { idParams } from '../../platform/api/wire';

/** Makes an address its category's primary one (doc 2 §7); no body. Answers the address book. */
export const setPrimaryCustomerAddress = defineOperation({
  method: 'POST',
  path: '/api/customers/addresses/:id/primary',
  params: idParams,
  domain: 'account',
  summary: 'Makes an address primary',
  response: addressBookSchema,
  features: ['featureCustomer'],
  customer: true,
});
