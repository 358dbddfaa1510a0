import type { PhoneParseError } from './parse-phone';

/** The message key of each parse error (doc 1 §5); the tenant's bundle holds their texts. */
export const PHONE_MESSAGE_KEYS = {
  NOT_A_NUMBER: 'phone.notANumber',
  INVALID_COUNTRY: 'phone.invalidCountry',
  TOO_SHORT: 'phone.tooShort',
  TOO_LONG: 'phone.tooLong',
} as const satisfies Record<PhoneParseError, string>;

export type PhoneMessageKey = (typeof PHONE_MESSAGE_KEYS)[PhoneParseError];
