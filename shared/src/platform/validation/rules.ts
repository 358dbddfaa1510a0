import * as z from 'zod/mini';
import type { ValidationMessageKey } from './message-keys';
import { ruleMessage } from './rule-message';

/**
 * The building blocks of the form rules: a field is a
 * zod/mini string schema with checks, each check carrying its rule message
 * (`key|param`, see rule-message.ts).
 *
 * A field reports at most one message: its first failing rule, in the order
 * required → characters → length → format; among the characters, those no
 * shopper types (`textCharacters`, built into every text field constructor
 * below) come before the field's own. Every check after the first runs
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

/**
 * A character as a message names it: a letter, digit, punctuation mark or
 * symbol as itself; anything else (a blank, a mark without its letter, a
 * control or invisible character, a lone surrogate) as its code point,
 * "U+202E", so the shopper sees which character it is even where the
 * character itself shows nothing or turns the text around. '|' too: it
 * separates a rule message's parameters.
 */
export function characterForMessage(character: string): string {
  if (character !== '|' && /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)) return character;
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

const characterNotAllowed = (character: string) => message('validation.characterNotAllowed', characterForMessage(character));

/** A character a rule forbids anywhere, such as '<' ("character {0} not allowed", doc 1 §5, doc 2 §5). */
export function forbidCharacter(character: string): StringCheck {
  return z.refine<string>((value) => !value.includes(character), {
    error: characterNotAllowed(character),
    ...whenGiven,
  });
}

/**
 * What a text field is: one line (an input), several lines (a textarea), or a
 * password. Each refuses the characters of `firstCharacterNotText`.
 */
export type TextKind = 'line' | 'lines' | 'password';

/*
 * The characters no shopper types into a text field: valid JSON, but no
 * text. Stored, they hide what a name or an address says, or change how
 * the text around them is shown: on a parcel label, in the customer
 * service's tools, in a log line. By Unicode's general categories, so a
 * character of the same kind is refused without a list to keep up:
 * - controls (Cc): C0 with NUL, TAB, CR and LF; DEL; C1;
 * - format characters (Cf): bidi embeddings, overrides and isolates
 *   (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F, U+061C),
 *   zero-width space, non-joiner and joiner (U+200B–U+200D), the word
 *   joiner and invisible operators (U+2060–U+2064), the byte order mark
 *   (U+FEFF), the soft hyphen (U+00AD: invisible but where a line breaks,
 *   and copied from web pages into words it then splits for every search
 *   and comparison), the tag characters (invisible copies of ASCII);
 * - a lone surrogate (Cs): half of a UTF-16 pair, which no encoding of
 *   text can hold (UTF-8 writes U+FFFD for it);
 * - the line and paragraph separators (Zl, Zp: U+2028, U+2029);
 * - the non-characters (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the last two of
 *   every plane), which Unicode keeps out of text.
 * Letters with their combining marks, emoji with their variation selector
 * and skin tone, and every blank but TAB stay allowed.
 */
const NOT_TEXT = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/u;
/** Several lines: the same, but a line break (LF) is text. A CR, also of CRLF, is not: a textarea's value holds LF only. */
const NOT_LINES_TEXT = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/u;
/**
 * A password is compared hashed, so it may hold any character a shopper
 * can type (an emoji with a zero-width joiner, a bidi mark of an Arabic
 * keyboard); only controls, which no password field takes from a
 * keyboard, and lone surrogates, which hash as U+FFFD like any other lone
 * surrogate, are refused.
 */
const NOT_PASSWORD_TEXT = /[\p{Cc}\p{Cs}]/u;

const NOT_TEXT_OF: Readonly<Record<TextKind, RegExp>> = { line: NOT_TEXT, lines: NOT_LINES_TEXT, password: NOT_PASSWORD_TEXT };

/** The first character (a whole code point, or a lone surrogate) of `value` that a field of `kind` refuses. */
export function firstCharacterNotText(value: string, kind: TextKind = 'line'): string | undefined {
  return NOT_TEXT_OF[kind].exec(value)?.[0];
}

/**
 * Only text a shopper types: the characters of `firstCharacterNotText`
 * anywhere are "character {0} not allowed" (doc 1 §5), the character named
 * by its code point ("U+202E"). Part of every text field constructor.
 */
export function textCharacters(kind: TextKind = 'line'): StringCheck {
  return z.refine<string>((value) => firstCharacterNotText(value, kind) === undefined, {
    error: (issue) => characterNotAllowed(firstCharacterNotText(String(issue.input), kind) ?? ''),
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
    error: (issue) => characterNotAllowed(firstCharacterNotAllowed(String(issue.input), allowed) ?? ''),
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

/** A required one-line text field: missing or blank is "required", then its characters (`textCharacters`), then the checks in order. */
export function requiredText(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(required(), textCharacters(), ...checks);
}

/**
 * A required one-line text field read without its surrounding blanks (an
 * email address): the parsed value is trimmed. Its characters are checked
 * before the trim, so a refused one is refused wherever it is, never
 * trimmed away (a browser's trim and the server's may differ).
 */
export function requiredTrimmedText(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(required(), textCharacters(), z.trim(), ...checks);
}

/** A required text field of several lines (a textarea): as `requiredText`, with line breaks (LF) allowed. */
export function requiredMultilineText(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(required(), textCharacters('lines'), ...checks);
}

/**
 * A password field: empty is "required" (blanks are characters of a
 * password), then the checks. It checks no characters itself: the login
 * and the old password of a change take any password, so one set before a
 * rule was added still works; a new password adds `textCharacters('password')`.
 */
export function requiredPassword(...checks: StringCheck[]) {
  return z.string({ error: missingOrInvalid('validation.required') }).check(requiredExactly(), ...checks);
}

/** An optional one-line text field: undefined or '' pass, a given value must pass its characters (`textCharacters`) and the checks. */
export function optionalText(...checks: StringCheck[]) {
  return z.optional(z.string({ error: message('validation.invalidFormat') }).check(textCharacters(), ...checks));
}

/** An optional text field of several lines (a textarea): as `optionalText`, with line breaks (LF) allowed. */
export function optionalMultilineText(...checks: StringCheck[]) {
  return z.optional(z.string({ error: message('validation.invalidFormat') }).check(textCharacters('lines'), ...checks));
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
