import * as z from 'zod/mini';
import { isValidEan13 } from './ean13';
import { INTERNATIONAL_PHONE } from '../platform/validation/phone-patterns';
import { digitsOnly, exactLength, forbidCharacter, holds, matches, maxLength, message, optionalMultilineText, optionalText, requiredChoice } from '../platform/validation/rules';

/*
 * The fields of doc 2 §5 "Default forms (registration and profile)" that the
 * registration request shares with the form (default-form.ts), each defined
 * once here. Functions, not constants: a bundle that reads none of them (the
 * shell imports the customer endpoints) keeps nothing of them.
 */

/** The genders a shopper of an Austrian shop can give: female, male, and diverse (Austria's third entry since 2019). */
export const GENDERS = ['Female', 'Male', 'Diverse'] as const;
export type Gender = (typeof GENDERS)[number];

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
  return optionalText(digitsOnly(), exactLength(CARD_NUMBER_LENGTH), holds(isValidEan13, 'validation.ean13'));
}

/** A note for the driver: at most 240 characters, no '<' (doc 2 §5); a textarea, so it may have several lines. */
export function deliveryNoteField() {
  return optionalMultilineText(forbidCharacter('<'), maxLength(DELIVERY_NOTE_MAX_LENGTH));
}

/** Mobile and phone numbers in international format: '+' and 7 to 15 digits (doc 2 §5). */
export function internationalPhoneField() {
  return optionalText(matches(INTERNATIONAL_PHONE));
}

/** The club letter's activation code (hasactivationcode asks for it). */
export function activationCodeField() {
  return optionalText(maxLength(ACTIVATION_CODE_MAX_LENGTH), matches(ACTIVATION_CODE));
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
