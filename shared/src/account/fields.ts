import { isValidEan13 } from './ean13';
import { INTERNATIONAL_PHONE, isLegacyPhone } from '../platform/validation/phone-patterns';
import { textField } from '../platform/validation/text-field';
import * as z from 'zod/mini';

/*
 * The person and address fields, each rule written once (doc 2 §5 "Default
 * forms", "Checkout", "Billing fields"). The account owns them: the customer,
 * its addresses and the registration are the account's; the cart's
 * distribution and billing addresses and the checkout forms take the same
 * fields from here. Every form and operation body builds its field with
 * `.required()`, `.requiredTrimmed()` (a body keeps the value without its
 * blanks) or `.optional()`; `fields.test.ts` and the remotes' field tests fail
 * when a schema checks a field of this table differently.
 */

/** An e-mail address has at most 50 characters (doc 2 §5). */
export const EMAIL_MAX_LENGTH = 50;

/** The club card's number: exactly 13 digits, the last the EAN-13 check digit. */
export const CARD_NUMBER_LENGTH = 13;

/** A delivery note has at most 240 characters and no '<' (doc 2 §5). */
export const DELIVERY_NOTE_MAX_LENGTH = 240;

/**
 * The activation code of the club's letter: letters and digits, printed in
 * groups ("JOE7-K4M2-Q9PX"); blanks and hyphens between them are ignored.
 * Not in doc 2 §5: the shop's own rule.
 */
export const ACTIVATION_CODE_MAX_LENGTH = 20;
const ACTIVATION_CODE = /^[A-Za-z0-9](?:[ -]?[A-Za-z0-9])*$/;

/**
 * An address's phone (the billing fields' and the address book's) matches the
 * legacy pattern, 6-20 digits with separators (doc 2 §5); read without its
 * surrounding blanks, so one of blanks only is none, as the forms send it.
 */
const isAddressPhone = (phone: string) => phone.trim() === '' || isLegacyPhone(phone.trim());

export const ACCOUNT_FIELDS = {
  /** "academic title" and the billing fields' "title" (doc 2 §5): at most 15. */
  academicTitle: textField({ maxLength: 15 }),
  title: textField({ maxLength: 15 }),
  /** "first name" max 20, "surname" max 24 (doc 2 §5). */
  firstName: textField({ maxLength: 20 }),
  lastName: textField({ maxLength: 24 }),
  /** "company" max 50 (doc 2 §5). */
  companyName: textField({ maxLength: 50 }),
  /** "VAT" and "registration number": 7 to 14 (doc 2 §5). */
  valueAddedTaxId: textField({ minLength: 7, maxLength: 14 }),
  companyRegistrationNumber: textField({ minLength: 7, maxLength: 14 }),
  /** The checkout's street name max 255, street number ("house number") max 5, additional street info max 255 (doc 2 §5). */
  streetName: textField({ maxLength: 255 }),
  streetNumber: textField({ maxLength: 5 }),
  additionalInfo: textField({ maxLength: 255 }),
  /** "staircase" and "door" max 4, "floor" max 20 (doc 2 §5). */
  stairCase: textField({ maxLength: 4 }),
  floor: textField({ maxLength: 20 }),
  door: textField({ maxLength: 4 }),
  /** "zip": 4 to 7 (doc 2 §5). */
  postalCode: textField({ minLength: 4, maxLength: 7 }),
  /** doc 2 §5 gives the city no length; the shop's: 100, the longest Austrian or German place name with room to spare. */
  city: textField({ maxLength: 100 }),
  /** An address's country as it carries it (doc 2 §3 distribution address: country and countryCode). */
  country: textField({ maxLength: 60 }),
  countryCode: textField({ maxLength: 3 }),
  /** Required where a form asks for it, at most 50, the standard email pattern (doc 2 §5). */
  email: textField({ maxLength: EMAIL_MAX_LENGTH, format: { test: z.regexes.email, message: 'validation.email' } }),
  /** An address's phone: the legacy pattern; at most 40 characters as typed. */
  phoneNumber: textField({ maxLength: 40, format: { test: isAddressPhone, message: 'validation.invalidFormat' } }),
  /** The registration's and profile's mobile (and phone) number: '+' and 7 to 15 digits (doc 2 §5). */
  mobileNumber: textField({ format: { test: INTERNATIONAL_PHONE, message: 'validation.invalidFormat' } }),
  /** A note for the driver: at most 240 characters, no '<' (doc 2 §5); a textarea. */
  deliveryNote: textField({ lines: true, refused: '<', maxLength: DELIVERY_NOTE_MAX_LENGTH }),
  /** The club card's number: 13 digits with the EAN-13 check digit (doc 2 §5). */
  cardNumber: textField({ digits: true, exactLength: CARD_NUMBER_LENGTH, format: { test: isValidEan13, message: 'validation.ean13' } }),
  /** The club letter's activation code. */
  activationCode: textField({ maxLength: ACTIVATION_CODE_MAX_LENGTH, format: { test: ACTIVATION_CODE, message: 'validation.invalidFormat' } }),
};

export type AccountFieldName = keyof typeof ACCOUNT_FIELDS;

/**
 * The customer's own postal address as a body keeps it (the registration, the
 * club card's order): street, number, zip, city and the country's code
 * required, staircase, floor and door optional.
 */
export function customerAddressFields() {
  const field = ACCOUNT_FIELDS;
  return {
    streetName: field.streetName.requiredTrimmed(),
    streetNumber: field.streetNumber.requiredTrimmed(),
    stairCase: field.stairCase.optional(),
    floor: field.floor.optional(),
    door: field.door.optional(),
    postalCode: field.postalCode.requiredTrimmed(),
    city: field.city.requiredTrimmed(),
    /** The customer's country is its code (AT, DE): the forms choose it from the countries the shop serves. */
    country: field.countryCode.requiredTrimmed(),
  };
}
