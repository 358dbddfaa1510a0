import { ACCOUNT_FIELDS } from '../account/fields';
import { textField } from '../platform/validation/text-field';

/*
 * The person fields of the contact form and the questionnaire (doc 1 §3
 * prefill fields), under the forms' own names, each rule written once (doc 2
 * §5 "Contact form"). The contact form block, its submission and the
 * questionnaire's form and submission build theirs from here; the academic
 * title and the e-mail address are the account's fields. The contact form's
 * other fields (the product's, the order's, the message) are its alone and
 * stay in contact-form.ts.
 */

/**
 * A name allows letters, digits and punctuation, and a blank between names
 * ("Anna Maria", "Anna-Lena", "O'Brien"; doc 2 §5 contact form firstname).
 */
export const NAME_CHARACTER = /^[\p{L}\p{M}\p{N}\p{P} ]$/u;
/** A zip allows letters, digits, blank and hyphen. */
export const ZIP_CHARACTER = /^[A-Za-z0-9 -]$/;

/** "firstname: max 24, pattern of letters, digits and punctuation" (doc 2 §5); the surname has no rule there and takes the same. */
const personName = textField({ characters: NAME_CHARACTER, maxLength: 24 });
/** "country: max 3" (doc 2 §5): a country code, as the questionnaire's countryCode. */
const countryCode = textField({ maxLength: 3 });

export const CONTENT_FIELDS = {
  firstname: personName,
  surname: personName,
  academicTitle: ACCOUNT_FIELDS.academicTitle,
  email: ACCOUNT_FIELDS.email,
  /** Not a choice here: the contact and questionnaire forms take the gender as the customer has it. */
  gender: textField({ maxLength: 20 }),
  /** "city: max 25, no '<'" (doc 2 §5). */
  city: textField({ refused: '<', maxLength: 25 }),
  country: countryCode,
  countryCode,
  /** "zip: 4-7 characters of letters, digits, space, hyphen" (doc 2 §5). */
  zip: textField({ characters: ZIP_CHARACTER, minLength: 4, maxLength: 7 }),
  /** "streetnr: max 40" (doc 2 §5). */
  streetnr: textField({ maxLength: 40 }),
  /** The questionnaire's street with its number, prefilled from the billing address (doc 1 §3); doc 2 gives no rule: 100. */
  street: textField({ maxLength: 100 }),
};

export type ContentFieldName = keyof typeof CONTENT_FIELDS;
