import * as z from 'zod/mini';
import { ageOn, calendarDateOf, isFormDate, parseFormDate } from '../platform/validation/dates';
import { newPasswordField } from './password';
import { cardNumberField, deliveryNoteField, genderField, internationalPhoneField } from './registration-fields';
import { holds, maxLength, minLength, NOT_A_FORM, optionalText, requiredEmail, requiredText, requiredYesNo, type StringCheck } from '../platform/validation/rules';

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
    academicTitle: optionalText(maxLength(15)),
    birthdate: optionalText(holds(isFormDate, 'validation.invalidDate'), minimumAge(MINIMUM_AGE, today)),
    /** The club card's number: 13 digits, the last the EAN-13 check digit. */
    cardNumber: cardNumberField(),
    city: requiredText(),
    companyName: optionalText(maxLength(50)),
    country: requiredText(),
    deliveryNote: deliveryNoteField(),
    door: optionalText(maxLength(4)),
    stairCase: optionalText(maxLength(4)),
    floor: optionalText(maxLength(20)),
    email: requiredEmail(),
    firstName: optionalText(maxLength(20)),
    /** "surname" in doc 2 §5. */
    lastName: optionalText(maxLength(24)),
    houseNumber: requiredText(maxLength(5)),
    password: newPasswordField(),
    /** "registration number" in doc 2 §5. */
    companyRegistrationNumber: optionalText(minLength(7), maxLength(14)),
    /** "VAT" in doc 2 §5. */
    valueAddedTaxId: optionalText(minLength(7), maxLength(14)),
    /** "zip" in doc 2 §5. */
    postalCode: requiredText(minLength(4), maxLength(7)),
    mobileNumber: internationalPhoneField(),
    phoneNumber: internationalPhoneField(),
    /** One of GENDERS. */
    gender: genderField(),
    /** Whether the shopper has an activation code, and a club card: each a required yes or no (doc 2 §5). */
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
