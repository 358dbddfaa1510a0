import { DEFAULT_PHONE_COUNTRY, parsePhone, type PhoneNumber } from './parse-phone';

/**
 * A phone number shows as '+', the calling code, one blank, the national
 * number without its national prefix and without spaces (doc 1 §4): '+43 6641234567'. An
 * extension follows a hyphen, as DIN 5008 and ÖNORM A 1080 write a direct
 * dial: '+43 12345678-12'.
 *
 * The national number is libphonenumber's: the national prefix ('0' in
 * Austria) is gone, but a leading zero that belongs to the number stays
 * (Italy: '+39 0612345678'), since dropping it would show another number.
 */
export function formatPhoneNumber(phone: PhoneNumber): string {
  const number = `+${phone.callingCode} ${phone.nationalNumber}`;
  return phone.extension ? `${number}-${phone.extension}` : number;
}

/**
 * The customer's phone as a prefilled form shows it (doc 1 §4); when parsing
 * fails, the raw text as it was (doc 1 §8). Never throws; no phone is ''.
 */
export function formatPhoneForDisplay(
  raw: string | null | undefined,
  defaultCountry: string = DEFAULT_PHONE_COUNTRY,
): string {
  if (typeof raw !== 'string') return '';
  const parsed = parsePhone(raw, defaultCountry);
  return parsed.ok ? formatPhoneNumber(parsed.phone) : raw;
}
