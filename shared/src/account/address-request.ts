import * as z from 'zod/mini';
import { positionSchema } from '../distribution/distribution';
import { isLegacyPhone } from '../platform/validation/phone-patterns';
import { EMAIL_MAX_LENGTH, emailAddress, holds, maxLength, minLength, optionalText, requiredTrimmedText } from '../platform/validation/rules';
import { selectableSalutationSchema } from './communication-settings';

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
  title: optionalText(maxLength(15)),
  academicTitle: optionalText(maxLength(15)),
  firstName: optionalText(maxLength(20)),
  lastName: optionalText(maxLength(24)),
  companyName: optionalText(maxLength(50)),
  valueAddedTaxId: optionalText(minLength(7), maxLength(14)),
  companyRegistrationNumber: optionalText(minLength(7), maxLength(14)),
  streetName: requiredTrimmedText(maxLength(255)),
  streetNumber: requiredTrimmedText(maxLength(5)),
  additionalInfo: optionalText(maxLength(255)),
  stairCase: optionalText(maxLength(4)),
  floor: optionalText(maxLength(20)),
  door: optionalText(maxLength(4)),
  postalCode: requiredTrimmedText(minLength(4), maxLength(7)),
  city: requiredTrimmedText(maxLength(100)),
  country: optionalText(maxLength(60)),
  countryCode: optionalText(maxLength(3)),
  email: optionalText(maxLength(EMAIL_MAX_LENGTH), emailAddress()),
  /** A given phone number matches the legacy pattern (6-20 digits with separators, doc 2 §5); blank is none. */
  phoneNumber: optionalText(maxLength(40), holds((phone) => phone.trim() === '' || isLegacyPhone(phone.trim()), 'validation.invalidFormat')),
  position: z.optional(positionSchema),
});

/** An address as the forms hold it: street, number, zip and city may be missing (placeholders fill them). */
export type WithOptionalAddressParts<T> = Omit<T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'> &
  Partial<Pick<T, Extract<keyof T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'>>>;
