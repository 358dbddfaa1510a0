import type { ValidationMessageKey } from './message-keys';
import {
  digitsOnly,
  exactLength,
  forbidCharacter,
  holds,
  maxLength,
  minLength,
  onlyCharacters,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
  requiredTrimmedText,
  type StringCheck,
} from './rules';

/**
 * A text field's rule as data: what a domain's field table (`account/fields.ts`,
 * `content/fields.ts`) says once, and every form and operation body builds its
 * field from. The checks run in the order of rules.ts: the characters, then the
 * lengths, then the format, so a field reports the same first message wherever
 * it is used.
 */
export interface TextFieldRule {
  /** Several lines (a textarea, where a line break is text) rather than one. */
  readonly lines?: boolean;
  /** The only characters the field takes, as a class testing one character (`onlyCharacters`). */
  readonly characters?: RegExp;
  /** A character refused anywhere, such as '<' ("character {0} not allowed"). */
  readonly refused?: string;
  /** ASCII digits only ("numbers only"), told before the length. */
  readonly digits?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Exactly this many characters ("invalid length"). */
  readonly exactLength?: number;
  /** A rule on the whole value, told after the lengths with its own message key. */
  readonly format?: { readonly test: RegExp | ((value: string) => boolean); readonly message: ValidationMessageKey };
}

/** One field of a table: its rule, and the schemas a form or a body takes of it. */
export interface TextField {
  readonly rule: TextFieldRule;
  /** The rule's checks, in order, for a field built another way (a billing field the tenant configures). */
  checks(): StringCheck[];
  /** Required: missing or blank is "required". */
  required(): ReturnType<typeof requiredText>;
  /** Required and read without its surrounding blanks: what a body keeps. */
  requiredTrimmed(): ReturnType<typeof requiredTrimmedText>;
  /** Optional: undefined or '' pass, a given value must pass the rule. */
  optional(): ReturnType<typeof optionalText>;
}

function checksOf(rule: TextFieldRule): StringCheck[] {
  const { format } = rule;
  return [
    ...(rule.refused === undefined ? [] : [forbidCharacter(rule.refused)]),
    ...(rule.characters === undefined ? [] : [onlyCharacters(rule.characters)]),
    ...(rule.digits ? [digitsOnly()] : []),
    ...(rule.exactLength === undefined ? [] : [exactLength(rule.exactLength)]),
    ...(rule.minLength === undefined ? [] : [minLength(rule.minLength)]),
    ...(rule.maxLength === undefined ? [] : [maxLength(rule.maxLength)]),
    ...(format === undefined
      ? []
      : [holds(typeof format.test === 'function' ? format.test : (value) => (format.test as RegExp).test(value), format.message)]),
  ];
}

/**
 * A field of a table. A field of several lines has no trimmed variant of its own:
 * `requiredTrimmed` is then `required`, as a textarea's blanks are its text.
 */
export function textField(rule: TextFieldRule): TextField {
  return {
    rule,
    checks: () => checksOf(rule),
    required: () => (rule.lines ? requiredMultilineText(...checksOf(rule)) : requiredText(...checksOf(rule))),
    requiredTrimmed: () => (rule.lines ? requiredMultilineText(...checksOf(rule)) : requiredTrimmedText(...checksOf(rule))),
    optional: () => (rule.lines ? optionalMultilineText(...checksOf(rule)) : optionalText(...checksOf(rule))),
  };
}
