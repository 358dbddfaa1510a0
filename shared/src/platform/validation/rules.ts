import * as z from 'zod/mini';
import type { ValidationMessageKey } from './message-keys';
import { ruleMessage } from './rule-message';

/**
 * The building blocks of the form rules (doc 1 §5, doc 2 §5): a field is a
 * zod/mini string schema with checks, each check carrying its rule message
 * (`key|param`, see rule-message.ts).
 *
 * A field reports at most one message: its first failing rule, in the order
 * required → characters → length → format. Every check after the first runs
 * only on a given value (an empty optional field has nothing to check) and only
 * while the field has no issue yet. The checks do not abort the parse, so a
 * form-level rule (the repeated password) still runs when another field failed.
 *
 * The checks are refinements rather than zod's z.maxLength / z.regex: those
 * type their options without `when`, and an optional field needs it to skip ''.
 */

export type StringCheck = z.core.$ZodCheck<string>;

/** A rule message of one of this folder's keys. */
export function message(key: ValidationMessageKey, ...params: ReadonlyArray<string | number>): string {
  return ruleMessage(key, ...params);
}

/** The value is text, not empty, and no earlier rule of the field has failed. */
export function isGiven(payload: z.core.ParsePayload): boolean {
  return typeof payload.value === 'string' && payload.value !== '' && payload.issues.length === 0;
}

const whenGiven = { when: isGiven } as const;

/** A missing value (undefined, null) is "required"; any other value that is not text is "invalid format". */
function missingOrInvalid(missingKey: ValidationMessageKey) {
  return (issue: { readonly input?: unknown }) =>
    issue.input === undefined || issue.input === null ? message(missingKey) : message('validation.invalidFormat');
}

// ---------------------------------------------------------------------------
// Checks

/** Required: text that is more than spaces (a name of blanks is no name). */
export function required(): StringCheck {
  return z.refine<string>((value) => value.trim() !== '', { error: message('validation.required') });
}

/** Required for a password: any character counts, spaces too; only an empty one is missing. */
export function requiredExactly(): StringCheck {
  return z.refine<string>((value) => value !== '', { error: message('validation.required') });
}

/**
 * The characters of a text, as zod's own length checks count them: code points,
 * so an emoji or a rare CJK character is one character, not two UTF-16 units.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
  }
  return count;
}

/** At most `maximum` characters ("maximum {0} characters", doc 1 §5). */
export function maxLength(maximum: number): StringCheck {
  return holds((value) => characterCount(value) <= maximum, 'validation.maxLength', maximum);
}

/** At least `minimum` characters ("minimum {0} characters", doc 1 §5). */
export function minLength(minimum: number): StringCheck {
  return holds((value) => characterCount(value) >= minimum, 'validation.minLength', minimum);
}

/** Exactly `length` characters, for a rule of one exact length such as the 13 digits of a card number ("invalid length", doc 1 §5). */
export function exactLength(length: number): StringCheck {
  return holds((value) => characterCount(value) === length, 'validation.invalidLength');
}

/** A character a rule forbids anywhere, such as '<' ("character {0} not allowed", doc 1 §5, doc 2 §5). */
export function forbidCharacter(character: string): StringCheck {
  return z.refine<string>((value) => !value.includes(character), {
    error: message('validation.characterNotAllowed', character),
    ...whenGiven,
  });
}

/** The first character (a whole code point) of `value` that `allowed` does not match. */
export function firstCharacterNotAllowed(value: string, allowed: RegExp): string | undefined {
  for (const character of value) {
    if (!allowed.test(character)) return character;
  }
  return undefined;
}

/**
 * Only characters of a set: `allowed` tests one character (a class such as
 * `/^[A-Za-z0-9 -]$/u`); the message names the first character outside it.
 */
export function onlyCharacters(allowed: RegExp): StringCheck {
  return z.refine<string>((value) => firstCharacterNotAllowed(value, allowed) === undefined, {
    error: (issue) =>
      message('validation.characterNotAllowed', firstCharacterNotAllowed(String(issue.input), allowed) ?? ''),
    ...whenGiven,
  });
}

/** ASCII digits 0-9, nothing else: no sign, no blank ("numbers only", doc 1 §5). */
export function digitsOnly(): StringCheck {
  return matches(/^[0-9]+$/, 'validation.numbersOnly');
}

/** No lowercase letter of any script, ß counting as lowercase ("uppercase only", doc 1 §5). */
export function uppercaseOnly(): StringCheck {
  return holds((value) => !/\p{Ll}/u.test(value), 'validation.uppercaseOnly');
}

/** A whole-value pattern with the message of its rule (default "invalid format"). */
export function matches(pattern: RegExp, key: ValidationMessageKey = 'validation.invalidFormat'): StringCheck {
  return holds((value) => pattern.test(value), key);
}

/** An email address by zod's email pattern, the one z.email() checks ("valid email", doc 1 §5; "standard email pattern", doc 2 §5). */
export function emailAddress(): StringCheck {
  return matches(z.regexes.email, 'validation.email');
}

/** Any other rule on a given value, with its message. */
export function holds(
  test: (value: string) => boolean,
  key: ValidationMessageKey,
  ...params: ReadonlyArray<string | number>
): StringCheck {
  return z.refine<string>(test, { error: message(key, ...params), ...whenGiven });
}

// ---------------------------------------------------------------------------
// Fields

/** The form object's own error: values that are no object at all. */
export const NOT_A_FORM = { error: message('validation.invalidFormat') } as const;

/** A required text field: missing or blank is "required", then the checks in order. */
export function requiredText(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(required(), ...checks);
}

/** A required text field read without its surrounding blanks (an email address): the parsed value is trimmed. */
export function requiredTrimmedText(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(z.trim(), required(), ...checks);
}

/** An e-mail address has at most 50 characters (doc 2 §5). */
export const EMAIL_MAX_LENGTH = 50;

/** An email is required, at most 50 characters, by the standard email pattern (doc 2 §5); checked and parsed trimmed. */
export function requiredEmail() {
  return requiredTrimmedText(maxLength(EMAIL_MAX_LENGTH), emailAddress());
}

/** A password field: empty is "required" (blanks are characters of a password), then the checks. */
export function requiredPassword(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(requiredExactly(), ...checks);
}

/** An optional text field: undefined or '' pass, a given value must pass the checks. */
export function optionalText(...checks: StringCheck[]) {
  return z.optional(z.string({ error: message('validation.invalidFormat') }).check(...checks));
}

/** A required choice (select or radio group): nothing chosen is "choose at least one value" (doc 1 §5). */
export function requiredChoice() {
  return z
    .string({ error: message('validation.chooseOne') })
    .check(z.refine<string>((value) => value !== '', { error: message('validation.chooseOne') }));
}

const YES_NO = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  ['true', true],
  ['false', false],
]);

/**
 * A required yes/no choice (doc 2 §5: hasactivationcode, hasclubcard): a boolean,
 * or the 'true'/'false' value of a radio button; anything else, nothing chosen
 * included, is "choose at least one value". The parsed value is a boolean.
 */
export function requiredYesNo() {
  return z.pipe(
    z.custom<boolean | 'true' | 'false'>((value) => YES_NO.has(value), { error: message('validation.chooseOne') }),
    z.transform((value: boolean | 'true' | 'false') => YES_NO.get(value) === true),
  );
}
