import * as z from 'zod/mini';
import { stripAddressPlaceholders } from './address-placeholders';
import { nonEmptyString } from '../platform/schemas/common';
import { salutationSchema } from '../platform/schemas/customer';
import { positionSchema } from './distribution';

/** Customer address categories of doc 2 §3; combined serves as billing and delivery address at once. */
export const CUSTOMER_ADDRESS_CATEGORIES = ['billing', 'delivery', 'combined'] as const;
export const customerAddressCategorySchema = z.enum(CUSTOMER_ADDRESS_CATEGORIES);
export type CustomerAddressCategory = z.infer<typeof customerAddressCategorySchema>;

/**
 * A postal address with the person or company at it, as the billing address
 * of a cart and the addresses of a customer carry it (doc 2 §3 customer
 * fields used in checkout and registration). As read, every part may be
 * missing; the requests that save one are stricter.
 */
export const addressSchema = z.object({
  salutation: z.optional(salutationSchema),
  title: z.optional(z.string()),
  academicTitle: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  companyName: z.optional(z.string()),
  valueAddedTaxId: z.optional(z.string()),
  companyRegistrationNumber: z.optional(z.string()),
  streetName: z.optional(z.string()),
  streetNumber: z.optional(z.string()),
  additionalInfo: z.optional(z.string()),
  stairCase: z.optional(z.string()),
  floor: z.optional(z.string()),
  door: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  email: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  position: z.optional(positionSchema),
  /** A delivery or combined address's note for the driver (doc 2 §5 delivery note). */
  deliveryNote: z.optional(z.string()),
});
export type Address = z.infer<typeof addressSchema>;

/** The cart's billing address (doc 2 §3); placeholders of missing parts read as empty (doc 2 §5). */
export const billingAddressSchema = z.pipe(
  addressSchema,
  z.transform((address) => stripAddressPlaceholders(address)),
);
export type BillingAddress = Address;

/** One address of a customer's address book (at most 20, doc 2 §5); placeholders read as empty. */
export const customerAddressSchema = z.pipe(
  z.extend(addressSchema, {
    id: nonEmptyString,
    category: customerAddressCategorySchema,
    primary: z._default(z.boolean(), false),
  }),
  z.transform((address) => stripAddressPlaceholders(address)),
);
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
