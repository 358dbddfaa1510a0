import * as z from 'zod/mini';
import { isValidEan13 } from './ean13';
import { ACTIVATION_CODE_MAX_LENGTH, CARD_NUMBER_LENGTH, DELIVERY_NOTE_MAX_LENGTH, EMAIL_MAX_LENGTH } from './field-limits';
import { INTERNATIONAL_PHONE, isLegacyPhone } from '../platform/validation/phone-patterns';
import { textField } from '../platform/validation/text-field';

/*
 * The account's field table, one export a field (read as `ACCOUNT_FIELDS`,
 * fields.ts): a form or body that uses three fields ships three rules, not
 * the table. Each is pure, so a bundle drops the ones nothing reads.
 */

/** The club letter's activation code: letters and digits in groups, blanks and hyphens between them ignored. */
const ACTIVATION_CODE = /^[A-Za-z0-9](?:[ -]?[A-Za-z0-9])*$/;

/**
 * An address's phone (the billing fields' and the address book's) matches the
 * legacy pattern, 6-20 digits with separators (doc 2 §5); read without its
 * surrounding blanks, so one of blanks only is none, as the forms send it.
 */
const isAddressPhone = (phone: string) => phone.trim() === '' || isLegacyPhone(phone.trim());

/** "academic title" and the billing fields' "title" (doc 2 §5): at most 15. */
export const academicTitle = /*#__PURE__*/ textField({ maxLength: 15 });
export const title = /*#__PURE__*/ textField({ maxLength: 15 });
/** "first name" max 20, "surname" max 24 (doc 2 §5). */
export const firstName = /*#__PURE__*/ textField({ maxLength: 20 });
export const lastName = /*#__PURE__*/ textField({ maxLength: 24 });
/** "company" max 50 (doc 2 §5). */
export const companyName = /*#__PURE__*/ textField({ maxLength: 50 });
/** "VAT" and "registration number": 7 to 14 (doc 2 §5). */
export const valueAddedTaxId = /*#__PURE__*/ textField({ minLength: 7, maxLength: 14 });
export const companyRegistrationNumber = /*#__PURE__*/ textField({ minLength: 7, maxLength: 14 });
/** The checkout's street name max 255, street number ("house number") max 5, additional street info max 255 (doc 2 §5). */
export const streetName = /*#__PURE__*/ textField({ maxLength: 255 });
export const streetNumber = /*#__PURE__*/ textField({ maxLength: 5 });
export const additionalInfo = /*#__PURE__*/ textField({ maxLength: 255 });
/** "staircase" and "door" max 4, "floor" max 20 (doc 2 §5). */
export const stairCase = /*#__PURE__*/ textField({ maxLength: 4 });
export const floor = /*#__PURE__*/ textField({ maxLength: 20 });
export const door = /*#__PURE__*/ textField({ maxLength: 4 });
/** "zip": 4 to 7 (doc 2 §5). */
export const postalCode = /*#__PURE__*/ textField({ minLength: 4, maxLength: 7 });
/** doc 2 §5 gives the city no length; the shop's: 100, the longest Austrian or German place name with room to spare. */
export const city = /*#__PURE__*/ textField({ maxLength: 100 });
/** An address's country as it carries it (doc 2 §3 distribution address: country and countryCode). */
export const country = /*#__PURE__*/ textField({ maxLength: 60 });
export const countryCode = /*#__PURE__*/ textField({ maxLength: 3 });
/** Required where a form asks for it, at most 50, the standard email pattern (doc 2 §5). */
export const email = /*#__PURE__*/ textField({ maxLength: EMAIL_MAX_LENGTH, format: { test: z.regexes.email, message: 'validation.email' } });
/** An address's phone: the legacy pattern; at most 40 characters as typed. */
export const phoneNumber = /*#__PURE__*/ textField({ maxLength: 40, format: { test: isAddressPhone, message: 'validation.invalidFormat' } });
/** The registration's and profile's mobile (and phone) number: '+' and 7 to 15 digits (doc 2 §5). */
export const mobileNumber = /*#__PURE__*/ textField({ format: { test: INTERNATIONAL_PHONE, message: 'validation.invalidFormat' } });
/** A note for the driver: at most 240 characters, no '<' (doc 2 §5); a textarea. */
export const deliveryNote = /*#__PURE__*/ textField({ lines: true, refused: '<', maxLength: DELIVERY_NOTE_MAX_LENGTH });
/** The club card's number: 13 digits with the EAN-13 check digit (doc 2 §5). */
export const cardNumber = /*#__PURE__*/ textField({ digits: true, exactLength: CARD_NUMBER_LENGTH, format: { test: isValidEan13, message: 'validation.ean13' } });
/** The club letter's activation code. */
export const activationCode = /*#__PURE__*/ textField({ maxLength: ACTIVATION_CODE_MAX_LENGTH, format: { test: ACTIVATION_CODE, message: 'validation.invalidFormat' } });
