import * as z from 'zod/mini';
import { customerAddressSchema, type CustomerAddress, type CustomerAddressCategory } from '../../distribution/addresses';
import { selectableSalutationSchema } from '../communication-settings';
import { positionSchema } from '../../distribution/distribution';
import { fillAddressPlaceholders } from '../../distribution/address-placeholders';
import type { ApiClient } from '../../platform/api/client';
import { requireNonEmpty } from '../../platform/api/local-rules';
import { segment, text } from '../../platform/api/wire';
import { isLegacyPhone } from '../../platform/validation/phone-patterns';
import { deliveryNoteField } from '../registration-fields';

/*
 * doc 2 §7 customer address calls. Their answers are not shown: every call
 * here answers the customer's address book after the change, so the list on
 * screen (and the limit of 20, doc 2 §5) is always current. Missing address
 * parts are filled with placeholders on submission and stripped on reading
 * (doc 2 §5).
 */

const optional = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * An address as sent to the backend (doc 2 §5 default form, checkout and
 * billing rules). Street, number, zip and city are required: the endpoint
 * functions fill missing ones with placeholders before sending.
 */
export const billingAddressRequestSchema = z.object({
  salutation: z.optional(selectableSalutationSchema),
  title: optional(15),
  academicTitle: optional(15),
  firstName: optional(20),
  lastName: optional(24),
  companyName: optional(50),
  valueAddedTaxId: z.optional(z.string().check(z.minLength(7), z.maxLength(14))),
  companyRegistrationNumber: z.optional(z.string().check(z.minLength(7), z.maxLength(14))),
  streetName: text(255),
  streetNumber: text(5),
  additionalInfo: optional(255),
  stairCase: optional(4),
  floor: optional(20),
  door: optional(4),
  postalCode: z.string().check(z.trim(), z.minLength(4), z.maxLength(7)),
  city: text(100),
  country: optional(60),
  countryCode: optional(3),
  email: z.optional(z.email().check(z.maxLength(50))),
  /** doc 2 §5: a given phone number matches the legacy pattern (6-20 digits with separators); blank is none. */
  phoneNumber: z.optional(z.string().check(z.maxLength(40), z.refine((phone) => phone.trim() === '' || isLegacyPhone(phone.trim()), 'validation.invalidFormat'))),
  position: z.optional(positionSchema),
});

/**
 * POST /api/customers/addresses/{category}: a new address, or the one the new one replaces when primary.
 * A delivery or combined address may carry a note for the driver (doc 2 §5 delivery note: max 240, no '<').
 */
export const createCustomerAddressRequestSchema = z.extend(billingAddressRequestSchema, {
  primary: z.optional(z.boolean()),
  deliveryNote: deliveryNoteField(),
});
/** PUT /api/customers/addresses/{category}: the changed address, with its id. */
export const updateCustomerAddressRequestSchema = z.extend(createCustomerAddressRequestSchema, { id: text(100) });

/** An address as the forms hold it: street, number, zip and city may be missing (placeholders fill them). */
export type WithOptionalAddressParts<T> = Omit<T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'> &
  Partial<Pick<T, Extract<keyof T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'>>>;
export type CustomerAddressInput = WithOptionalAddressParts<z.input<typeof createCustomerAddressRequestSchema>>;
export type CustomerAddressUpdate = WithOptionalAddressParts<z.input<typeof updateCustomerAddressRequestSchema>>;

/** doc 2 §5: an empty address id is rejected locally; a given one is one path segment. */
function addressId(id: string): string {
  return encodeURIComponent(requireNonEmpty(id, 'addressId'));
}

/** The address book, placeholders stripped. */
export const customerAddressesResponseSchema = z.array(customerAddressSchema);

/**
 * GET /api/customers/addresses: the address book. Not in doc 2 §7, which
 * shows only the changing calls; the profile lists the book before any change.
 */
export function getCustomerAddresses(api: ApiClient): Promise<CustomerAddress[]> {
  return api.request('GET', '/api/customers/addresses', { schema: customerAddressesResponseSchema });
}

/** doc 2 §7: POST /api/customers/addresses/{billing|delivery|combined}. */
export async function createCustomerAddress(
  api: ApiClient,
  category: CustomerAddressCategory,
  address: CustomerAddressInput,
): Promise<CustomerAddress[]> {
  return api.request('POST', `/api/customers/addresses/${segment(category, 'address category')}`, {
    schema: customerAddressesResponseSchema,
    body: fillAddressPlaceholders(address),
  });
}

/** doc 2 §7: PUT /api/customers/addresses/{billing|delivery|combined}. */
export async function updateCustomerAddress(
  api: ApiClient,
  category: CustomerAddressCategory,
  address: CustomerAddressUpdate,
): Promise<CustomerAddress[]> {
  requireNonEmpty(address.id, 'addressId');
  return api.request('PUT', `/api/customers/addresses/${segment(category, 'address category')}`, {
    schema: customerAddressesResponseSchema,
    body: fillAddressPlaceholders(address),
  });
}

/** doc 2 §7: POST /api/customers/addresses/{id}/primary. No body. */
export async function setPrimaryCustomerAddress(api: ApiClient, id: string): Promise<CustomerAddress[]> {
  return api.request('POST', `/api/customers/addresses/${addressId(id)}/primary`, {
    schema: customerAddressesResponseSchema,
  });
}

/** doc 2 §7: DELETE /api/customers/addresses/{id}. */
export async function removeCustomerAddress(api: ApiClient, id: string): Promise<CustomerAddress[]> {
  return api.request('DELETE', `/api/customers/addresses/${addressId(id)}`, {
    schema: customerAddressesResponseSchema,
  });
}

/** doc 2 §7: DELETE /api/customers/addresses/{id}/combined. */
export async function removeCombinedCustomerAddress(api: ApiClient, id: string): Promise<CustomerAddress[]> {
  return api.request('DELETE', `/api/customers/addresses/${addressId(id)}/combined`, {
    schema: customerAddressesResponseSchema,
  });
}
