import * as ACCOUNT_FIELDS from './account-fields';

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

export { ACCOUNT_FIELDS };
export { ACTIVATION_CODE_MAX_LENGTH, CARD_NUMBER_LENGTH, DELIVERY_NOTE_MAX_LENGTH, EMAIL_MAX_LENGTH } from './field-limits';

export type AccountFieldName = keyof typeof ACCOUNT_FIELDS;

/**
 * The customer's own postal address as a body keeps it (the registration, the
 * club card's order): street, number, zip, city and the country's code
 * required, staircase, floor and door optional.
 */
export function customerAddressFields() {
  return {
    streetName: ACCOUNT_FIELDS.streetName.requiredTrimmed(),
    streetNumber: ACCOUNT_FIELDS.streetNumber.requiredTrimmed(),
    stairCase: ACCOUNT_FIELDS.stairCase.optional(),
    floor: ACCOUNT_FIELDS.floor.optional(),
    door: ACCOUNT_FIELDS.door.optional(),
    postalCode: ACCOUNT_FIELDS.postalCode.requiredTrimmed(),
    city: ACCOUNT_FIELDS.city.requiredTrimmed(),
    /** The customer's country is its code (AT, DE): the forms choose it from the countries the shop serves. */
    country: ACCOUNT_FIELDS.countryCode.requiredTrimmed(),
  };
}
