export {
  DEFAULT_PHONE_COUNTRY,
  MAX_EXTENSION_DIGITS,
  MAX_NATIONAL_NUMBER_DIGITS,
  MAX_PHONE_INPUT_LENGTH,
  MIN_NATIONAL_NUMBER_DIGITS,
  PHONE_PARSE_ERRORS,
  parsePhone,
  type PhoneNumber,
  type PhoneParseError,
  type PhoneParseResult,
} from './parse-phone';
export { formatPhoneForDisplay, formatPhoneNumber } from './format-phone';
export { normalizeDigits } from './normalize-digits';
export { createPhoneField, phoneField, type PhoneFieldOptions } from './phone-field';
export { PHONE_MESSAGE_KEYS, type PhoneMessageKey } from './phone-messages';
