import * as z from 'zod/mini';
import { customerAddressCategorySchema } from '../../distribution/addresses';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { addressBookSchema } from '../address-book';
import type { WithOptionalAddressParts } from '../address-request';
import { createCustomerAddress } from './create-customer-address';

/** The changed address with its id; an empty id is rejected before anything is sent. */
const customerAddressUpdateSchema = z.extend(createCustomerAddress.body, { id: text(100) });
/** A changed address as the form holds it: the caller fills missing parts with `fillAddressPlaceholders` (doc 2 §5). */
export type CustomerAddressUpdate = WithOptionalAddressParts<z.input<typeof customerAddressUpdateSchema>>;

/** Changes a billing, delivery or combined address and answers the address book. */
export const updateCustomerAddress = defineOperation({
  method: 'PUT',
  path: '/api/customers/addresses/:category',
  params: z.object({ category: customerAddressCategorySchema }),
  domain: 'account',
  summary: 'Updates an address',
  body: customerAddressUpdateSchema,
  response: addressBookSchema,
  features: ['featureCustomer'],
  customer: true,
});
