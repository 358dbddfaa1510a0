import { defineOperation } from '../../platform/api/operation';
import { addressBookSchema } from '../address-book';

/**
 * The customer's address book, as the profile lists it before any change. Not
 * in doc 2 §7, which shows only the changing calls.
 */
export const getCustomerAddresses = defineOperation({
  method: 'GET',
  path: '/api/customers/addresses',
  domain: 'account',
  summary: "The address book (the profile's list)",
  response: addressBookSchema,
  features: ['featureCustomer'],
  customer: true,
});
