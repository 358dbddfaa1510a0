import * as z from 'zod/mini';
import { ACCOUNT_FIELDS } from './fields';
import { holds, message, requiredChoice } from '../platform/validation/rules';

/*
 * The fields of doc 2 §5 "Default forms (registration and profile)" that the
 * registration request shares with the form (default-form.ts), as the field
 * table (fields.ts) defines them. Functions, not constants: a bundle that
 * reads none of them keeps nothing of them.
 */

export { ACTIVATION_CODE_MAX_LENGTH, CARD_NUMBER_LENGTH, DELIVERY_NOTE_MAX_LENGTH } from './fields';

/** The genders a shopper of an Austrian shop can give: female, male, and diverse (Austria's third entry since 2019). */
export const GENDERS = ['Female', 'Male', 'Diverse'] as const;
export type Gender = (typeof GENDERS)[number];

/** The activation code as the club keeps it: upper case, without blanks and hyphens. */
export function normaliseActivationCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The gender is required, one of GENDERS ("choose at least one value" otherwise, doc 2 §5). */
export function genderField() {
  return requiredChoice().check(holds((value) => (GENDERS as readonly string[]).includes(value), 'validation.chooseOne'));
}

/** The club card number: 13 digits with the EAN-13 check digit (doc 2 §5); optional by itself (hasclubcard asks for it). */
export function cardNumberField() {
  return ACCOUNT_FIELDS.cardNumber.optional();
}

/** A note for the driver: at most 240 characters, no '<' (doc 2 §5); a textarea, so it may have several lines. */
export function deliveryNoteField() {
  return ACCOUNT_FIELDS.deliveryNote.optional();
}

/** Mobile and phone numbers in international format: '+' and 7 to 15 digits (doc 2 §5). */
export function internationalPhoneField() {
  return ACCOUNT_FIELDS.mobileNumber.optional();
}

/** The club letter's activation code (hasactivationcode asks for it). */
export function activationCodeField() {
  return ACCOUNT_FIELDS.activationCode.optional();
}

/**
 * A field a yes/no choice asks for: with the choice `true`, the field must be
 * given ("required" at the field's path). Runs on the whole form, also when
 * other fields failed, so every missing field is told at once.
 */
export function requiredWhenChosen<K extends string>(choice: string, field: K) {
  return z.refine<Record<string, unknown>>(
    (form) => !(form[choice] === true || form[choice] === 'true') || (typeof form[field] === 'string' && form[field].trim() !== ''),
    {
      error: message('validation.required'),
      path: [field],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}
