// libphonenumber-js/min, not /max: doc 1 §5 asks that a number "match the
// country's pattern and allowed lengths", and the min metadata holds exactly
// that per country (its national number pattern and possible lengths), which
// its isValid() checks. /max adds a pattern per number type (mobile, fixed line,
// ...) that only getType() needs, and doubles the bytes: 39 KB gzip of metadata
// against 19 KB, in each route chunk with a phone field (budget 60 KB).
import {
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { normalizeDigits } from './normalize-digits';

/** A parsed phone number: country, calling code, national number, extension. */
export interface PhoneNumber {
  readonly country: CountryCode;
  /** Without the '+': '43'. */
  readonly callingCode: string;
  /** The significant digits, without the national prefix: '6641234567'. */
  readonly nationalNumber: string;
  readonly extension: string | undefined;
}

/** Why a text is not a phone number. */
export const PHONE_PARSE_ERRORS = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'] as const;
export type PhoneParseError = (typeof PHONE_PARSE_ERRORS)[number];

export type PhoneParseResult =
  { readonly ok: true; readonly phone: PhoneNumber } | { readonly ok: false; readonly error: PhoneParseError };

/** The limits of a phone input (doc 1 §5): libphonenumber's own, checked here too so they hold whatever its version. */
export const MAX_PHONE_INPUT_LENGTH = 250;
export const MIN_NATIONAL_NUMBER_DIGITS = 2;
export const MAX_NATIONAL_NUMBER_DIGITS = 17;
export const MAX_EXTENSION_DIGITS = 20;

/** The storefront's market (doc 1 §1): a number without '+' is Austrian unless told otherwise. */
export const DEFAULT_PHONE_COUNTRY = 'AT';

function failure(error: PhoneParseError): PhoneParseResult {
  return { ok: false, error };
}

function asParseError(error: unknown): PhoneParseError {
  const code = error instanceof ParseError ? error.message : '';
  return (PHONE_PARSE_ERRORS as readonly string[]).includes(code) ? (code as PhoneParseError) : 'NOT_A_NUMBER';
}

/**
 * A phone number's raw input is at most 250 characters; fullwidth and
 * Arabic-Indic digits count as digits; the national number has 2 to 17 digits,
 * the extension up to 20; and the number matches its country's pattern and
 * allowed lengths. The whole input must be the number (no text around it).
 *
 * A number of the wrong length for its country is TOO_SHORT or TOO_LONG; one
 * of a possible length that its country's pattern does not match is
 * NOT_A_NUMBER; one that belongs to no country (+800 freephone) or a national
 * number with an unknown default country is INVALID_COUNTRY. Never throws.
 */
export function parsePhone(raw: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): PhoneParseResult {
  if (typeof raw !== 'string') return failure('NOT_A_NUMBER');
  if (raw.length > MAX_PHONE_INPUT_LENGTH) return failure('TOO_LONG');
  const text = normalizeDigits(raw);
  // An unknown default country still lets an international number (+43 ...) parse.
  const country = typeof defaultCountry === 'string' && isSupportedCountry(defaultCountry) ? defaultCountry : undefined;
  const options = { defaultCountry: country, extract: false };
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(text, options);
  } catch (error) {
    return failure(asParseError(error));
  }
  const { nationalNumber, ext } = parsed;
  if (nationalNumber.length < MIN_NATIONAL_NUMBER_DIGITS) return failure('TOO_SHORT');
  if (nationalNumber.length > MAX_NATIONAL_NUMBER_DIGITS) return failure('TOO_LONG');
  if (ext !== undefined && ext.length > MAX_EXTENSION_DIGITS) return failure('TOO_LONG');
  if (!parsed.isValid()) {
    const lengthError = validatePhoneNumberLength(text, options);
    return failure(lengthError === 'TOO_SHORT' || lengthError === 'TOO_LONG' ? lengthError : 'NOT_A_NUMBER');
  }
  if (!parsed.country) return failure('INVALID_COUNTRY');
  return {
    ok: true,
    phone: { country: parsed.country, callingCode: parsed.countryCallingCode, nationalNumber, extension: ext },
  };
}
