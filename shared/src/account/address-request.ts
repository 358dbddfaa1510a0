import * as z from 'zod/mini';
import { positionSchema } from '../distribution/distribution';
import { text } from '../platform/api/wire';
import { isLegacyPhone } from '../platform/validation/phone-patterns';
import { selectableSalutationSchema } from './communication-settings';

const optional = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * An address as sent to the backend (doc 2 §5 default form, checkout and
 * billing rules): the customer's billing address, and the cart's. Street,
 * number, zip and city are required: the caller fills missing ones with their
 * placeholders before sending (`fillAddressPlaceholders`, doc 2 §5), so the
 * backend still refuses an address that lost a part on the way.
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
  /** A given phone number matches the legacy pattern (6-20 digits with separators, doc 2 §5); blank is none. */
  phoneNumber: z.optional(z.string().check(z.maxLength(40), z.refine((phone) => phone.trim() === '' || isLegacyPhone(phone.trim()), 'validation.invalidFormat'))),
  position: z.optional(positionSchema),
});

/** An address as the forms hold it: street, number, zip and city may be missing (placeholders fill them). */
export type WithOptionalAddressParts<T> = Omit<T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'> &
  Partial<Pick<T, Extract<keyof T, 'streetName' | 'streetNumber' | 'postalCode' | 'city'>>>;
