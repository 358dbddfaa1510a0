import * as z from 'zod/mini';
import { customerAddressCategorySchema } from '../../distribution/addresses';
import { defineOperation } from '../../platform/api/operation';
import { addressBookSchema } from '../address-book';
import { billingAddressRequestSchema, type WithOptionalAddressParts } from '../address-request';
import { deliveryNoteField } from '../registration-fields';

/**
 * A new address; `primary` makes it the category's primary address. A delivery
 * or combined address may carry a note for the driver (doc 2 §5 delivery note:
 * max 240, no '<').
 */
const customerAddressRequestSchema = z.extend(billingAddressRequestSchema, {
  primary: z.optional(z.boolean()),
  deliveryNote: deliveryNoteField(),
});
/** A new address as the form holds it: the caller fills missing parts with `fillAddressPlaceholders` (doc 2 §5). */
export type CustomerAddressInput = WithOptionalAddressParts<z.input<typeof customerAddressRequestSchema>>;

/**
 * Adds a billing, delivery or combined address and answers the
 * address book; at most 20 addresses (doc 2 §5). Missing parts go as their
 * placeholders.
 */
export const createCustomerAddress = defineOperation({
  method: 'POST',
  path: '/api/customers/addresses/:category',
  params: z.object({ category: customerAddressCategorySchema }),
  domain: 'account',
  summary: 'Creates an address (billing, delivery, combined); at most 20',
  body: customerAddressRequestSchema,
  response: addressBookSchema,
  features: ['featureCustomer'],
  customer: true,
});
