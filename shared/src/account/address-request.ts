import * as z from 'zod/mini';
import { positionSchema } from '../distribution/distribution';
import { selectableSalutationSchema } from './communication-settings';
import { ACCOUNT_FIELDS as field } from './fields';

/**
 * An address as sent to the backend (doc 2 §5 default form, checkout and
 * billing rules): the customer's billing address, and the cart's. Every text
 * is a field of the form rules, so the backend refuses what the forms refuse
 * (a control or invisible character included) with the same message. Street,
 * number, zip and city are required: the caller fills missing ones with their
 * placeholders before sending (`fillAddressPlaceholders`, doc 2 §5), so the
 * backend still refuses an address that lost a part on the way. An optional
 * part sent empty is none, as in the forms.
 */
export const billingAddressRequestSchema = z.object({
  salutation: z.optional(selectableSalutationSchema),
  title: field.title.optional(),
  academicTitle: field.academicTitle.optional(),
  firstName: field.firstName.optional(),
  lastName: field.lastName.optional(),
  companyName: field.companyName.optional(),
  valueAddedTaxId: field.valueAddedTaxId.optional(),
  companyRegistrationNumber: field.companyRegistrationNumber.optional(),
  streetName: field.streetName.requiredTrimmed(),
  streetNumber: field.streetNumber.requiredTrimmed(),
  additionalInfo: field.additionalInfo.optional(),
  stairCase: field.stairCase.optional(),
  floor: field.floor.optional(),
  door: field.door.optional(),
  postalCode: field.postalCode.requiredTrimmed(),
  city: field.city.requiredTrimmed(),
  country: field.country.optional(),
  countryCode: field.countryCode.optional(),
  email: field.email.optional(),
  phoneNumber: field.phoneNumber.optional(),
  position: z.optional(positionSchema),
});

/** An address as the forms hold it: street, number, zip and city may be missing (placeholders fill them). */
export type WithOptionalAddressParts<T> = Omit<T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'> &
  Partial<Pick<T, Extract<keyof T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'>>>;
