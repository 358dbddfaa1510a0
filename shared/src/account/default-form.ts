import * as z from 'zod/mini';
import { ageOn, calendarDateOf, isFormDate, parseFormDate } from '../platform/validation/dates';
import { newPasswordField } from './password';
import { cardNumberField, deliveryNoteField, genderField, internationalPhoneField } from './registration-fields';
import { holds, NOT_A_FORM, optionalText, requiredYesNo, type StringCheck } from '../platform/validation/rules';
import { ACCOUNT_FIELDS as field } from './fields';

/** The registration and profile birthdate says an age of at least 18 (doc 2 §5). */
export const MINIMUM_AGE = 18;
export { CARD_NUMBER_LENGTH } from './registration-fields';

export interface DefaultFormOptions {
  /**
   * The shopper's today, asked at each check (a tab left open over midnight
   * still counts the right day). Tests pass a fixed day.
   */
  readonly today?: () => Date;
}

/** The birthdate names a person at least `minimumAge` years old on `today`, on the birthday itself included (doc 2 §5). */
export function minimumAge(minimum: number, today: () => Date): StringCheck {
  return holds(
    (value) => {
      const birth = parseFormDate(value);
      return birth !== undefined && ageOn(birth, calendarDateOf(today())) >= minimum;
    },
    'validation.minimumAge',
    minimum,
  );
}

/**
 * The rules of the registration and profile forms, field by field, under the
 * customer's field names (doc 2 §3, §5). Fields the spec gives no "required"
 * are optional: an empty one passes.
 */
export function createDefaultFormFields({ today = () => new Date() }: DefaultFormOptions = {}) {
  return {
    academicTitle: field.academicTitle.optional(),
    birthdate: optionalText(holds(isFormDate, 'validation.invalidDate'), minimumAge(MINIMUM_AGE, today)),
    /** The club card's number: 13 digits, the last the EAN-13 check digit. */
    cardNumber: cardNumberField(),
    city: field.city.required(),
    companyName: field.companyName.optional(),
    /** The customer's country is its code: the forms offer the countries the shop serves. */
    country: field.countryCode.required(),
    deliveryNote: deliveryNoteField(),
    door: field.door.optional(),
    stairCase: field.stairCase.optional(),
    floor: field.floor.optional(),
    email: field.email.requiredTrimmed(),
    firstName: field.firstName.optional(),
    /** "surname" in doc 2 §5. */
    lastName: field.lastName.optional(),
    houseNumber: field.streetNumber.required(),
    password: newPasswordField(),
    /** "registration number" in doc 2 §5. */
    companyRegistrationNumber: field.companyRegistrationNumber.optional(),
    /** "VAT" in doc 2 §5. */
    valueAddedTaxId: field.valueAddedTaxId.optional(),
    /** "zip" in doc 2 §5. */
    postalCode: field.postalCode.required(),
    mobileNumber: internationalPhoneField(),
    phoneNumber: internationalPhoneField(),
    /** One of GENDERS. */
    gender: genderField(),
    /** Whether the shopper has an activation code, and a club card: each a required yes or no. */
    hasActivationCode: requiredYesNo(),
    hasClubCard: requiredYesNo(),
  };
}

export const defaultFormFields = createDefaultFormFields();

/**
 * The default form with every field of doc 2 §5. A form with fewer fields picks
 * them: `z.pick(createDefaultFormSchema(), { firstName: true, lastName: true, email: true })`.
 */
export function createDefaultFormSchema(options: DefaultFormOptions = {}) {
  return z.object(createDefaultFormFields(options), NOT_A_FORM);
}

export const defaultFormSchema = createDefaultFormSchema();
export type DefaultFormValues = z.output<typeof defaultFormSchema>;
/** What the form holds before parsing (hasClubCard may still be the radio's 'true'). */
export type DefaultFormInput = z.input<typeof defaultFormSchema>;
