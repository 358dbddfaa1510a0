import * as z from 'zod/mini';
import { isGiven, requiredText, textCharacters } from '../validation/rules';
import { ruleMessage } from '../validation/rule-message';
import { DEFAULT_PHONE_COUNTRY, parsePhone } from './parse-phone';
import { PHONE_MESSAGE_KEYS } from './phone-messages';

export interface PhoneFieldOptions {
  /** The country of a number typed without '+'; default Austria. */
  readonly defaultCountry?: string;
  /** Default true: empty is "required". When false, an empty field passes. */
  readonly required?: boolean;
}

/** The number parses (doc 1 §5), else the parse error's phone.* message. */
function parsesAsPhone(defaultCountry: string) {
  return z.superRefine<string>(
    (value, context) => {
      const parsed = parsePhone(value, defaultCountry);
      if (parsed.ok) return;
      context.addIssue({ code: 'custom', message: ruleMessage(PHONE_MESSAGE_KEYS[parsed.error]), input: value });
    },
    { when: isGiven },
  );
}

/** A phone number field checked with libphonenumber. */
export function createPhoneField({ defaultCountry = DEFAULT_PHONE_COUNTRY, required = true }: PhoneFieldOptions = {}) {
  const parses = parsesAsPhone(defaultCountry);
  if (required) return requiredText(parses);
  // As every text field: the parser reads past some invisible characters (a zero-width space), and the number is kept as typed.
  return z.optional(z.string({ error: ruleMessage(PHONE_MESSAGE_KEYS.NOT_A_NUMBER) }).check(textCharacters(), parses));
}

/** A required phone number, Austrian unless it starts with '+' or 00. */
export const phoneField = createPhoneField();
